/**
 * The portal lists' controls (SPEC §2's search panel): the search-in dropdown and search field in a
 * plain GET form (Enter submits), the sort links and the pager, all links to the list's own address.
 */
import { Form } from 'react-router';
import { Link } from './link';
import type { MessageKey } from '@shared/i18n';
import {
  pagerWindow,
  portalListHref,
  PORTAL_PAGE_SIZE,
  type PortalListOptions,
  type PortalListQuery,
} from '@shared/portal-list';
import { useT } from '../shell-data';

interface ControlsProps<SearchIn extends string, Sort extends string> {
  /** The list's address (with the language prefix). */
  base: string;
  query: PortalListQuery<SearchIn, Sort>;
  options: PortalListOptions<SearchIn, Sort>;
}

export function PortalSearchPanel<SearchIn extends string, Sort extends string>({
  base,
  query,
  options,
  searchInLabels,
  sortLabels,
}: ControlsProps<SearchIn, Sort> & {
  searchInLabels: Record<SearchIn, MessageKey>;
  sortLabels: Record<Sort, MessageKey>;
}) {
  const t = useT();
  return (
    <>
      <Form method="get" action={base} className="portal-search" role="search">
        <label htmlFor="portal-search-in">{t('portal.searchIn')}</label>
        <select id="portal-search-in" name="search_in" defaultValue={query.searchIn}>
          {options.searchIns.map((option) => (
            <option key={option} value={option}>
              {t(searchInLabels[option])}
            </option>
          ))}
        </select>
        <input
          type="search"
          name="search"
          defaultValue={query.search}
          placeholder={t('portal.search')}
          aria-label={t('portal.search')}
        />
        {query.sort !== options.sorts[0] ? <input type="hidden" name="sortby" value={query.sort} /> : null}
        <button type="submit" className="button button--secondary">
          {t('portal.search')}
        </button>
      </Form>
      <p className="portal-sort">
        {t('portal.sortBy')}{' '}
        {options.sorts.map((sort) => (
          <Link
            key={sort}
            to={portalListHref(base, query, { sort, page: 1 }, options)}
            aria-current={sort === query.sort ? 'true' : undefined}
          >
            {t(sortLabels[sort])}
          </Link>
        ))}
      </p>
    </>
  );
}

export function PortalPager<SearchIn extends string, Sort extends string>({
  base,
  query,
  options,
  total,
}: ControlsProps<SearchIn, Sort> & { total: number }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / PORTAL_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className="portal-pager" aria-label={t('portal.pages')}>
      {pagerWindow(query.page, pages).map((page) => (
        <Link
          key={page}
          to={portalListHref(base, query, { page }, options)}
          aria-current={page === query.page ? 'page' : undefined}
        >
          {page}
        </Link>
      ))}
    </nav>
  );
}
