import { idFrom, storableText } from '@shared/api/numeric';
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
  return {
    listId: idFrom(read('list_id')) ?? 0,
    email: storableText(read('email'), 320),
    token: storableText(read('token'), 200),
  };
}

const linkQuery = (link: MailLink) =>
  new URLSearchParams({ list_id: String(link.listId), email: link.email, token: link.token }).toString();

/**
 * /mailing/unsubscribe?list_id=&email=&token=: the link of every newsletter mail. Opening it only
 * asks (mail scanners open links too); its button unsubscribes, when the token matches, and the page
 * then offers to subscribe again. Mail clients use the one-click address of List-Unsubscribe instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const newsletter = context.vitrine.newsletter;
  if (!newsletter) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const link = linkOf((name) => params.get(name));
  const view = await newsletter.status(link);
  const done = params.get('done');
  return {
    view,
    link,
    unsubscribed: done === 'unsubscribed' && view.ok && !view.isSubscriber,
    resubscribed: done === 'resubscribed' && view.ok && view.isSubscriber,
  };
}

/** The page's buttons ('Unsubscribe', then 'Subscribe again'), as form posts of the same link. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  const newsletter = context.vitrine.newsletter;
  if (!newsletter) throw data(null, { status: 404 });
  const link = linkOf((name) => form.text(name));
  const again = form.text('intent') === 'resubscribe';
  const view = again ? await newsletter.resubscribe(link) : await newsletter.unsubscribe(link);
  if (!view.ok) throw data(null, { status: 403 });
  const done = again ? 'resubscribed' : 'unsubscribed';
  throw redirect(
    sitePath(context.vitrine.urlPrefix, `/mailing/unsubscribe?${linkQuery(link)}&done=${done}`),
    303,
  );
}

// The page changes a subscription: never kept by a cache.
export const headers = () => ({ 'Cache-Control': 'no-store' });

/** The link's fields and the button that posts them with `intent`. */
function LinkForm({
  link,
  intent,
  question,
  label,
}: {
  link: MailLink;
  intent: string;
  question?: string;
  label: string;
}) {
  return (
    <form method="post" className="form">
      {question ? <p>{question}</p> : null}
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="list_id" value={link.listId} />
      <input type="hidden" name="email" value={link.email} />
      <input type="hidden" name="token" value={link.token} />
      <button type="submit" className={intent === 'unsubscribe' ? 'button' : 'button button--secondary'}>
        {label}
      </button>
    </form>
  );
}

export default function NewsletterUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { view, link, unsubscribed, resubscribed } = loaderData;
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
      ) : unsubscribed || !view.isSubscriber ? (
        <>
          <p className="alert alert--success" role="status">
            {t('newsletter.unsubscribe.done', view.email, view.listName)}
          </p>
          <LinkForm
            link={link}
            intent="resubscribe"
            question={t('newsletter.unsubscribe.question')}
            label={t('newsletter.unsubscribe.resubscribe')}
          />
        </>
      ) : (
        <LinkForm
          link={link}
          intent="unsubscribe"
          question={t('newsletter.unsubscribe.ask', view.email, view.listName)}
          label={t('newsletter.unsubscribe.confirm')}
        />
      )}
    </section>
  );
}
