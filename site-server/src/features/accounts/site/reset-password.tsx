import { data, Form } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { t as translate } from '@shared/i18n';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { FormField } from '../../../core/site/components/form-field';
import { SubmitButton } from '../../../core/site/components/submit-button';
import { readSiteForm } from '../../../core/site/forms.server';
import { useSitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/reset-password';
import { siteAuth } from './context';

/** Two steps: without a token, ask for the e-mail address; with ?token=… (the mailed link), set a new password. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

type ResetOutcome =
  | { step: 'sent' }
  | { step: 'done'; staff: boolean; signedIn: boolean }
  | { step: 'failed'; error: string; fields?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = context.vitrine;
  const auth = siteAuth(context.vitrine);
  const form = await readSiteForm(request, context);
  const token = form.text('token');
  if (!token) {
    await auth.requestPasswordReset(form.text('email').trim());
    return data<ResetOutcome>({ step: 'sent' });
  }
  const password = form.text('password');
  if (password !== form.text('confirm_password')) {
    const message = translate(lang, 'signup.passwordMismatch');
    return data<ResetOutcome>(
      { step: 'failed', error: message, fields: { confirm_password: message } },
      { status: 400 },
    );
  }
  const result = await auth.resetPassword(token, password);
  if (!result.ok) return data<ResetOutcome>({ step: 'failed', error: result.message }, { status: 400 });
  return data<ResetOutcome>({ step: 'done', staff: result.staff, signedIn: result.signedIn });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useSitePath();
  const outcome: ResetOutcome | undefined = actionData;
  // A successful reset signs the user in (unless a second factor is asked): the way on is their
  // account, or the back office for staff (a full page load: /admin/ is not part of this app).
  const done = outcome?.step === 'done' ? outcome : null;
  const wayOn = (
    <p className="auth-card__links">
      {done?.staff ? (
        <a href="/admin/">{t('reset.toBackOffice')}</a>
      ) : done?.signedIn ? (
        <Link to={to('/my')}>{t('site.myAccount')}</Link>
      ) : (
        <Link to={to('/web/login')}>{t('reset.backToLogin')}</Link>
      )}
    </p>
  );

  let content;
  if (outcome?.step === 'sent') {
    content = (
      <p className="alert alert--success" role="status">
        {t('reset.sent')}
      </p>
    );
  } else if (done) {
    content = (
      <p className="alert alert--success" role="status">
        {t(done.signedIn ? 'reset.done' : 'reset.doneSignIn')}
      </p>
    );
  } else if (loaderData.token) {
    const fields: Record<string, string | undefined> = (outcome?.step === 'failed' && outcome.fields) || {};
    content = (
      <Form method="post" className="form">
        <CsrfField />
        <input type="hidden" name="token" value={loaderData.token} />
        <FormField
          label={t('reset.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          error={fields.password}
        />
        <FormField
          label={t('reset.confirmPassword')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          error={fields.confirm_password}
        />
        <SubmitButton>{t('reset.setPassword')}</SubmitButton>
      </Form>
    );
  } else {
    content = (
      <Form method="post" className="form">
        <p>{t('reset.intro')}</p>
        <CsrfField />
        <FormField
          label={t('reset.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          autoFocus
        />
        <SubmitButton>{t('reset.submit')}</SubmitButton>
      </Form>
    );
  }

  return (
    <section className="auth-card">
      <h1>{t('reset.title')}</h1>
      {outcome?.step === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {outcome.error}
        </p>
      ) : null}
      {content}
      {wayOn}
    </section>
  );
}
