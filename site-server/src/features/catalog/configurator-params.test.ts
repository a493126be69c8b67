/**
 * The configurator's parameters of SPEC §7 that change answers (issue 13 item 4): parent_combination
 * and variant_values leave out what the main product's choice excludes, variant_values names the
 * combination of create_product_variant, and pricelist_id prices the optional products' rows.
 * (add_qty and pricelist_id of combination info: pricelists/site/pricelist-pages.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricelistMessages } from '../../../../shared/pricelists/contract';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { Pricelist } from '../pricelists';
import { ProductTemplateAttributeValue } from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import { ProductVariant } from './product-variant.entity';

let server: TestServer;
let visitor: TestClient;
let desk: ProductTemplate;
let chair: ProductTemplate;
let deskValues: Map<string, number>;
let chairValues: Map<string, number>;

async function templateNamed(name: string) {
  const templates = await server.dataSource.getRepository(ProductTemplate).find();
  return templates.find((template) => template.name.en_US === name)!;
}
async function valuesOf(templateId: number) {
  const values = await server.dataSource
    .getRepository(ProductTemplateAttributeValue)
    .find({ where: { templateId }, relations: { attributeValue: true }, order: { id: 'ASC' } });
  return new Map(values.map((value) => [value.attributeValue!.name.en_US!, value.id]));
}

beforeAll(async () => {
  server = await startTestServer();
  visitor = new TestClient(server.url);
  desk = await templateNamed('Customizable Desk');
  chair = await templateNamed('Conference Chair');
  deskValues = await valuesOf(desk.id);
  chairValues = await valuesOf(chair.id);
  // Before any request reads the catalogue: the chair becomes the desk's only optional product, and
  // an oak desk excludes every fabric but the grey felt, and a walnut one every fabric.
  const db = server.dataSource;
  await db.query(`DELETE FROM "product_optional_rel" WHERE "templateId" = ${desk.id}`);
  await db.query(
    `INSERT INTO "product_optional_rel" ("templateId", "optionalId") VALUES (${desk.id}, ${chair.id})`,
  );
  const exclude = (a: number, b: number) =>
    db.query(
      `INSERT INTO "product_template_attribute_exclusion" ("valueId", "excludedValueId") VALUES (${a}, ${b})`,
    );
  await exclude(chairValues.get('Blue wool')!, deskValues.get('Oak')!);
  await exclude(chairValues.get('Black leather')!, deskValues.get('Oak')!);
  for (const fabric of ['Grey felt', 'Blue wool', 'Black leather'])
    await exclude(chairValues.get(fabric)!, deskValues.get('Walnut')!);
}, 60_000);
afterAll(() => server?.close());

describe('parent_combination and variant_values', () => {
  it('make an optional product’s values impossible when the main product’s choice excludes them', async () => {
    const chairInfo = (combination: number[], parent: number[]) =>
      visitor.rpc('/product_configurator/get_combination_info_website', {
        product_template_id: chair.id,
        product_id: false,
        combination,
        add_qty: 1,
        parent_combination: parent,
      });
    const leather = [chairValues.get('Black leather')!];
    expect((await chairInfo(leather, [deskValues.get('Oak')!])).body.result).toMatchObject({
      is_combination_possible: false,
    });
    expect((await chairInfo(leather, [deskValues.get('Steel')!])).body.result).toMatchObject({
      is_combination_possible: true,
    });
    expect((await chairInfo(leather, [])).body.result).toMatchObject({ is_combination_possible: true });
    // Without a combination: the first one the parent allows.
    const first = (await chairInfo([], [deskValues.get('Oak')!])).body.result as { display_name: string };
    expect(first.display_name).toBe('Conference Chair (Grey felt)');
  });

  it('tell show_optional_products whether the dialog has anything left to offer', async () => {
    const deskVariant = await server.dataSource
      .getRepository(ProductVariant)
      .findOneByOrFail({ templateId: desk.id });
    const show = async (variantValues: number[]) =>
      (
        await visitor.rpc('/product_configurator/show_optional_products_website', {
          product_id: deskVariant.id,
          variant_values: variantValues,
        })
      ).body.result;
    expect(await show([deskValues.get('Oak')!])).toBe(true);
    expect(await show([deskValues.get('Walnut')!])).toBe(false);
    expect(await show([])).toBe(true);
    // The dialog's rows follow the same choice.
    const rows = async (variantValues: number[]) =>
      String(
        (
          await visitor.rpc('/product_configurator/optional_product_items_website', {
            product_id: deskVariant.id,
            variant_values: variantValues,
          })
        ).body.result,
      );
    expect(await rows([deskValues.get('Oak')!])).toContain('Conference Chair (Grey felt)');
    expect(await rows([deskValues.get('Walnut')!])).not.toContain('Conference Chair');
  });

  it('name the combination of create_product_variant', async () => {
    const path = '/product_configurator/create_product_variant_website';
    const combination = [deskValues.get('Steel')!, deskValues.get('Black')!, deskValues.get('Initials')!];
    const byIds = await visitor.rpc(path, {
      product_template_id: desk.id,
      product_template_attribute_value_ids: combination,
    });
    const byValues = await visitor.rpc(path, { product_template_id: desk.id, variant_values: combination });
    expect(byIds.body.result).toEqual(expect.any(Number));
    expect(byValues.body.result).toBe(byIds.body.result);
    const neither = await visitor.rpc(path, { product_template_id: desk.id });
    expect(neither.body.error?.data.message).toContain(
      'product_template_attribute_value_ids or variant_values',
    );
  });
});

describe('pricelist_id of optional_product_items', () => {
  it('prices the rows in an offered list, and refuses one that is not offered', async () => {
    const deskVariant = await server.dataSource
      .getRepository(ProductVariant)
      .findOneByOrFail({ templateId: desk.id });
    const lists = await server.dataSource.getRepository(Pricelist).find();
    const euro = lists.find((list) => list.currency === 'EUR')!;
    const rows = await visitor.rpc('/product_configurator/optional_product_items_website', {
      product_id: deskVariant.id,
      pricelist_id: euro.id,
    });
    expect(rows.body.result).toContain('€');
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const created = await admin.request('POST', '/api/admin/pricelists', {
      json: { name: 'Staff only', currency: 'USD', selectable: false },
    });
    const hidden = (await created.json()) as { id: number };
    expect(created.status).toBe(200);
    const refused = await visitor.rpc('/product_configurator/optional_product_items_website', {
      product_id: deskVariant.id,
      pricelist_id: hidden.id,
    });
    expect(refused.body.error?.data.message).toBe(pricelistMessages.notOffered);
  });
});
