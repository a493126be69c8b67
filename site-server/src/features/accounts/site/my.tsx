import { redirect } from 'react-router';
import { sitePath, useT } from '../../../core/site/shell-data';
import { pageSeo } from '../../../core/site/seo';
import type { Route } from './+types/my';

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('my.title'), path: '/my', noindex: true }));

export function loader({ context }: Route.LoaderArgs) {
  const { user, urlPrefix } = context.vitrine;
  const here = sitePath(urlPrefix, '/my');
  if (!user) throw redirect(`${sitePath(urlPrefix, '/web/login')}?redirect=${here}`);
  return { name: user.name, email: user.email };
}

/** Portal home: for now a greeting; documents come with later modules. */
export default function PortalHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page">
      <h1>{t('my.greeting', loaderData.name)}</h1>
      <p>{t('my.intro')}</p>
      <dl className="details">
        <dt>{t('my.email')}</dt>
        <dd>{loaderData.email}</dd>
      </dl>
    </section>
  );
}
