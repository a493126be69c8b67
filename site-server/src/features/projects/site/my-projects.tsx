/**
 * /my/projects (issue 14, item 10; SPEC §2, §3, §8): the customer's projects and tasks; a rated task
 * shows its rating's image with a popover (placed at the bottom, on hover or focus, HTML content)
 * giving the rating's age; the element carries data-id and data-rating-date.
 */
import { redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import type { LangCode } from '@shared/i18n';
import type { MessageKey } from '@shared/i18n';
import { portalListQuery } from '@shared/portal-list';
import {
  portalProjectListOptions as options,
  type PortalProjectSearchIn,
  type PortalProjectSort,
  type PortalRating,
} from '@shared/projects/contract';
import { PortalPager, PortalSearchPanel } from '../../../core/site/components/portal-list-controls';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/my-projects';
import './context';
import projectsCss from './projects.css?url';
import rating1 from './rating-1.svg?url';
import rating2 from './rating-2.svg?url';
import rating3 from './rating-3.svg?url';
import rating4 from './rating-4.svg?url';
import rating5 from './rating-5.svg?url';

const images = [rating1, rating2, rating3, rating4, rating5];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: projectsCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('portal.projects.title'), path: '/my/projects', noindex: true }));

/** "3 days ago", in the page's language (computed on the server: the page hydrates the same text). */
function ageOf(iso: string, lang: LangCode, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(lang.replace('_', '-'), { numeric: 'auto' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 365 * 86_400],
    ['month', 30 * 86_400],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(seconds, 'second');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await context.vitrine.myProjects?.(portalListQuery(url.searchParams, options));
  if (!list) {
    const here = sitePath(context.vitrine.urlPrefix, `/my/projects${url.search}`);
    throw redirect(
      `${sitePath(context.vitrine.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here)}`,
    );
  }
  const lang = context.vitrine.lang;
  return {
    total: list.total,
    query: list.query,
    projects: list.rows.map((project) => ({
      ...project,
      tasks: project.tasks.map((task) => ({
        ...task,
        age: task.rating ? ageOf(task.rating.ratedAt, lang) : null,
      })),
    })),
  };
}

const searchInKeys: Record<PortalProjectSearchIn, MessageKey> = {
  name: 'portal.projects.project',
  task: 'portal.projects.tasks',
  all: 'portal.all',
};
const sortKeys: Record<PortalProjectSort, MessageKey> = {
  name: 'portal.projects.project',
  date: 'portal.newest',
};

function Rating({ rating, age }: { rating: PortalRating; age: string }) {
  const t = useT();
  const popoverId = `rating-${rating.id}-popover`;
  return (
    <span
      className="rating"
      data-id={rating.id}
      data-rating-date={rating.ratedAt}
      data-placement="bottom"
      data-trigger="hover"
      tabIndex={0}
      aria-describedby={popoverId}
    >
      <img src={images[rating.score - 1]} alt={rating.label} width={24} height={24} />
      <span id={popoverId} role="tooltip" className="rating__popover">
        <strong>{rating.label}</strong>
        <br />
        {t('portal.projects.ratedAgo', age)}
        {rating.comment ? (
          <>
            <br />
            <q>{rating.comment}</q>
          </>
        ) : null}
      </span>
    </span>
  );
}

export default function MyProjectsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const to = useSitePath();
  const base = to('/my/projects');
  const { query, total } = loaderData;
  return (
    <section className="page portal">
      <nav className="portal__breadcrumb" aria-label={t('portal.breadcrumb')}>
        <Link to={to('/my')}>{t('my.title')}</Link> / <span>{t('portal.projects.title')}</span>
      </nav>
      <h1>{t('portal.projects.title')}</h1>
      <PortalSearchPanel
        base={base}
        query={query}
        options={options}
        searchInLabels={searchInKeys}
        sortLabels={sortKeys}
      />
      {loaderData.projects.length === 0 ? <p>{t('portal.projects.none')}</p> : null}
      {loaderData.projects.map((project) => (
        <article key={project.id} className="project" data-project-id={project.id}>
          <h2>{project.name}</h2>
          <table className="project__tasks" aria-label={`${project.name} — ${t('portal.projects.tasks')}`}>
            <tbody>
              {project.tasks.map((task) => (
                <tr key={task.id} data-task-id={task.id}>
                  <td>{task.name}</td>
                  <td>
                    {t(task.state === 'done' ? 'portal.projects.state.done' : 'portal.projects.state.open')}
                  </td>
                  <td>
                    {task.rating && task.age ? (
                      <Rating rating={task.rating} age={task.age} />
                    ) : (
                      <span className="rating rating--none">{t('portal.projects.noRating')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
      <PortalPager base={base} query={query} options={options} total={total} />
    </section>
  );
}
