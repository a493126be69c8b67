/**
 * /my/account (SPEC §2; issue 14, item 1): the customer edits their name, e-mail, phone, company and
 * address; a new e-mail applies once its address confirms it (issue 25, contact-email.ts). The country select filters the state select and the state field hides for countries
 * without states (the checkout's address fields); the server checks every field and answers the
 * problems under them, saving nothing until all are right.
 */
import { data, Form, redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import type { MessageKey } from '@shared/i18n';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { FormField } from '../../../core/site/components/form-field';
import { SubmitButton } from '../../../core/site/components/submit-button';
import { readSiteForm } from '../../../core/site/forms.server';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { ADDRESS_FIELD_NAMES, AddressFields, addressValuesOf, type AddressValues } from './address-fields';
import { siteMyAccount } from './context';
import type { Route } from './+types/my-account';

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('portal.account.title'), path: '/my/account', noindex: true }));

const EMAIL_NOTICES = {
  pending: 'portal.account.emailPending',
  confirmed: 'portal.account.emailConfirmed',
  invalid: 'portal.account.emailInvalid',
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const form = await siteMyAccount(context.vitrine).form();
  if (!form) {
    const here = sitePath(context.vitrine.urlPrefix, '/my/account');
    throw redirect(
      `${sitePath(context.vitrine.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here)}`,
    );
  }
  const query = new URL(request.url).searchParams;
  const email = query.get('email') ?? '';
  return {
    form,
    saved: query.get('saved') === '1',
    // A new e-mail waits for its address's confirmation, or the mailed link was just followed.
    emailNotice: Object.hasOwn(EMAIL_NOTICES, email) ? (email as keyof typeof EMAIL_NOTICES) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readSiteForm(request, context);
  const values = Object.fromEntries(
    ADDRESS_FIELD_NAMES.map((field) => [field, posted.text(field)]),
  ) as AddressValues;
  const company = posted.text('company');
  const result = await siteMyAccount(context.vitrine).save({ ...values, company });
  if (result.ok)
    throw redirect(
      `${sitePath(context.vitrine.urlPrefix, '/my/account')}?saved=1${result.emailPending ? '&email=pending' : ''}`,
    );
  return data({ problems: result.problems, values, company }, { status: 400 });
}

export default function MyAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, saved, emailNotice } = loaderData;
  const t = useT();
  const to = useSitePath();
  const values = actionData?.values ?? addressValuesOf(form.address, form);
  const company = actionData?.company ?? form.company;
  return (
    <section className="page portal">
      <nav className="portal__breadcrumb" aria-label={t('portal.breadcrumb')}>
        <Link to={to('/my')}>{t('my.title')}</Link> / <span>{t('portal.account.title')}</span>
      </nav>
      <h1>{t('portal.account.title')}</h1>
      {actionData ? (
        <p className="alert alert--error" role="alert">
          {t('checkout.problems')}
        </p>
      ) : saved ? (
        <p className="alert alert--success" role="status">
          {t('portal.account.saved')}
        </p>
      ) : null}
      {!actionData && emailNotice ? (
        <p className={`alert alert--${emailNotice === 'invalid' ? 'error' : 'success'}`} role="status">
          {t(EMAIL_NOTICES[emailNotice])}
        </p>
      ) : null}
      <Form method="post" className="form portal-account" noValidate>
        <CsrfField />
        <AddressFields prefix="" values={values} problems={actionData?.problems} form={form.choices} />
        <FormField
          label={t('portal.account.company')}
          name="company"
          defaultValue={company}
          autoComplete="organization"
          error={
            actionData?.problems.company
              ? t(`checkout.problem.${actionData.problems.company}` as MessageKey)
              : undefined
          }
        />
        <SubmitButton>{t('portal.account.save')}</SubmitButton>
      </Form>
    </section>
  );
}
