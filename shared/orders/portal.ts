/**
 * The customer portal's orders (issue 14, items 2–4): the list at /my/orders with SPEC §2's search
 * panel (search_in and search in the query; Enter submits), sorting and paging, and the order page
 * /my/orders/{order_id} opened by its signed-in customer or by anyone holding its access_token.
 */
import type { OrderLineKind, OrderState } from './contract';

export const PORTAL_PAGE_SIZE = 20;

/** Where the search looks: the order's reference, its products' names, or both. */
export const portalOrderSearchIns = ['name', 'product', 'all'] as const;
export type PortalOrderSearchIn = (typeof portalOrderSearchIns)[number];

export const portalOrderSorts = ['date', 'name', 'amount'] as const;
export type PortalOrderSort = (typeof portalOrderSorts)[number];

export interface PortalOrderQuery {
  search: string;
  searchIn: PortalOrderSearchIn;
  sort: PortalOrderSort;
  page: number;
}

/** Reads the list's query string; anything unknown falls back to the defaults. */
export function portalOrderQuery(params: URLSearchParams): PortalOrderQuery {
  const searchIn = params.get('search_in');
  const sort = params.get('sortby');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    searchIn: portalOrderSearchIns.includes(searchIn as PortalOrderSearchIn)
      ? (searchIn as PortalOrderSearchIn)
      : 'all',
    sort: portalOrderSorts.includes(sort as PortalOrderSort) ? (sort as PortalOrderSort) : 'date',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export interface PortalOrderRow {
  id: number;
  name: string;
  /** ISO date of the order (its confirmation, else its creation). */
  date: string;
  state: OrderState;
  /** Formatted in the order's currency and language. */
  total: string;
}

export interface PortalOrderList {
  rows: PortalOrderRow[];
  total: number;
  query: PortalOrderQuery;
}

export interface PortalOrderView {
  id: number;
  name: string;
  state: OrderState;
  date: string;
  currency: string;
  lines: Array<{
    id: number;
    kind: OrderLineKind;
    name: string;
    description: string;
    quantity: number;
    unitPrice: string;
    subtotal: string;
  }>;
  untaxed: string;
  tax: string;
  total: string;
  billing: { name: string; lines: string[] };
  shipping: { name: string; lines: string[] };
  /** Confirmed (paid or by staff). */
  paid: boolean;
  /** Its PDF (with the page's access token when opened by one): `?download=1` downloads it. */
  pdfUrl: string;
  /** A quotation still open and unsigned: its lines may change and it may be signed. */
  editable: boolean;
  signatureRequired: boolean;
  paymentRequired: boolean;
  /** The last day it may be accepted (YYYY-MM-DD), or null. */
  validUntil: string | null;
  signed: { by: string; at: string; image: string } | null;
}

/** Why an order page cannot be shown: not signed in and no token, another's order, no such order. */
export type PortalOrderRefusal = 'signIn' | 'forbidden' | 'missing';
