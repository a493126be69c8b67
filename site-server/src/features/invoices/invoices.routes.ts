import type { Router } from 'express';
import { idFrom } from '../../../../shared/api/numeric';
import { invoiceMessages } from '../../../../shared/invoices/contract';
import { AccessError, MissingError } from '../../core/errors';
import type { Platform } from '../../platform';
import { renderInvoicePdf } from './invoice-pdf';
import type { InvoiceService } from './invoice.service';

/**
 * GET /my/invoices/{id}/pdf (?access_token=…, ?download=1): the invoice's PDF for its customer or
 * its link's holder, shown in the page's frame or downloaded.
 */
export function invoicesRoutes(router: Router, deps: { platform: Platform; invoices: InvoiceService }) {
  const { platform, invoices } = deps;
  router.get('/my/invoices/:id/pdf', async (req, res) => {
    const id = idFrom(req.params.id);
    if (id === null) throw new MissingError(invoiceMessages.missing);
    const em = platform.dataSource.manager;
    const token = typeof req.query.access_token === 'string' ? req.query.access_token : null;
    const invoice = await invoices.open(em, id, { userId: req.vitrine.user?.id ?? null, token });
    if (invoice === 'missing') throw new MissingError(invoiceMessages.missing);
    if (invoice === 'forbidden') throw new AccessError('This invoice is not yours.');
    const { order, lines } = await invoices.linesOf(em, invoice);
    const company = await platform.company.mainCompany(em);
    const logo = company.logoSha ? await platform.files.read(company.logoSha).catch(() => null) : null;
    const pdf = await renderInvoicePdf(invoice, lines, order.name, {
      name: company.name,
      address: [company.street, [company.zip, company.city].filter(Boolean).join(' '), company.email].filter(
        Boolean,
      ),
      logo,
    });
    const file = `${invoice.name.replace(/\//g, '-')}.pdf`;
    res
      .set('Content-Type', 'application/pdf')
      .set('Cache-Control', 'private, no-store')
      .set(
        'Content-Disposition',
        `${req.query.download === '1' ? 'attachment' : 'inline'}; filename="${file}"`,
      )
      .send(pdf);
  });
}
