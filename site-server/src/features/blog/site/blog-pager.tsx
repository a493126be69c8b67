import { Link } from '../../../core/site/components/link';
import { useT } from '../../../core/site/shell-data';

/** Previous / numbered / next links; plain links, so paging works without JavaScript. */
export function BlogPager({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="blog-pager" aria-label={t('blog.pager.label')}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t('blog.pager.previous')}
        </Link>
      ) : null}
      {pages.map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className="blog-pager__current">
            {number}
          </span>
        ) : (
          <Link key={number} to={href(number)} aria-label={t('blog.pager.page', number)}>
            {number}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next">
          {t('blog.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
