/**
 * /web/signup (issue 25, item 17): the visitor gives a name and an e-mail address, and the page answers
 * the same whatever the address (a message was sent). The mail's link, /web/signup?token=…, opens the
 * last step: choosing the password, which signs the new customer in.
 */
import { data, Form, redirect, redirectDocument } from 'react-router';
import { Link } from '../../../core/site/components/link';
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

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, urlPrefix } = context.vitrine;
  if (user) throw redirect(sitePath(urlPrefix, '/my'));
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

type SignUpOutcome =
  | { step: 'sent'; email: string }
  | {
      step: 'failed';
      error: string;
      fields: Record<string, string>;
      values: { name: string; email: string };
    };

export async function action({ request, context }: Route.ActionArgs) {
  const { lang, urlPrefix } = context.vitrine;
  const auth = siteAuth(context.vitrine);
  const form = await readSiteForm(request, context);
  const values = { name: form.text('name').trim(), email: form.text('email').trim() };
  const token = form.text('token');
  if (token) {
    const password = form.text('password');
    if (password !== form.text('confirm_password')) {
      const message = translate(lang, 'signup.passwordMismatch');
      return data<SignUpOutcome>(
        { step: 'failed', error: message, fields: { confirm_password: message }, values },
        { status: 400 },
      );
    }
    const finished = await auth.resetPassword(token, password);
    if (!finished.ok)
      return data<SignUpOutcome>(
        { step: 'failed', error: finished.message, fields: {}, values },
        { status: 400 },
      );
    // Signed in now: a full page load picks up the new session.
    throw redirectDocument(sitePath(urlPrefix, '/my'));
  }
  const result = await auth.signUp(values);
  if (!result.ok)
    return data<SignUpOutcome>(
      { step: 'failed', error: result.message, fields: result.fields ?? {}, values },
      { status: 400 },
    );
  return data<SignUpOutcome>({ step: 'sent', email: values.email });
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useSitePath();
  const outcome: SignUpOutcome | undefined = actionData;
  const failed = outcome?.step === 'failed' ? outcome : null;
  const fields: Record<string, string | undefined> = failed?.fields ?? {};
  let content;
  if (outcome?.step === 'sent') {
    content = (
      <p className="alert alert--success" role="status">
        {t('signup.sent', outcome.email)}
      </p>
    );
  } else if (loaderData.token) {
    content = (
      <Form method="post" className="form">
        <p>{t('signup.finishIntro')}</p>
        <CsrfField />
        <input type="hidden" name="token" value={loaderData.token} />
        <FormField
          label={t('signup.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
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
        <SubmitButton sendingLabel={t('signup.sending')}>{t('signup.finishSubmit')}</SubmitButton>
      </Form>
    );
  } else {
    content = (
      <Form method="post" className="form">
        <CsrfField />
        <FormField
          label={t('signup.name')}
          name="name"
          autoComplete="name"
          required
          autoFocus
          defaultValue={failed?.values.name}
          error={fields.name}
        />
        <FormField
          label={t('signup.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={failed?.values.email}
          error={fields.email}
        />
        <SubmitButton sendingLabel={t('signup.sending')}>{t('signup.submit')}</SubmitButton>
      </Form>
    );
  }
  return (
    <section className="auth-card">
      <h1>{loaderData.token ? t('signup.finishTitle') : t('signup.title')}</h1>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {failed.error}
        </p>
      ) : null}
      {content}
      <p className="auth-card__links">
        <span>
          {t('signup.haveAccount')} <Link to={to('/web/login')}>{t('signup.signInLink')}</Link>
        </span>
      </p>
    </section>
  );
}
