import { data, redirect } from 'react-router';
import { NEWSLETTER_NOTICE_LIST_PARAM, NEWSLETTER_NOTICE_PARAM } from '@shared/newsletter/subscribe-rules';
import { newsletterBlockDefinition } from './newsletter-block';
import { PageTitle } from '../../../core/site/components/page-title';
import { readSiteForm } from '../../../core/site/forms.server';
import { safeRedirect } from '../../../core/site/safe-redirect';
import { sitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/subscribe-page';

/** /newsletter/subscribe?list_id=: a page with the subscribe block of a list (the first public one by default). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const newsletter = context.vitrine.newsletter;
  if (!newsletter) throw data(null, { status: 404 });
  const asked = Number(new URL(request.url).searchParams.get('list_id'));
  const listId = Number.isInteger(asked) && asked > 0 ? asked : await newsletter.defaultListId();
  return { block: listId ? await newsletter.block(listId) : null };
}

/**
 * The subscribe block's and the marketing sign-up's form post without JavaScript: subscribes, then goes
 * back to the page the form was on with the outcome in the URL (the block shows it). The sign-up names
 * the address EMAIL, as the provider's forms do (SPEC §3). Rate limited with the JSON-RPC call.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  const newsletter = context.vitrine.newsletter;
  const listId = Number(form.text('list_id'));
  if (!newsletter || !Number.isInteger(listId) || listId < 1) throw data(null, { status: 400 });
  const outcome = await newsletter.subscribe(listId, form.text('email') || form.text('EMAIL'));
  if (!outcome.ok && outcome.problem === 'list_missing') throw data(null, { status: 404 });
  const asked = form.text('redirect');
  const back = new URL(
    safeRedirect(asked, sitePath(context.vitrine.urlPrefix, `/newsletter/subscribe?list_id=${listId}`)),
    'http://site',
  );
  back.searchParams.set(NEWSLETTER_NOTICE_LIST_PARAM, String(listId));
  back.searchParams.set(
    NEWSLETTER_NOTICE_PARAM,
    outcome.ok ? (outcome.pending ? 'confirm_sent' : 'subscribed') : outcome.problem,
  );
  throw redirect(back.pathname + back.search, 303);
}

export default function NewsletterSubscribePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { block } = loaderData;
  return (
    <section className="page newsletter-page">
      <PageTitle>{t('newsletter.page.title')}</PageTitle>
      <h1>{t('newsletter.page.title')}</h1>
      {block ? (
        <>
          <p>{t('newsletter.page.intro', block.listName)}</p>
          <newsletterBlockDefinition.Component
            block={{ type: 'newsletter', listId: block.listId, display: 'inline' }}
            data={block}
            editor={false}
          />
        </>
      ) : (
        <p>{t('newsletter.page.none')}</p>
      )}
    </section>
  );
}
