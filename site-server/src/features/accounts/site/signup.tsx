import { data, Form, Link, redirect, redirectDocument } from 'react-router';
import { t as translate } from '@shared/i18n';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { FormField } from '../../../core/site/components/form-field';
import { SubmitButton } from '../../../core/site/components/submit-button';
import { readSiteForm } from '../../../core/site/forms.server';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { pageSeo } from '../../../core/site/seo';
import type { Route } from './+types/signup';
import { siteAuth } from './context';

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('signup.title'), path: '/web/signup', noindex: true }));

export function loader({ context }: Route.LoaderArgs) {
  const { user, urlPrefix } = context.vitrine;
  if (user) throw redirect(sitePath(urlPrefix, '/my'));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang, urlPrefix } = context.vitrine;
  const auth = siteAuth(context.vitrine);
  const form = await readSiteForm(request, context);
  const values = { name: form.text('name').trim(), email: form.text('email').trim() };
  const password = form.text('password');

  if (password !== form.text('confirm_password')) {
    const message = translate(lang, 'signup.passwordMismatch');
    return data({ error: message, fields: { confirm_password: message }, values }, { status: 400 });
  }
  const result = await auth.signUp({ ...values, password });
  if (!result.ok)
    return data({ error: result.message, fields: result.fields ?? {}, values }, { status: 400 });
  // Signed in now: a full page load picks up the new session.
  throw redirectDocument(sitePath(urlPrefix, '/my'));
}

export default function SignUpPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useSitePath();
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  return (
    <section className="auth-card">
      <h1>{t('signup.title')}</h1>
      {actionData?.error ? (
        <p className="alert alert--error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="form">
        <CsrfField />
        <FormField
          label={t('signup.name')}
          name="name"
          autoComplete="name"
          required
          autoFocus
          defaultValue={actionData?.values.name}
          error={fields.name}
        />
        <FormField
          label={t('signup.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.values.email}
          error={fields.email}
        />
        <FormField
          label={t('signup.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={fields.password}
        />
        <FormField
          label={t('signup.confirmPassword')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          error={fields.confirm_password}
        />
        <SubmitButton sendingLabel={t('signup.sending')}>{t('signup.submit')}</SubmitButton>
      </Form>
      <p className="auth-card__links">
        <span>
          {t('signup.haveAccount')} <Link to={to('/web/login')}>{t('signup.signInLink')}</Link>
        </span>
      </p>
    </section>
  );
}
