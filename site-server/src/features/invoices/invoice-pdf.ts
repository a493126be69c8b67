import PDFDocument from 'pdfkit';
import { formatMoney } from '../../../../shared/money';
import type { SaleOrderLine } from '../orders';
import type { Invoice } from './invoice.entity';

/** What the PDF shows of the company. */
export interface InvoiceCompany {
  name: string;
  address: string[];
  /** The logo as PNG or JPEG bytes, if any. */
  logo: Buffer | null;
}

/**
 * The invoice as a PDF (pdfkit, its built-in Helvetica): the company's name, address and logo, the
 * invoice's number and date, the customer's address, the lines, taxes, totals, the payment state and
 * reference. One A4 page per ~30 lines; pdfkit adds pages as the text flows.
 */
export function renderInvoicePdf(
  invoice: Invoice,
  lines: readonly SaleOrderLine[],
  orderName: string,
  company: InvoiceCompany,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: invoice.name, Author: company.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });

  if (company.logo) {
    try {
      doc.image(company.logo, 50, 45, { fit: [120, 50] });
    } catch {
      // A logo pdfkit cannot read (SVG, WebP): the name alone.
    }
  }
  doc.fontSize(16).font('Helvetica-Bold').text(company.name, 300, 50, { align: 'right' });
  doc.fontSize(9).font('Helvetica').text(company.address.join('\n'), 300, 72, { align: 'right' });

  doc.moveDown(3).fontSize(20).font('Helvetica-Bold').text(`Invoice ${invoice.name}`, 50, 140);
  doc
    .fontSize(10)
    .font('Helvetica')
    .text(`Date: ${invoice.issuedAt.toISOString().slice(0, 10)}`)
    .text(`Order: ${orderName}`)
    .moveDown()
    .font('Helvetica-Bold')
    .text('Bill to')
    .font('Helvetica')
    .text([invoice.billingAddress.name, ...invoice.billingAddress.lines].join('\n'))
    .moveDown();

  const top = doc.y + 10;
  const columns = { name: 50, quantity: 300, price: 360, tax: 430, amount: 490 };
  doc.font('Helvetica-Bold');
  doc.text('Description', columns.name, top);
  doc.text('Qty', columns.quantity, top, { width: 50, align: 'right' });
  doc.text('Unit price', columns.price, top, { width: 65, align: 'right' });
  doc.text('Tax', columns.tax, top, { width: 55, align: 'right' });
  doc.text('Amount', columns.amount, top, { width: 55, align: 'right' });
  doc.font('Helvetica');
  let y = top + 18;
  for (const line of lines) {
    if (y > 740) {
      doc.addPage();
      y = 50;
    }
    doc.text(line.name, columns.name, y, { width: 240 });
    const rowHeight = Math.max(14, doc.heightOfString(line.name, { width: 240 }));
    doc.text(String(line.quantity), columns.quantity, y, { width: 50, align: 'right' });
    doc.text(money(line.unitPrice), columns.price, y, { width: 65, align: 'right' });
    doc.text(line.taxName ? `${line.taxRate / 100} %` : '—', columns.tax, y, { width: 55, align: 'right' });
    doc.text(money(line.subtotal), columns.amount, y, { width: 55, align: 'right' });
    y += rowHeight + 4;
  }
  y += 10;
  const total = (label: string, amount: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 360, y, { width: 120, align: 'right' });
    doc.text(amount, columns.amount, y, { width: 55, align: 'right' });
    y += 16;
  };
  total('Untaxed amount', money(invoice.amountUntaxed));
  total('Taxes', money(invoice.amountTax));
  total('Total', money(invoice.amountTotal), true);
  y += 10;
  doc
    .font('Helvetica')
    .text(
      invoice.paymentState === 'paid'
        ? `Paid${invoice.paymentReference ? ` (reference ${invoice.paymentReference})` : ''}.`
        : `Not paid yet. Please pay ${money(invoice.amountTotal)} with the reference ${invoice.paymentReference || invoice.name}.`,
      50,
      y,
    );
  doc.end();
  return done;
}
