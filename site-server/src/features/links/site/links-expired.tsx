/**
 * /r/{code}/expired (issue 32, item 1): where a link outside its life (before its start, after its
 * expiry, past its click cap) without a fallback sends the browser. Answers 410 Gone, in the site's
 * language and look; any other code is no page.
 */
import { data } from 'react-router';
import { pageSeo } from '../../../core/site/seo';
import { useSite, useSitePath, useT } from '../../../core/site/shell-data';
import linksCss from './links.css?url';
import type { Route } from './+types/links-expired';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: linksCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({
    title: t('links.expired.title'),
    path: `/r/${args.params.code}/expired`,
    noindex: true,
  }));

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!(await context.vitrine.links?.expired(params.code))) throw data(null, { status: 404 });
  return data({ code: params.code }, { status: 410 });
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

export default function LinkExpiredPage() {
  const t = useT();
  const to = useSitePath();
  const { company } = useSite();
  return (
    <section className="page links-expired">
      <h1>{t('links.expired.title')}</h1>
      <p>{t('links.expired.text')}</p>
      <p>
        <a className="button" href={to('/')}>
          {t('links.expired.home', company.name)}
        </a>
      </p>
    </section>
  );
}
