import type { MouseEvent } from 'react';
import type { Translate } from '../../../core/site/shell-data';
import { pageSearch, type PagerState } from './pager';

/**
 * Pager links that work without JavaScript (`?chatter_page=N#chatter`); once hydrated, a click
 * fetches the page with /mail/chatter_fetch instead.
 */
export function ChatterPager({
  pager,
  search,
  t,
  onPage,
}: {
  pager: PagerState;
  search: string;
  t: Translate;
  onPage: (page: number) => void;
}) {
  if (pager.pageCount <= 1) return null;
  const link = (page: number) => ({
    href: `${pageSearch(search, page) || '?'}#chatter`,
    onClick: (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onPage(page);
    },
  });
  return (
    <nav className="chatter-pager" aria-label={t('chatter.pager.label')}>
      <ul>
        {pager.previous !== null ? (
          <li>
            <a {...link(pager.previous)} rel="prev" data-page={pager.previous}>
              {t('chatter.pager.previous')}
            </a>
          </li>
        ) : null}
        {pager.pages.map((page) => (
          <li key={page}>
            {page === pager.page ? (
              <span aria-current="page" className="chatter-pager__current" data-page={page}>
                <span className="visually-hidden">{t('chatter.pager.page', page)} </span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <a {...link(page)} aria-label={t('chatter.pager.page', page)} data-page={page}>
                {page}
              </a>
            )}
          </li>
        ))}
        {pager.next !== null ? (
          <li>
            <a {...link(pager.next)} rel="next" data-page={pager.next}>
              {t('chatter.pager.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
