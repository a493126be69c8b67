import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { renderSalesDocumentPdf } from './document-pdf';
import { SaleOrderLine } from './sale-order-line.entity';

const line = (fields: Partial<SaleOrderLine>) =>
  Object.assign(new SaleOrderLine(), {
    kind: 'product',
    quantity: 1,
    unitPrice: 76_500,
    subtotal: 76_500,
    taxName: '',
    taxRate: 0,
    description: '',
    ...fields,
  });

describe('renderSalesDocumentPdf', () => {
  it('shows each line with what the customer chose or typed under its name', async () => {
    const pdf = await renderSalesDocumentPdf(
      {
        title: 'Invoice INV/2026/00001',
        facts: ['Order: S00001'],
        billing: { name: 'Carl Customer', lines: ['5 rue de la Paix', '75002 Paris'] },
        currency: 'USD',
        lines: [
          line({ name: 'Customizable Desk (Steel, White)', description: 'Engraving: J.D.' }),
          line({ name: 'Cable Tray', unitPrice: 2_900, subtotal: 2_900 }),
        ],
        amountUntaxed: 79_400,
        amountTax: 0,
        amountTotal: 79_400,
        footer: 'Paid.',
      },
      { name: 'Vitrine Demo Shop', address: [], logo: null },
    );
    const text = pdfText(pdf);
    expect(text).toContain('Customizable Desk (Steel, White)');
    expect(text).toContain('Engraving: J.D.');
    expect(text.indexOf('Engraving: J.D.')).toBeLessThan(text.indexOf('Cable Tray'));
  });
});
