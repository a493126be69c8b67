/** SPEC §2 fallback link to fix a record in the back office. */
export function backOfficeLink(model: string, id: number): string {
  return `/web#return_label=Website&model=${encodeURIComponent(model)}&id=${id}`;
}
