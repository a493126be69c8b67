import type { PortalInvoiceList, PortalInvoiceQuery, PortalInvoiceView } from '@shared/invoices/contract';

/** The customer's invoices (the invoices feature fills it). */
export interface SiteMyInvoices {
  /** Null when nobody is signed in. */
  list(query: PortalInvoiceQuery): Promise<PortalInvoiceList | null>;
  invoice(id: number, accessToken: string | null): Promise<PortalInvoiceView | 'signIn' | 'missing'>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    myInvoices?: SiteMyInvoices;
  }
}

export {};
