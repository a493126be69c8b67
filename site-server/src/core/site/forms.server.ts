/** Reading the site's form posts on the server. */
import { timingSafeEqual } from 'node:crypto';
import { data, type AppLoadContext } from 'react-router';

export interface SiteForm {
  /** The text value of a field, '' when it is missing or a file. */
  text(name: string): string;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Parses the posted form. Its csrf_token was checked by the server before the request got here
 * (site-server/src/core/http/form-csrf.ts); this makes sure of it, so an action fails closed (403)
 * if the check was ever skipped, and refuses bodies that are not forms (400).
 */
export async function readSiteForm(request: Request, context: AppLoadContext): Promise<SiteForm> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  const token = form.get('csrf_token');
  const verified = context.verifiedCsrfToken;
  if (typeof token !== 'string' || !verified || !sameToken(token, verified))
    throw data(null, { status: 403 });
  return {
    text(name) {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    },
  };
}
