/** The marketing blocks' browser side: posting their forms and reading the answers (no library). */

/** The visitor's address, as the lead form sends it (ip_address, SPEC §3); '' when unknown. */
export async function visitorAddress(): Promise<string> {
  try {
    const response = await fetch('/web/geo/location', { headers: { accept: 'application/json' } });
    const location = (await response.json()) as { ip?: string | null };
    return location.ip ?? '';
  } catch {
    return '';
  }
}

/** Posts fields form-encoded; answers the status and the body's text. */
export async function postFields(path: string, fields: Record<string, string>, accept = 'application/json') {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    body: new URLSearchParams(fields),
  });
  return { ok: response.ok, status: response.status, text: await response.text() };
}

/** A form's text fields as an object (checkboxes: 'on' when ticked, absent otherwise). */
export function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** The JSON of an answer's text, or null. */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
