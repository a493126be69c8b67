/**
 * /r/{code}/leave (issue 25, item 18): where /r/{code} of a link made by a visitor (not staff) to
 * another site sends the browser first, so the shop's domain is no blind redirect for phishing mails.
 * It names the site left and the one reached, shows the full address, and Continue goes there.
 */
import { data } from 'react-router';
import { pageSeo } from '../../../core/site/seo';
import { useSite, useSitePath, useT } from '../../../core/site/shell-data';
import linksCss from './links.css?url';
import type { Route } from './+types/links-leaving';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: linksCss }];

// A stop on the way elsewhere: out of search engines.
export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (site, t) =>
    args.loaderData
      ? {
          title: t('links.leaving.title', site.company.name, args.loaderData.host),
          path: `/r/${args.params.code}/leave`,
          noindex: true,
        }
      : null,
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const target = await context.vitrine.links?.leaving(params.code);
  // Only web addresses are ever shortened; anything else is no page.
  if (!target || !/^https?:\/\//i.test(target.url)) throw data(null, { status: 404 });
  return target;
}

export default function LinkLeavingPage({ loaderData }: Route.ComponentProps) {
  const { url, host } = loaderData;
  const t = useT();
  const to = useSitePath();
  const { company } = useSite();
  return (
    <section className="page links-leaving">
      <h1>{t('links.leaving.title', company.name, host)}</h1>
      <p>{t('links.leaving.intro', company.name)}</p>
      <p className="links-leaving__address">
        <code>{url}</code>
      </p>
      <p className="links-leaving__actions">
        <a className="button" href={url} rel="nofollow noopener noreferrer">
          {t('links.leaving.continue')}
        </a>
        <a href={to('/')}>{t('links.leaving.back', company.name)}</a>
      </p>
    </section>
  );
}
