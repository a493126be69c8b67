import { data, Form, redirectDocument } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { FormField } from '../../../core/site/components/form-field';
import { SubmitButton } from '../../../core/site/components/submit-button';
import { readSiteForm } from '../../../core/site/forms.server';
import { pageSeo } from '../../../core/site/seo';
import { safeRedirect } from '../../../core/site/safe-redirect';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/login';
import { siteAuth } from './context';

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('login.title'), path: '/web/login', noindex: true }));

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  const login = form.text('login').trim();
  const auth = siteAuth(context.vitrine);
  // The second step of an account with two-factor sign-in sends only the code.
  const result =
    form.text('intent') === 'code'
      ? await auth.signInWithCode(form.text('code'))
      : await auth.signIn(login, form.text('password'));
  if (!result.ok) {
    const codeNeeded = 'codeNeeded' in result;
    return data({ error: result.message ?? null, login, codeNeeded }, { status: result.message ? 401 : 200 });
  }

  const target = new URL(request.url).searchParams.get('redirect');
  const fallback = result.staff ? '/admin/' : sitePath(context.vitrine.urlPrefix, '/my');
  // A full page load: the session changed, and /admin/ is not part of this app.
  throw redirectDocument(safeRedirect(target, fallback));
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useSitePath();
  if (actionData?.codeNeeded) return <CodeStep error={actionData.error} />;
  return (
    <section className="auth-card">
      <h1>{t('login.title')}</h1>
      {actionData?.error ? (
        <p className="alert alert--error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="form">
        <CsrfField />
        <FormField
          label={t('login.login')}
          name="login"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          defaultValue={actionData?.login}
        />
        <FormField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton>{t('login.submit')}</SubmitButton>
      </Form>
      <p className="auth-card__links">
        <Link to={to('/web/reset_password')}>{t('login.forgotPassword')}</Link>
        <span>
          {t('login.noAccount')} <Link to={to('/web/signup')}>{t('login.signUpLink')}</Link>
        </span>
      </p>
    </section>
  );
}

/** The second step: the account has two-factor sign-in, its password was right. */
function CodeStep({ error }: { error: string | null }) {
  const t = useT();
  return (
    <section className="auth-card">
      <h1>{t('login.title')}</h1>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <Form method="post" className="form">
        <CsrfField />
        <input type="hidden" name="intent" value="code" />
        <p>{t('login.codeHelp')}</p>
        <FormField
          label={t('login.codeLabel')}
          name="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
        />
        <SubmitButton>{t('login.codeSubmit')}</SubmitButton>
      </Form>
    </section>
  );
}
