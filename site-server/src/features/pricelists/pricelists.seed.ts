import type { EntityManager } from 'typeorm';
import type { CatalogPricingReads } from '../catalog';
import type { PricelistAdminService } from './pricelist-admin.service';

/** The euro area (2026): visitors from these countries see euro prices. */
export const EURO_AREA = [
  'AT',
  'BE',
  'BG',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];

/**
 * Demo price lists: the public one in the shop's currency with a quantity break, euros for the euro
 * area (rounded to whole euros) and pounds for the United Kingdom, both offered in the switcher.
 */
export async function seedPricelists(
  em: EntityManager,
  admin: PricelistAdminService,
  catalog: CatalogPricingReads,
) {
  const floorProtection = await catalog.templateIdBySlug(em, 'chair-floor-protection');
  await admin.saveCurrency(em, null, { code: 'EUR', rate: '0.92', rounding: 1, published: true });
  await admin.saveCurrency(em, null, { code: 'GBP', rate: '0.79', rounding: 1, published: true });
  await admin.save(em, null, {
    name: 'Public',
    currency: (await admin.currencies(em)).shopCurrency,
    isDefault: true,
    selectable: true,
    sequence: 1,
    // Ten sets of felt pads or more: 10.00 a set.
    rules: floorProtection
      ? [
          {
            scope: 'product',
            targetId: floorProtection,
            minQuantity: 10,
            compute: 'fixed',
            fixedPrice: 1000,
          },
        ]
      : [],
  });
  await admin.save(em, null, {
    name: 'Euro',
    currency: 'EUR',
    selectable: true,
    countryCodes: EURO_AREA,
    sequence: 2,
    rules: [{ scope: 'all', compute: 'formula', discount: 0, roundTo: 100 }],
  });
  await admin.save(em, null, {
    name: 'Pound sterling',
    currency: 'GBP',
    selectable: true,
    countryCodes: ['GB'],
    sequence: 3,
  });
}
