import type { Request, Response } from 'express';
import type { EntityManager } from 'typeorm';
import { formatMoney } from '../../../../shared/money';
import type { Platform } from '../../platform';
import type { SaleOrderLine } from './sale-order-line.entity';

/** What a sales document's PDF shows of the company. */
export interface PdfCompany {
  name: string;
  address: string[];
  /** The logo as PNG or JPEG bytes, if any. */
  logo: Buffer | null;
}

/** The main company's name, address and logo, as the PDFs show them. */
export async function pdfCompanyOf(platform: Platform, em: EntityManager): Promise<PdfCompany> {
  const company = await platform.company.mainCompany(em);
  const logo = company.logoSha ? await platform.files.read(company.logoSha).catch(() => null) : null;
  const town = [company.zip, company.city].filter(Boolean).join(' ');
  return { name: company.name, address: [company.street, town, company.email].filter(Boolean), logo };
}

/** Answers a document's PDF: shown in the page's frame, or downloaded with `?download=1`; never cached. */
export function sendPdf(req: Request, res: Response, pdf: Buffer, fileName: string) {
  const disposition = req.query.download === '1' ? 'attachment' : 'inline';
  res
    .set('Content-Type', 'application/pdf')
    .set('Cache-Control', 'private, no-store')
    .set('Content-Disposition', `${disposition}; filename="${fileName.replace(/[^\w.-]/g, '-')}"`)
    .send(pdf);
}

/** A quotation, an order or an invoice, as its PDF lays it out. */
export interface SalesDocumentPdf {
  /** "Invoice INV/2026/00001", "Quotation S00012". */
  title: string;
  /** Lines under the title ("Date: …", "Order: …"). */
  facts: string[];
  billing: { name: string; lines: string[] };
  currency: string;
  lines: readonly SaleOrderLine[];
  amountUntaxed: number;
  amountTax: number;
  amountTotal: number;
  /** The closing paragraph (paid, how to pay, valid until…). */
  footer: string;
  /** Who signed, when, and the drawn signature (a PNG data URL), if signed. */
  signature?: { by: string; at: Date; image: string } | null;
}

/** The bytes of a PNG data URL, or null. */
const pngOf = (dataUrl: string) =>
  dataUrl.startsWith('data:image/png;base64,') ? Buffer.from(dataUrl.slice(22), 'base64') : null;

/**
 * A sales document as a PDF (pdfkit, its built-in Helvetica): the company's name, address and logo,
 * the title and facts, the billing address, the lines with their taxes, the totals, the footer, and
 * the signature when there is one. pdfkit adds pages as the lines flow.
 */
export async function renderSalesDocumentPdf(document: SalesDocumentPdf, company: PdfCompany): Promise<Buffer> {
  // Loaded on the first PDF: pdfkit and its fonts hold some megabytes a server may never need.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: document.title, Author: company.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: number) => formatMoney({ amount, currency: document.currency });

  if (company.logo) {
    try {
      doc.image(company.logo, 50, 45, { fit: [120, 50] });
    } catch {
      // A logo pdfkit cannot read (SVG, WebP): the name alone.
    }
  }
  doc.fontSize(16).font('Helvetica-Bold').text(company.name, 300, 50, { align: 'right' });
  doc.fontSize(9).font('Helvetica').text(company.address.join('\n'), 300, 72, { align: 'right' });

  doc.fontSize(20).font('Helvetica-Bold').text(document.title, 50, 140);
  doc.fontSize(10).font('Helvetica');
  for (const fact of document.facts) doc.text(fact);
  doc
    .moveDown()
    .font('Helvetica-Bold')
    .text('Bill to')
    .font('Helvetica')
    .text([document.billing.name, ...document.billing.lines].join('\n'))
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
  const room = (height: number) => {
    if (y + height <= 760) return;
    doc.addPage();
    y = 50;
  };
  for (const line of document.lines) {
    // Under the name, what the customer chose or typed ("Engraving: J.D."), smaller.
    const nameHeight = doc.heightOfString(line.name, { width: 240 });
    const noteHeight = line.description
      ? doc.fontSize(8).heightOfString(line.description, { width: 240 })
      : 0;
    doc.fontSize(10);
    const rowHeight = Math.max(14, nameHeight + noteHeight);
    room(rowHeight);
    doc.text(line.name, columns.name, y, { width: 240 });
    if (line.description)
      doc
        .fontSize(8)
        .fillColor('#555555')
        .text(line.description, columns.name, y + nameHeight, { width: 240 })
        .fontSize(10)
        .fillColor('black');
    doc.text(String(line.quantity), columns.quantity, y, { width: 50, align: 'right' });
    doc.text(money(line.unitPrice), columns.price, y, { width: 65, align: 'right' });
    doc.text(line.taxName ? `${line.taxRate / 100} %` : '—', columns.tax, y, { width: 55, align: 'right' });
    doc.text(money(line.subtotal), columns.amount, y, { width: 55, align: 'right' });
    y += rowHeight + 4;
  }
  y += 10;
  room(60);
  const total = (label: string, amount: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 360, y, { width: 120, align: 'right' });
    doc.text(amount, columns.amount, y, { width: 55, align: 'right' });
    y += 16;
  };
  total('Untaxed amount', money(document.amountUntaxed));
  total('Taxes', money(document.amountTax));
  total('Total', money(document.amountTotal), true);
  y += 10;
  doc.font('Helvetica').text(document.footer, 50, y, { width: 495 });
  y = doc.y + 16;

  const signature = document.signature;
  if (signature) {
    room(110);
    doc
      .font('Helvetica-Bold')
      .text('Signature', 50, y)
      .font('Helvetica')
      .text(`Signed by ${signature.by} on ${signature.at.toISOString().slice(0, 10)}`);
    const image = signature.image ? pngOf(signature.image) : null;
    if (image) {
      try {
        doc.image(image, 50, doc.y + 4, { fit: [200, 70] });
      } catch {
        // The signature was checked as a PNG on the way in; a damaged one leaves its words alone.
      }
    }
  }
  doc.end();
  return done;
}
