import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import { numeric } from '../api/numeric';
import {
  currenciesSchema,
  currencyInputSchema,
  currencySchema,
  pricelistInputSchema,
  pricelistSchema,
  pricePreviewSchema,
} from './contract';

/** The Pricelists screen's calls (/api/admin/pricelists…, /api/admin/currencies…; shop managers write). */
export const pricelistsAdminCalls = {
  list: defineAdminCall({ method: 'get', path: '/pricelists', result: z.array(pricelistSchema) }),
  create: defineAdminCall({
    method: 'post',
    path: '/pricelists',
    body: pricelistInputSchema,
    result: pricelistSchema,
  }),
  /** Replaces the pricelist and its rules at once. */
  update: defineAdminCall({
    method: 'put',
    path: '/pricelists/:id',
    params: { id: idParam },
    body: pricelistInputSchema,
    result: pricelistSchema,
  }),
  /** Carts priced by it go back to the visitor's default; orders keep their prices. */
  remove: defineAdminCall({
    method: 'delete',
    path: '/pricelists/:id',
    params: { id: idParam },
    result: z.void(),
  }),
  /** A product's price under every pricelist at a quantity, now. */
  preview: defineAdminCall({
    method: 'get',
    path: '/pricelists/preview',
    query: z.object({
      templateId: numeric(z.number().int().positive()),
      quantity: numeric(z.number().int().min(1).max(1_000_000)).default(1),
    }),
    result: pricePreviewSchema,
  }),
  currencies: defineAdminCall({ method: 'get', path: '/currencies', result: currenciesSchema }),
  createCurrency: defineAdminCall({
    method: 'post',
    path: '/currencies',
    body: currencyInputSchema,
    result: currencySchema,
  }),
  updateCurrency: defineAdminCall({
    method: 'put',
    path: '/currencies/:id',
    params: { id: idParam },
    body: currencyInputSchema,
    result: currencySchema,
  }),
  removeCurrency: defineAdminCall({
    method: 'delete',
    path: '/currencies/:id',
    params: { id: idParam },
    result: z.void(),
  }),
};
