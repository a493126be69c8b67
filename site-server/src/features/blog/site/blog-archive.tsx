import { Link } from '../../../core/site/components/link';
import type { BlogArchiveYear } from '@shared/blog/contract';
import { useSite, useT } from '../../../core/site/shell-data';
import { monthName } from './post-date';

/**
 * SPEC §2 year collapse list: one <details> per year (the newest open), months inside, each with its
 * posts. Works without JavaScript.
 */
export function BlogArchive({ years }: { years: BlogArchiveYear[] }) {
  const t = useT();
  const { lang, urlPrefix } = useSite();
  if (!years.length) return null;
  return (
    <section className="blog-archive" aria-labelledby="blog-archive-title">
      <h2 id="blog-archive-title" className="blog-sidebar__title">
        {t('blog.archive')}
      </h2>
      {years.map((year, index) => (
        <details key={year.year} className="blog-archive__year" open={index === 0} data-year={year.year}>
          <summary>
            {year.year}{' '}
            <span className="blog-archive__count">
              ({year.months.reduce((count, month) => count + month.posts.length, 0)})
            </span>
          </summary>
          {year.months.map((month) => (
            <div key={month.month} className="blog-archive__month">
              <h3>{monthName(month.month, lang)}</h3>
              <ul>
                {month.posts.map((post) => (
                  <li key={post.id}>
                    <Link to={`${urlPrefix}${post.url}`}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ))}
    </section>
  );
}
