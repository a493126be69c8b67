import { data, redirect } from 'react-router';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { PageTitle } from '../../../core/site/components/page-title';
import { readSiteForm } from '../../../core/site/forms.server';
import { sitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/unsubscribe-page';

interface MailLink {
  listId: number;
  email: string;
  token: string;
}

function linkOf(read: (name: string) => string | null): MailLink {
  return { listId: Number(read('list_id')) || 0, email: read('email') ?? '', token: read('token') ?? '' };
}

const linkQuery = (link: MailLink) =>
  new URLSearchParams({ list_id: String(link.listId), email: link.email, token: link.token }).toString();

/**
 * /mailing/unsubscribe?list_id=&email=&token=: the link of every newsletter mail. Opening it
 * unsubscribes (when the token matches; anything else changes nothing) and offers to subscribe again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const newsletter = context.vitrine.newsletter;
  if (!newsletter) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const link = linkOf((name) => params.get(name));
  const again = params.get('resubscribed') === '1';
  const view = again ? await newsletter.status(link) : await newsletter.unsubscribe(link);
  return { view, link, resubscribed: again && view.ok && view.isSubscriber };
}

/** 'Subscribe again': the same link, as a form post; then back to this page, which only reads. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  const newsletter = context.vitrine.newsletter;
  if (!newsletter) throw data(null, { status: 404 });
  const link = linkOf((name) => form.text(name));
  const view = await newsletter.resubscribe(link);
  if (!view.ok) throw data(null, { status: 403 });
  throw redirect(
    sitePath(context.vitrine.urlPrefix, `/mailing/unsubscribe?${linkQuery(link)}&resubscribed=1`),
    303,
  );
}

// The page changes a subscription: never kept by a cache.
export const headers = () => ({ 'Cache-Control': 'no-store' });

export default function NewsletterUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { view, link, resubscribed } = loaderData;
  return (
    <section className="page newsletter-page">
      <PageTitle>{t('newsletter.unsubscribe.title')}</PageTitle>
      <h1>{t('newsletter.unsubscribe.title')}</h1>
      {!view.ok ? (
        <p className="alert alert--error" role="alert">
          {t('newsletter.unsubscribe.invalid')}
        </p>
      ) : resubscribed ? (
        <p className="alert alert--success" role="status">
          {t('newsletter.unsubscribe.resubscribed', view.email, view.listName)}
        </p>
      ) : (
        <>
          <p className="alert alert--success" role="status">
            {t('newsletter.unsubscribe.done', view.email, view.listName)}
          </p>
          <form method="post" className="form">
            <p>{t('newsletter.unsubscribe.question')}</p>
            <CsrfField />
            <input type="hidden" name="list_id" value={link.listId} />
            <input type="hidden" name="email" value={link.email} />
            <input type="hidden" name="token" value={link.token} />
            <button type="submit" className="button button--secondary">
              {t('newsletter.unsubscribe.resubscribe')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
