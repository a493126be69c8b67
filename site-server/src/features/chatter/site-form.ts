import type { RequestHandler } from 'express';
import { UnsupportedMediaTypeError } from '../../core/errors';
import { formCsrfCheck } from '../../core/http/form-csrf';

export { postedFields } from '../../core/http/form-csrf';
import { safeRedirect } from '../../core/site/safe-redirect';

/**
 * The no-JavaScript twin of a JSON-RPC call at the same path: a form post with csrf_token (checked by
 * the site's form check), answered by a 303 back to the page. JSON requests skip to the JSON-RPC route.
 */
export function formTwin(options: { secret: string; maxBodyBytes: number }): RequestHandler[] {
  const skipJson: RequestHandler = (req, _res, next) => (req.is('application/json') ? next('route') : next());
  const requireForm: RequestHandler = (req, _res, next) => {
    if (!req.vitrine.rawBody) throw new UnsupportedMediaTypeError('This call takes JSON-RPC or a form post.');
    next();
  };
  return [skipJson, formCsrfCheck(options), requireForm];
}

export const formText = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The page to go back to: the form's `redirect` when it is a path on this site, else `fallback`. */
export function backTo(
  form: FormData,
  fallback: string,
  params: Record<string, string>,
  anchor: string,
): string {
  const asked = formText(form, 'redirect');
  const url = new URL(safeRedirect(asked, fallback), 'http://site');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}#${anchor}`;
}
