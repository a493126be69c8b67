import { Form, redirect, redirectDocument } from 'react-router';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { readSiteForm } from '../../../core/site/forms.server';
import { sitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/logout';
import { siteAuth } from './context';

/** Signing out changes state, so it is a POST (the header's "Sign out" button); a GET only asks to confirm. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.vitrine.user) throw redirect(sitePath(context.vitrine.urlPrefix, '/'));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await readSiteForm(request, context);
  await siteAuth(context.vitrine).signOut();
  throw redirectDocument(sitePath(context.vitrine.urlPrefix, '/'));
}

export default function LogoutPage() {
  const t = useT();
  return (
    <section className="auth-card">
      <h1>{t('logout.title')}</h1>
      <Form method="post" className="form">
        <p>{t('logout.question')}</p>
        <CsrfField />
        <button type="submit" className="button">
          {t('site.signOut')}
        </button>
      </Form>
    </section>
  );
}
