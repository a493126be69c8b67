/** What the sitemap's tests share: the site's address, the schema check with xmllint, the published products. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { ensureXmllint } from '../../../../scripts/ensure-xmllint.mjs';
import type { TestClient, TestServer } from '../../testing/test-server';
import { ProductTemplate } from '../catalog/product-template.entity';

export const PUBLIC_URL = 'https://shop.example.com';
const fixtures = path.join(import.meta.dirname, 'fixtures');

/** xmllint's path, or null where it cannot be had (then the schema checks are skipped, off CI). */
export let xmllint: string | null = null;
try {
  xmllint = ensureXmllint();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // CI must validate: `npm test` installs xmllint there (scripts/test.mjs), so missing it is a failure.
  if (process.env.CI) throw new Error(`xmllint is required on CI: ${message}`);
  console.warn(`\n*** SITEMAP SCHEMA VALIDATION SKIPPED: ${message} ***\n`);
}

/** xmllint's complaints about `xml` against a schema of fixtures/, or '' when it validates. */
export function schemaErrors(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd'): string {
  const run = spawnSync(xmllint!, ['--noout', '--schema', path.join(fixtures, schema), '-'], {
    input: xml,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return run.status === 0 ? '' : `${run.stderr}${run.error ? String(run.error) : ''}` || `exit ${run.status}`;
}

export const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** Published, active products as the database has them: the sitemap's products must be exactly these. */
export async function publishedProductPaths(server: TestServer): Promise<string[]> {
  const rows = await server.dataSource
    .getRepository(ProductTemplate)
    .find({ where: { published: true, active: true }, order: { id: 'ASC' } });
  return rows.map((row) => `/shop/product/${row.slug}-${row.id}`);
}

/** Publishes or unpublishes a product as the back office's button does; answers the new state. */
export async function togglePublished(admin: TestClient, id: number) {
  const { body } = await admin.rpc('/website/publish', { id, object: 'product.template' });
  expect(body.error).toBeUndefined();
  return body.result as boolean;
}
