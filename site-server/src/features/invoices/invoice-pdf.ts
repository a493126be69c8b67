import { formatMoney } from '../../../../shared/money';
import { renderSalesDocumentPdf, type PdfCompany, type SaleOrderLine } from '../orders';
import type { Invoice } from './invoice.entity';

/**
 * The invoice as a PDF (the orders' sales-document layout): its number and date, the order, the lines,
 * taxes, totals, and paid (with the payment's reference) or how to pay.
 */
export function renderInvoicePdf(
  invoice: Invoice,
  lines: readonly SaleOrderLine[],
  orderName: string,
  company: PdfCompany,
): Promise<Buffer> {
  const total = formatMoney({ amount: invoice.amountTotal, currency: invoice.currency });
  return renderSalesDocumentPdf(
    {
      title: `Invoice ${invoice.name}`,
      facts: [`Date: ${invoice.issuedAt.toISOString().slice(0, 10)}`, `Order: ${orderName}`],
      billing: invoice.billingAddress,
      currency: invoice.currency,
      lines,
      amountUntaxed: invoice.amountUntaxed,
      amountTax: invoice.amountTax,
      amountTotal: invoice.amountTotal,
      footer:
        invoice.paymentState === 'paid'
          ? `Paid${invoice.paymentReference ? ` (reference ${invoice.paymentReference})` : ''}.`
          : `Not paid yet. Please pay ${total} with the reference ${invoice.paymentReference || invoice.name}.`,
    },
    company,
  );
}
