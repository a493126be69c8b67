/**
 * A UI string with each `%s` replaced by the next argument in order (missing ones by ''): the one
 * placeholder syntax of every catalog, the site's and the back office's.
 */
export function fillPlaceholders(template: string, args: ReadonlyArray<string | number>): string {
  let next = 0;
  return template.replace(/%s/g, () => {
    const value = args[next++];
    return value === undefined ? '' : String(value);
  });
}
