/**
 * The customer portal's orders (issue 14, items 2–4): the list at /my/orders with SPEC §2's search
 * panel (search_in and search in the query; Enter submits), sorting and paging, and the order page
 * /my/orders/{order_id} opened by its signed-in customer or by anyone holding its access_token.
 */
import {
  portalListQuery,
  type PortalList,
  type PortalListOptions,
  type PortalListQuery,
} from '../portal-list';
import type { OrderLineKind, OrderPaymentStatus, OrderState } from './contract';

/** Where the search looks: the order's reference, its products' names, or both. */
export const portalOrderListOptions = {
  searchIns: ['name', 'product', 'all'],
  sorts: ['date', 'name', 'amount'],
} as const satisfies PortalListOptions<string, string>;
export type PortalOrderSearchIn = (typeof portalOrderListOptions.searchIns)[number];
export type PortalOrderSort = (typeof portalOrderListOptions.sorts)[number];
export type PortalOrderQuery = PortalListQuery<PortalOrderSearchIn, PortalOrderSort>;

/** Reads the list's query string; anything unknown falls back to the defaults. */
export const portalOrderQuery = (params: URLSearchParams): PortalOrderQuery =>
  portalListQuery(params, portalOrderListOptions);

/** The portal keeps quotations (sent, waiting for the customer) apart from orders (/my/quotes, /my/orders). */
export type PortalOrderKind = 'orders' | 'quotes';

export interface PortalOrderRow {
  id: number;
  name: string;
  /** ISO date of the order (its confirmation, else its creation). */
  date: string;
  state: OrderState;
  /** Where its money stands: an order waiting for the customer's bank transfer says so. */
  payment: OrderPaymentStatus;
  /** Formatted in the order's currency and language. */
  total: string;
}

export type PortalOrderList = PortalList<PortalOrderRow, PortalOrderSearchIn, PortalOrderSort>;

export interface PortalOrderView {
  id: number;
  name: string;
  state: OrderState;
  payment: OrderPaymentStatus;
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
export type PortalOrderRefusal = 'signIn' | 'missing';

/**
 * What a quotation's line-update link does (SPEC §2: update_line/{line_id}, with the word remove or
 * unlink): one more, one less, or the line gone.
 */
export type PortalLineChange = 'more' | 'less' | 'unlink';
/** The link's last segment for each change (none for one more). */
export const portalLineChangeWords = { more: '', less: '/remove', unlink: '/unlink' } as const;
/** Why a line cannot change: no such order for this visitor, no such line, closed, too many. */
export type PortalLineRefusal = 'missing' | 'lineMissing' | 'notOpen' | 'tooMany';
