/**
 * The portal's lists (/my/orders, /my/quotes, /my/invoices, /my/projects; SPEC §2's search panel):
 * a search field, a dropdown of where to search (`search_in`, `search`), sorting (`sortby`) and pages
 * (`page`), all in the query string, so the lists work without JavaScript and Enter submits.
 */

export const PORTAL_PAGE_SIZE = 20;

export interface PortalListQuery<SearchIn extends string = string, Sort extends string = string> {
  search: string;
  searchIn: SearchIn;
  sort: Sort;
  page: number;
}

/** What one list offers: where to search (the last is the default, "all") and its sorts (the first is the default). */
export interface PortalListOptions<SearchIn extends string, Sort extends string> {
  searchIns: readonly SearchIn[];
  sorts: readonly Sort[];
}

export interface PortalList<Row, SearchIn extends string = string, Sort extends string = string> {
  rows: Row[];
  total: number;
  query: PortalListQuery<SearchIn, Sort>;
}

/** Reads a list's query string; anything unknown falls back to the defaults. */
export function portalListQuery<SearchIn extends string, Sort extends string>(
  params: URLSearchParams,
  options: PortalListOptions<SearchIn, Sort>,
): PortalListQuery<SearchIn, Sort> {
  const searchIn = params.get('search_in') as SearchIn;
  const sort = params.get('sortby') as Sort;
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    searchIn: options.searchIns.includes(searchIn) ? searchIn : options.searchIns.at(-1)!,
    sort: options.sorts.includes(sort) ? sort : options.sorts[0]!,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The list's address with `change` applied to its query; defaults are left out of it. */
export function portalListHref<SearchIn extends string, Sort extends string>(
  base: string,
  query: PortalListQuery<SearchIn, Sort>,
  change: Partial<PortalListQuery<SearchIn, Sort>>,
  options: PortalListOptions<SearchIn, Sort>,
): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.search || next.searchIn !== options.searchIns.at(-1)) params.set('search_in', next.searchIn);
  if (next.sort !== options.sorts[0]) params.set('sortby', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/** At most five page numbers around the current page. */
export function pagerWindow(current: number, count: number): number[] {
  const first = Math.max(1, Math.min(current - 2, count - 4));
  return Array.from({ length: Math.min(5, count) }, (_, index) => first + index);
}
