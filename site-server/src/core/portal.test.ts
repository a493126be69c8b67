/** The portal home's sections (core/portal.ts): what /my lists for a customer, in order. */
import type { EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { PortalRegistry } from './portal';

// The sections' counts below never read the database.
const em = {} as EntityManager;

describe('PortalRegistry', () => {
  it('lists the sections the customer has documents in, and the always-shown ones even when empty', async () => {
    const portal = new PortalRegistry();
    const counts: Record<string, number> = { quotes: 0, invoices: 2, payment_methods: 0 };
    const section = (key: string, order: number, alwaysShown?: boolean) =>
      portal.register({
        key,
        title: 'my.title',
        path: `/my/${key}`,
        order,
        count: async () => counts[key]!,
        alwaysShown,
      });
    section('payment_methods', 40, true);
    section('quotes', 10);
    section('invoices', 30);
    expect(await portal.sectionsOf(em, 1)).toEqual([
      { key: 'invoices', title: 'my.title', path: '/my/invoices', count: 2 },
      { key: 'payment_methods', title: 'my.title', path: '/my/payment_methods', count: 0 },
    ]);
  });
});
