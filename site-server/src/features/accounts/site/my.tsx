import { redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { t as translate } from '@shared/i18n';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { pageSeo } from '../../../core/site/seo';
import type { Route } from './+types/my';

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('my.title'), path: '/my', noindex: true }));

export async function loader({ context }: Route.LoaderArgs) {
  const { user, urlPrefix } = context.vitrine;
  const here = sitePath(urlPrefix, '/my');
  if (!user) throw redirect(`${sitePath(urlPrefix, '/web/login')}?redirect=${here}`);
  // The sections' titles are worded here: their keys are other features' (the orders', the payment
  // methods'…), whose English strings the browser build brings only with those features' pages.
  const sections = (await context.vitrine.portalSections()).map(({ title, ...section }) => ({
    ...section,
    label: translate(context.vitrine.lang, title),
  }));
  return { name: user.name, email: user.email, sections };
}

/** Portal home: a greeting, and a counter and a link for each kind of document the customer has. */
export default function PortalHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const to = useSitePath();
  return (
    <section className="page">
      <h1>{t('my.greeting', loaderData.name)}</h1>
      <p>{t('my.intro')}</p>
      <p>
        <Link to={to('/my/account')}>{t('portal.account.link')}</Link>
      </p>
      {loaderData.sections.length ? (
        <nav aria-label={t('my.sections')}>
          <ul className="portal-sections">
            {loaderData.sections.map((section) => (
              <li key={section.key}>
                <Link to={to(section.path)} data-portal-section={section.key}>
                  <span>{section.label}</span> <strong>{section.count}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <dl className="details">
        <dt>{t('my.email')}</dt>
        <dd>{loaderData.email}</dd>
      </dl>
    </section>
  );
}
