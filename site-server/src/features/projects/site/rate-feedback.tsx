/**
 * /rate/feedback: after a rating link was followed (GET /rate/{token}/{score} recorded it), thanks and
 * an optional comment, once, from the browser that rated.
 */
import { data, Form, redirect } from 'react-router';
import { ratingMessages } from '@shared/projects/contract';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { SubmitButton } from '../../../core/site/components/submit-button';
import { readSiteForm } from '../../../core/site/forms.server';
import { pageSeo } from '../../../core/site/seo';
import { useT } from '../../../core/site/shell-data';
import type { Route } from './+types/rate-feedback';
import './context';
import projectsCss from './projects.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: projectsCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('rating.thanks'), path: '/rate/feedback', noindex: true }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const rating = await context.vitrine.ratingFeedback?.current();
  if (!rating) throw data(null, { status: 404 });
  return { rating, commented: new URL(request.url).searchParams.get('sent') === '1' || rating.commented };
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readSiteForm(request, context);
  const outcome = (await context.vitrine.ratingFeedback?.comment(posted.text('comment'))) ?? 'notRater';
  if (outcome === 'notRater') throw data(ratingMessages.noComment, { status: 403 });
  if (outcome !== 'ok') return data({ refused: outcome.refused }, { status: 400 });
  throw redirect('/rate/feedback?sent=1');
}

export default function RateFeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rating, commented } = loaderData;
  const t = useT();
  return (
    <section className="page rating-feedback">
      <h1>{t('rating.thanks')}</h1>
      <p data-rating-score={rating.score}>{t('rating.yourScore', rating.label)}</p>
      {actionData ? (
        <p role="alert" className="alert alert--error">
          {actionData.refused}
        </p>
      ) : null}
      {commented ? (
        <p role="status">{t('rating.commented')}</p>
      ) : (
        <Form method="post" className="form">
          <CsrfField />
          <label htmlFor="rating-comment">{t('rating.comment')}</label>
          <textarea id="rating-comment" name="comment" rows={4} maxLength={2000} />
          <SubmitButton>{t('rating.send')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
