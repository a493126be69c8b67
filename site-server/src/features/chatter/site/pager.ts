/** The chatter's pager (SPEC §9: page size 10, scope 5 pages, starting page 1), as the portal's pager counts. */
import {
  CHATTER_FIRST_PAGE,
  CHATTER_PAGE_PARAM,
  CHATTER_PAGER_SCOPE,
  CHATTER_PAGE_SIZE,
} from '@shared/chatter/contract';

export interface PagerState {
  /** The page shown, 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
  /** The page numbers the pager lists: at most `scope`, around the current one. */
  pages: number[];
  previous: number | null;
  next: number | null;
}

export function pageCountOf(total: number, pageSize = CHATTER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A requested page number (from a URL) brought inside 1..pageCount; anything unreadable is the first page. */
export function clampPage(requested: unknown, pageCount: number): number {
  const page = typeof requested === 'number' ? requested : Number.parseInt(String(requested ?? ''), 10);
  if (!Number.isFinite(page) || page < CHATTER_FIRST_PAGE) return CHATTER_FIRST_PAGE;
  return Math.min(Math.trunc(page), pageCount);
}

export function pagerState(
  requestedPage: number,
  total: number,
  { pageSize = CHATTER_PAGE_SIZE, scope = CHATTER_PAGER_SCOPE } = {},
): PagerState {
  const pageCount = pageCountOf(total, pageSize);
  const page = clampPage(requestedPage, pageCount);
  let first = Math.max(page - Math.floor(scope / 2), 1);
  const last = Math.min(first + scope - 1, pageCount);
  first = Math.max(last - scope + 1, 1);
  const pages: number[] = [];
  for (let number = first; number <= last; number++) pages.push(number);
  return {
    page,
    pageCount,
    pages,
    previous: page > 1 ? page - 1 : null,
    next: page < pageCount ? page + 1 : null,
  };
}

/** The offset of a page for /mail/chatter_fetch. */
export const offsetOf = (page: number, pageSize = CHATTER_PAGE_SIZE) => (page - 1) * pageSize;

/** The current URL's search with the chatter page set (the first page drops the parameter). */
export function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= CHATTER_FIRST_PAGE) params.delete(CHATTER_PAGE_PARAM);
  else params.set(CHATTER_PAGE_PARAM, String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
