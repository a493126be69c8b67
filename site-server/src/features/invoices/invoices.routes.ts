import type { Request, Router } from 'express';
import { idFrom } from '../../../../shared/api/numeric';
import { invoiceMessages } from '../../../../shared/invoices/contract';
import { MissingError } from '../../core/errors';
import type { Platform } from '../../platform';
import { pdfCompanyOf, rememberOrder, sendPdf } from '../orders';
import { renderInvoicePdf } from './invoice-pdf';
import type { InvoiceService } from './invoice.service';

/**
 * GET /my/invoices/{id}/pdf (?access_token=…, ?download=1): the invoice's PDF for its customer or
 * its link's holder, shown in the page's frame or downloaded.
 * GET /my/invoices/{id}/pay (?access_token=…): an unpaid invoice's "Pay now": its order opens in the
 * checkout's payment page (the order cookie), where the shop's providers pay it.
 */
export function invoicesRoutes(router: Router, deps: { platform: Platform; invoices: InvoiceService }) {
  const { platform, invoices } = deps;
  const openInvoice = async (req: Request) => {
    const id = idFrom(req.params.id);
    if (id === null) throw new MissingError(invoiceMessages.missing);
    const token = typeof req.query.access_token === 'string' ? req.query.access_token : null;
    const em = platform.dataSource.manager;
    const invoice = await invoices.open(em, id, { userId: req.vitrine.user?.id ?? null, token });
    // Someone else's invoice included: the same 404 as a missing one.
    if (invoice === 'missing') throw new MissingError(invoiceMessages.missing);
    return { invoice, token };
  };

  router.get('/my/invoices/:id/pay', async (req, res) => {
    const { invoice, token } = await openInvoice(req);
    const { order } = await invoices.linesOf(platform.dataSource.manager, invoice);
    if (invoice.paymentState === 'paid' || order.state === 'cancel') {
      const back = `/my/invoices/${invoice.id}${token ? `?access_token=${encodeURIComponent(token)}` : ''}`;
      res.redirect(303, back);
      return;
    }
    rememberOrder(req, res, order);
    res.redirect(303, '/shop/payment');
  });

  router.get('/my/invoices/:id/pdf', async (req, res) => {
    const { invoice } = await openInvoice(req);
    const em = platform.dataSource.manager;
    const { order, lines } = await invoices.linesOf(em, invoice);
    const pdf = await renderInvoicePdf(invoice, lines, order.name, await pdfCompanyOf(platform, em));
    sendPdf(req, res, pdf, `${invoice.name}.pdf`);
  });
}
