/**
 * Invoices (issue 14, item 7): one per sales order, numbered INV/{year}/00001 in the year it is issued,
 * made by staff or when the order is paid; a PDF rendered on the server; the portal's invoice page.
 */
import { z } from 'zod';
import type { PortalList, PortalListOptions, PortalListQuery } from '../portal-list';
import { MAX_ID } from '../api/numeric';

export const invoiceName = (year: number, number: number) => `INV/${year}/${String(number).padStart(5, '0')}`;
/** The demo's invoices (SEED_DEMO) are numbered apart: the shop's own sequence starts at its first real one. */
export const demoInvoiceName = (year: number, number: number) =>
  `DEMO/${year}/${String(number).padStart(5, '0')}`;

export const invoiceMessages = {
  notInvoiceable: 'Only a confirmed order can be invoiced.',
  orderMissing: 'This order does not exist.',
  missing: 'This invoice does not exist.',
} as const;

export const paymentStates = ['not_paid', 'paid'] as const;
export type PaymentState = (typeof paymentStates)[number];

const id = z.number().int().positive().max(MAX_ID);

export const invoiceRowSchema = z.object({
  id,
  name: z.string(),
  orderId: id,
  orderName: z.string(),
  customerName: z.string(),
  currency: z.string(),
  amountTotal: z.number(),
  paymentState: z.enum(paymentStates),
  issuedAt: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

export const invoiceCreateSchema = z.object({
  /** The order's number (S00012) or id. */
  order: z.string().trim().min(1, { message: 'This field is required.' }).max(40),
});

/** The portal's list (/my/invoices): searched by invoice number, order number or both; sorted by date, number or total. */
export const portalInvoiceListOptions = {
  searchIns: ['name', 'order', 'all'],
  sorts: ['date', 'name', 'amount'],
} as const satisfies PortalListOptions<string, string>;
export type PortalInvoiceSearchIn = (typeof portalInvoiceListOptions.searchIns)[number];
export type PortalInvoiceSort = (typeof portalInvoiceListOptions.sorts)[number];
export type PortalInvoiceQuery = PortalListQuery<PortalInvoiceSearchIn, PortalInvoiceSort>;
export type PortalInvoiceList = PortalList<InvoiceRow, PortalInvoiceSearchIn, PortalInvoiceSort>;

/** The portal's invoice page. */
export interface PortalInvoiceView {
  id: number;
  name: string;
  orderName: string;
  issuedAt: string;
  total: string;
  paymentState: PaymentState;
  /** The PDF's address, with the access token when the page was opened by it. */
  pdfUrl: string;
  /** "Pay now": set while the invoice waits for its payment. */
  payUrl: string | null;
}
