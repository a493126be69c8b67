import type { Router } from 'express';
import { idFrom } from '../../../../shared/api/numeric';
import { formatMoney } from '../../../../shared/money';
import { MissingError } from '../../core/errors';
import type { Platform } from '../../platform';
import { pdfCompanyOf, renderSalesDocumentPdf, sendPdf } from './document-pdf';
import { ORDER_MISSING } from './order.service';
import type { QuotationService } from './quotations';
import { SaleOrderLine } from './sale-order-line.entity';
import type { SaleOrder } from './sale-order.entity';

/** A quotation until it is confirmed (a cancelled quotation stays one). */
const isQuotation = (order: SaleOrder) => order.confirmedAt === null && order.state !== 'sale';

/** The PDF's closing words: how long a quotation holds, or when the order was confirmed. */
function footerOf(order: SaleOrder): string {
  const total = formatMoney({ amount: order.amountTotal, currency: order.currency });
  if (order.state === 'cancel') return 'This document was cancelled.';
  if (!isQuotation(order)) return `Confirmed on ${order.confirmedAt!.toISOString().slice(0, 10)}.`;
  const valid = order.validUntil ? ` Valid until ${order.validUntil}.` : '';
  const accept = order.signatureRequired ? 'Sign it online to accept it' : 'Accept it online';
  return `${accept}${order.paymentRequired ? `, then pay ${total}` : ''}.${valid}`;
}

/**
 * GET /my/orders/{order_id}/pdf (?access_token=…, ?download=1): the quotation or order as a PDF for
 * its customer or its link's holder; a signed quotation shows who signed, when, and the signature.
 */
export function orderPdfRoutes(router: Router, deps: { platform: Platform; quotations: QuotationService }) {
  const { platform, quotations } = deps;
  router.get('/my/orders/:orderId/pdf', async (req, res) => {
    const orderId = idFrom(req.params.orderId);
    if (orderId === null) throw new MissingError(ORDER_MISSING);
    const em = platform.dataSource.manager;
    const token = typeof req.query.access_token === 'string' ? req.query.access_token : null;
    const order = await quotations.open(em, orderId, { userId: req.vitrine.user?.id ?? null, token });
    const lines = await em
      .getRepository(SaleOrderLine)
      .find({ where: { orderId }, order: { sequence: 'ASC' } });
    const date = (order.confirmedAt ?? order.created).toISOString().slice(0, 10);
    const pdf = await renderSalesDocumentPdf(
      {
        title: `${isQuotation(order) ? 'Quotation' : 'Order'} ${order.name}`,
        facts: [`Date: ${date}`, `Customer: ${order.customerName}`],
        billing: order.billingAddress,
        currency: order.currency,
        lines,
        amountUntaxed: order.amountUntaxed,
        amountTax: order.amountTax,
        amountTotal: order.amountTotal,
        footer: footerOf(order),
        signature: order.signedAt ? { by: order.signedBy, at: order.signedAt, image: order.signature } : null,
      },
      await pdfCompanyOf(platform, em),
    );
    sendPdf(req, res, pdf, `${order.name}.pdf`);
  });
}
