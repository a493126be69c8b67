/**
 * The shop listing's URL parameters: search, attrib ({attributeId}-{valueId}, repeated), order and
 * page. Kept in the URL so every filter works without JavaScript and can be shared.
 */
import { shopSorts, type ShopListQuery, type ShopSort } from '@shared/catalog/contract';

export interface ListingParams {
  search: string;
  /** "{attributeId}-{valueId}" pairs, as the filter form sends them. */
  attrib: string[];
  order: ShopSort;
  page: number;
}

const MAX_SEARCH = 200;
const MAX_FILTERS = 50;

export function readListingParams(url: URL): ListingParams {
  const order = url.searchParams.get('order') ?? '';
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  return {
    search: (url.searchParams.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    attrib: [
      ...new Set(url.searchParams.getAll('attrib').filter((pair) => /^\d{1,9}-\d{1,9}$/.test(pair))),
    ].slice(0, MAX_FILTERS),
    order: (shopSorts as readonly string[]).includes(order) ? (order as ShopSort) : 'featured',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function listQuery(params: ListingParams, categorySlug: string | undefined): ShopListQuery {
  return {
    search: params.search || undefined,
    categorySlug,
    attributeValueIds: params.attrib.map((pair) => Number(pair.split('-')[1])),
    sort: params.order,
    page: params.page,
  };
}

/** `path` with the listing's parameters, defaults left out: /shop?search=desk&order=name&page=2 */
export function listingHref(path: string, params: Partial<ListingParams>): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  for (const pair of params.attrib ?? []) query.append('attrib', pair);
  if (params.order && params.order !== 'featured') query.set('order', params.order);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** SPEC §2: a search submit goes to the form's action with the search term appended. */
export function searchTarget(action: string, term: string): string {
  const url = new URL(action, 'http://site.invalid');
  url.searchParams.delete('search');
  url.searchParams.delete('page');
  if (term.trim()) url.searchParams.append('search', term.trim());
  return `${url.pathname}${url.search}`;
}
