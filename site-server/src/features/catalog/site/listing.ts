/**
 * The shop listing's URL parameters: search, attrib ({attributeId}-{valueId}, repeated), order,
 * page, and the price range (min_price, max_price). Kept in the URL so every filter works without JavaScript and can be shared.
 */
import { shopSorts, type ShopListQuery, type ShopSort } from '@shared/catalog/contract';

export interface ListingParams {
  search: string;
  /** "{attributeId}-{valueId}" pairs, as the filter form sends them. */
  attrib: string[];
  order: ShopSort;
  page: number;
  /** The price range slider's bounds, as typed (decimal, the visitor's currency); null: none. */
  minPrice: number | null;
  maxPrice: number | null;
}

/** A price bound of the URL: a decimal from 0 to a billion, else none. */
function priceParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 && amount <= 1e9 ? amount : null;
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
    minPrice: priceParam(url.searchParams.get('min_price')),
    maxPrice: priceParam(url.searchParams.get('max_price')),
  };
}

export function listQuery(params: ListingParams, categorySlug: string | undefined): ShopListQuery {
  return {
    search: params.search || undefined,
    categorySlug,
    attributeValueIds: params.attrib.map((pair) => Number(pair.split('-')[1])),
    sort: params.order,
    page: params.page,
    ...(params.minPrice !== null ? { minPrice: params.minPrice } : {}),
    ...(params.maxPrice !== null ? { maxPrice: params.maxPrice } : {}),
  };
}

/** `path` with the listing's parameters, defaults left out: /shop?search=desk&order=name&page=2 */
export function listingHref(path: string, params: Partial<ListingParams>): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  for (const pair of params.attrib ?? []) query.append('attrib', pair);
  if (params.order && params.order !== 'featured') query.set('order', params.order);
  if (params.minPrice !== undefined && params.minPrice !== null)
    query.set('min_price', String(params.minPrice));
  if (params.maxPrice !== undefined && params.maxPrice !== null)
    query.set('max_price', String(params.maxPrice));
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
