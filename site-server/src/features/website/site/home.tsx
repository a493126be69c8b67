import { Link } from '../../../core/site/components/link';
import {
  editorHeaders,
  websitePageClientLoader,
  loadWebsitePage,
  websitePageMeta,
  WebsitePageView,
} from './blocks/page-route';
import { blockPreloads } from './blocks/block-preloads.server';
import { pageSeo } from '../../../core/site/seo';
import { useSite, useSitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/home';

/** The home page: the website page at '/' when there is one, else a greeting. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return (await loadWebsitePage(request, context.vitrine, '/', blockPreloads)) ?? { page: null };
}

export const headers = editorHeaders;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  websitePageClientLoader(serverLoader);

export const meta: Route.MetaFunction = (args) =>
  args.loaderData?.page
    ? websitePageMeta(args)
    : pageSeo(args, (site, t) => ({
        title: site.company.name,
        description: t('home.intro'),
        path: '/',
        image: site.company.logoUrl,
      }));

function Greeting() {
  const { company, user } = useSite();
  const t = useT();
  const to = useSitePath();
  return (
    <>
      <section className="hero">
        <h1>{t('home.title', company.name)}</h1>
        <p className="hero__intro">{t('home.intro')}</p>
        <p className="hero__actions">
          <Link to={to('/aboutus')} className="button">
            {t('home.aboutUsLink')}
          </Link>
          {user ? null : (
            <Link to={to('/web/signup')} className="button button--secondary">
              {t('home.signUpLink')}
            </Link>
          )}
        </p>
      </section>
    </>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <WebsitePageView {...loaderData} /> : <Greeting />;
}
