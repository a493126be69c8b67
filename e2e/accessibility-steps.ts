// What the accessibility specs share: axe-core's WCAG 2.2 AA checks on the page as it is now, and a
// report of what they found that names the screen, the rule and the elements.
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import path from 'node:path';
import { request, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, type VitrineServer } from './fixtures';

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe-core's tags). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Light and dark: each spec runs once per colour scheme the browser asks for. */
export const colorSchemes = ['light', 'dark'] as const;

/**
 * The violations axe-core finds on the page, one line each: the screen, the rule, how many elements
 * and the first few selectors (empty when the page is clean).
 */
export async function axeViolations(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name, level A): axe-core ships the rule as experimental, off unless asked.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(wcagTags)
    .analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 4).map((node) => node.target.join(' '));
    return `${screen}: ${violation.id} (${violation.nodes.length}) ${targets.join(' | ')}`;
  });
}

/** Collects the violations of every screen a spec visits, to assert once on all of them at the end. */
export function violationReport(page: Page) {
  const found: string[] = [];
  return {
    found,
    async check(screen: string) {
      found.push(...(await axeViolations(page, screen)));
    },
  };
}

/** The first variant of the demo Chair Cushion. */
function cushionVariant(server: VitrineServer): number {
  const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT p."id" FROM "product_product" p JOIN "product_template" t ON t."id" = p."templateId"
         WHERE t."slug" = 'chair-cushion' ORDER BY p."id" LIMIT 1`,
      )
      .get() as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

/** A quotation staff made for the demo customer and sent: its name and the link of its mail (path and query). */
export async function sentQuotation(server: VitrineServer) {
  const api = await request.newContext({ baseURL: server.url });
  try {
    expect((await api.post('/api/admin/session', { data: DEMO_ACCOUNTS.admin })).ok()).toBe(true);
    const made = await api.post('/api/admin/orders/quotations', {
      data: {
        customerEmail: DEMO_ACCOUNTS.portal.email,
        customerName: 'Carl Customer',
        lines: [{ productId: cushionVariant(server), quantity: 2 }],
        validUntil: '2099-12-31',
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const { id, name } = (await made.json()) as { id: number; name: string };
    const sent = await api.post(`/api/admin/orders/${id}/send`, { data: {} });
    expect(sent.ok(), await sent.text()).toBe(true);
    const url = new URL(((await sent.json()) as { quotation: { portalUrl: string } }).quotation.portalUrl);
    return { name, link: `${url.pathname}${url.search}` };
  } finally {
    await api.dispose();
  }
}
