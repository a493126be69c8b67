/**
 * /r/{code}/password (issue 32, item 2): a link with a password sends the browser here first. The
 * form (CSRF-checked) posts the password; a right one is remembered for the link a day (a signed
 * cookie scoped to /r/{code}) and the browser goes back to the link; wrong tries are throttled per client.
 */
import { LINK_CODE_PATTERN } from '@shared/links/contract';
import { LINK_PASSWORD_MAX_LENGTH } from '@shared/links/rules';
import { data, redirect } from 'react-router';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { readSiteForm } from '../../../core/site/forms.server';
import { safeRedirect } from '../../../core/site/safe-redirect';
import { pageSeo } from '../../../core/site/seo';
import { useT } from '../../../core/site/shell-data';
import linksCss from './links.css?url';
import type { Route } from './+types/links-password';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: linksCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({
    title: t('links.password.title'),
    path: `/r/${args.params.code}/password`,
    noindex: true,
  }));

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!(await context.vitrine.links?.asksPassword(params.code))) throw data(null, { status: 404 });
  return { error: null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  const password = form.text('password').slice(0, LINK_PASSWORD_MAX_LENGTH);
  const outcome = await context.vitrine.links?.unlock(params.code, password);
  if (!outcome || !LINK_CODE_PATTERN.test(params.code)) throw data(null, { status: 404 });
  if (outcome.ok)
    throw redirect(safeRedirect(`/r/${params.code}`), {
      status: 303,
      headers: { 'Set-Cookie': outcome.setCookie },
    });
  return data({ error: outcome.reason }, { status: outcome.reason === 'tooMany' ? 429 : 403 });
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

export default function LinkPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const error = actionData?.error ?? loaderData.error;
  return (
    <section className="page links-password">
      <h1>{t('links.password.title')}</h1>
      <p>{t('links.password.text')}</p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {t(error === 'tooMany' ? 'links.password.tooMany' : 'links.password.wrong')}
        </p>
      ) : null}
      <form method="post" className="form">
        <CsrfField />
        <label htmlFor="link-password">{t('links.password.label')}</label>
        <input
          id="link-password"
          type="password"
          name="password"
          required
          autoComplete="off"
          maxLength={LINK_PASSWORD_MAX_LENGTH}
        />
        <button type="submit" className="button">
          {t('links.password.submit')}
        </button>
      </form>
    </section>
  );
}
