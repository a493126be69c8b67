import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';
import { catalogRenderers } from './catalog.render';
import { VARIANT_CREATIONS_PER_MINUTE } from './catalog.routes';
import { CatalogService } from './catalog.service';
import { ProductTemplateAttributeValue } from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import { ProductVariant } from './product-variant.entity';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let publisher: TestClient;
const info = '/product_configurator/get_combination_info_website';

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
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  publisher = new TestClient(server.url);
  await publisher.signIn('publisher@example.com', 'demo-password-1');
});
afterAll(() => server?.close());

describe('combination info', () => {
  it('answers every field, with the price extras and the discount', async () => {
    const desk = await templateNamed('Customizable Desk');
    const v = await valuesOf(desk.id);
    const { body } = await visitor.rpc(info, {
      product_template_id: desk.id,
      product_id: false,
      combination: [v.get('Aluminium'), v.get('White'), v.get('Initials')],
      add_qty: 1,
      pricelist_id: false,
    });
    const result = body.result as Record<string, unknown>;
    expect(Object.keys(result).sort()).toEqual(
      [
        'product_id',
        'product_template_id',
        'display_name',
        'price',
        'list_price',
        'has_discounted_price',
        'is_combination_possible',
        'carousel',
        'currency',
        'product_type',
        'inventory_availability',
        'available_threshold',
        'custom_message',
        'virtual_available',
        'cart_qty',
        'product_template',
      ].sort(),
    );
    // 750.00 + 50.00 (aluminium) + 15.00 (initials); list 800.00 + the same extras.
    expect(result.price).toBe(815);
    expect(result.list_price).toBe(865);
    expect(result.has_discounted_price).toBe(true);
    expect(result.is_combination_possible).toBe(true);
    expect(result.display_name).toBe('Customizable Desk (Aluminium, White, Initials)');
    expect(result.product_id).toEqual(expect.any(Number));
    expect(result.product_template).toBe(desk.id);
    expect(result.virtual_available).toBe(20);
    expect(result.carousel).toContain('data-product-carousel');
  });

  it('says an excluded pair is impossible, and a dynamic combination has no variant yet', async () => {
    const desk = await templateNamed('Customizable Desk');
    const v = await valuesOf(desk.id);
    const excluded = await visitor.rpc(info, {
      product_template_id: desk.id,
      combination: [v.get('Oak'), v.get('Walnut'), v.get('None')],
    });
    expect((excluded.body.result as { is_combination_possible: boolean }).is_combination_possible).toBe(
      false,
    );
    const dynamic = await visitor.rpc(info, {
      product_template_id: desk.id,
      combination: [v.get('Steel'), v.get('Black'), v.get('None')],
    });
    const result = dynamic.body.result as { is_combination_possible: boolean; product_id: number | false };
    expect(result).toMatchObject({ is_combination_possible: true, product_id: false });
  });

  it('refuses unknown and unpublished products to visitors, not to shop managers', async () => {
    const unknown = await visitor.rpc(info, { product_template_id: 999999, combination: [] });
    expect(unknown.body.error?.data.name).toBe('MissingError');
    const chair = await templateNamed('Bar Stool');
    await server.dataSource.getRepository(ProductTemplate).update({ id: chair.id }, { published: false });
    const hidden = await visitor.rpc(info, { product_template_id: chair.id, combination: [] });
    expect(hidden.body.error?.data.name).toBe('MissingError');
    const seen = await admin.rpc(info, { product_template_id: chair.id, combination: [] });
    expect(seen.body.result).toMatchObject({ product_template_id: chair.id, is_combination_possible: true });
    await server.dataSource.getRepository(ProductTemplate).update({ id: chair.id }, { published: true });
  });

  it('refuses malformed combinations and huge quantities', async () => {
    const desk = await templateNamed('Customizable Desk');
    const malformed = await visitor.rpc(info, { product_template_id: desk.id, combination: ['x', -1] });
    expect(malformed.body.error?.data.name).toBe('ValidationError');
    const huge = await visitor.rpc(info, { product_template_id: desk.id, combination: [], add_qty: 1e12 });
    expect(huge.body.error?.data.name).toBe('ValidationError');
    const foreign = await visitor.rpc(info, { product_template_id: desk.id, combination: [999999] });
    expect((foreign.body.result as { is_combination_possible: boolean }).is_combination_possible).toBe(false);
  });

  it('the back-office form is for sales staff', async () => {
    const desk = await templateNamed('Customizable Desk');
    const denied = await visitor.rpc('/product_configurator/get_combination_info', {
      product_template_id: desk.id,
      combination: [],
    });
    expect(denied.body.error?.data.name).toBe('AuthError');
    const allowed = await admin.rpc('/product_configurator/get_combination_info', {
      product_template_id: desk.id,
      combination: [],
    });
    expect(allowed.body.result).toMatchObject({ is_combination_possible: true });
  });
});

describe('dynamic variants and optional products', () => {
  it('creates a dynamic variant once, and refuses an impossible one', async () => {
    const desk = await templateNamed('Customizable Desk');
    const v = await valuesOf(desk.id);
    const combination = [v.get('Aluminium'), v.get('Walnut'), v.get('Other, please specify')];
    const path = '/product_configurator/create_product_variant_website';
    const first = await visitor.rpc(path, {
      product_template_id: desk.id,
      product_template_attribute_value_ids: combination,
    });
    const second = await visitor.rpc(path, {
      product_template_id: desk.id,
      product_template_attribute_value_ids: combination,
    });
    expect(first.body.result).toEqual(expect.any(Number));
    expect(second.body.result).toBe(first.body.result);
    const count = await server.dataSource.getRepository(ProductVariant).countBy({ templateId: desk.id });
    const impossible = await visitor.rpc(path, {
      product_template_id: desk.id,
      product_template_attribute_value_ids: [v.get('Oak'), v.get('Walnut'), v.get('None')],
    });
    expect(impossible.body.error?.data.message).toBe('This combination does not exist.');
    expect(await server.dataSource.getRepository(ProductVariant).countBy({ templateId: desk.id })).toBe(
      count,
    );
  });

  it('offers the chair options as HTML rows', async () => {
    const chair = await templateNamed('Conference Chair');
    const variant = await server.dataSource
      .getRepository(ProductVariant)
      .findOneByOrFail({ templateId: chair.id });
    const show = await visitor.rpc('/product_configurator/show_optional_products_website', {
      product_id: variant.id,
      variant_values: [],
    });
    expect(show.body.result).toBe(true);
    const rows = await visitor.rpc('/product_configurator/optional_product_items_website', {
      product_id: variant.id,
    });
    expect(rows.body.result).toContain('Chair Cushion');
    expect(rows.body.result).toContain('Chair Floor Protection');
  });
});

describe('publishing', () => {
  it('is for shop managers, not publishers', async () => {
    const lamp = await templateNamed('Floor Lamp');
    const denied = await publisher.rpc('/website/publish', { id: lamp.id, object: 'product.template' });
    expect(denied.body.error?.data.name).toBe('AccessError');
    const allowed = await admin.rpc('/website/publish', { id: lamp.id, object: 'product.template' });
    expect(allowed.body.result).toBe(false);
    await admin.rpc('/website/publish', { id: lamp.id, object: 'product.template' });
  });
});

describe('the shop list', () => {
  it('searches with prefixes and without accents, filters, sorts and pages', async () => {
    const catalog = new CatalogService({
      dialect: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
      renderers: catalogRenderers,
    });
    const ctx = { user: null, lang: 'en_US', ip: null, em: server.dataSource.manager };
    const names = (view: { products: Array<{ name: string }> }) => view.products.map((p) => p.name);
    expect(names(await catalog.list(ctx, { search: 'elegan' }))).toEqual(['Armchair Élégance']);
    expect(names(await catalog.list(ctx, { search: 'ÉLÉG' }))).toEqual(['Armchair Élégance']);
    expect(names(await catalog.list(ctx, { search: 'desk lamp' }))).toEqual(['Desk Lamp LED']);
    expect((await catalog.search(server.dataSource.manager, 'cabinet')).total).toBe(2);
    const chairs = await catalog.list(ctx, { categorySlug: 'chairs', sort: 'price_asc' });
    expect(names(chairs)).toEqual([
      'Chair Cushion',
      'Conference Chair',
      'Bar Stool',
      'Office Chair Black',
      'Armchair Élégance',
    ]);
    const furniture = await catalog.list(ctx, { categorySlug: 'furniture', sort: 'name' });
    expect(furniture.total).toBe(14); // its own products and its children's
    expect(furniture.currentCategory?.children.map((c) => c.slug)).toEqual(['desks', 'chairs', 'storage']);
    const all = await catalog.list(ctx, { sort: 'price_desc', page: 2 });
    expect(all.page).toBe(2);
    expect(all.products.length).toBeGreaterThan(0);
    expect(all.products[0]!.price.amount).toBeLessThanOrEqual(
      (await catalog.list(ctx, { sort: 'price_desc' })).products[19]!.price.amount,
    );
    const oak = all.attributes.find((a) => a.name === 'Legs')!.values.find((v) => v.name === 'Oak')!;
    expect(names(await catalog.list(ctx, { attributeValueIds: [oak.id] }))).toEqual(['Customizable Desk']);
    expect((await catalog.list(ctx, { categorySlug: 'nowhere' })).total).toBe(0);
    const cabinet = (await catalog.list(ctx, { search: 'large cabinet' })).products[0]!;
    expect(cabinet.outOfStock).toBe(true);
  });

  it('gives the product page its JSON-LD and meta description', async () => {
    const catalog = new CatalogService({ dialect: 'sqlite', renderers: catalogRenderers });
    const desk = await templateNamed('Customizable Desk');
    const page = await catalog.productPage(
      { user: null, lang: 'fr_FR', ip: null, em: server.dataSource.manager },
      desk.id,
    );
    expect(page!.name).toBe('Bureau personnalisable');
    expect(page!.jsonLd).toMatchObject({
      '@type': 'Product',
      offers: { price: '750.00', priceCurrency: 'USD' },
    });
    expect(page!.metaDescription).toContain('Un bureau massif');
    expect(page!.combinationInfo.is_combination_possible).toBe(true);
    expect(Object.keys(page!.exclusions)).toHaveLength(2);
  });
});

describe('back-office API', () => {
  it('lists products for shop managers and refuses publishers', async () => {
    const allowed = await admin.request('GET', '/api/admin/products?published=true');
    expect(allowed.status).toBe(200);
    const page = (await allowed.json()) as { total: number; items: unknown[] };
    expect(page.total).toBeGreaterThanOrEqual(28);
    expect(page.items).toHaveLength(25);
    const denied = await publisher.request('GET', '/api/admin/products');
    expect(denied.status).toBe(403);
  });

  it('imports CSV all or nothing, with the errors by row', async () => {
    const before = await server.dataSource.getRepository(ProductTemplate).count();
    const bad = await admin.request('POST', '/api/admin/products/import', {
      headers: { 'content-type': 'text/csv' },
      body: 'name,list_price,price,categories\nGood Lamp,10.00,9.00,lighting\nBad Lamp,abc,1,lighting\nOther,5,5,nowhere\n',
    });
    expect(await bad.json()).toEqual({
      created: 0,
      updated: 0,
      errors: [
        { row: 2, message: 'list_price is not a price: "abc".' },
        { row: 3, message: 'Unknown category "nowhere".' },
      ],
    });
    expect(await server.dataSource.getRepository(ProductTemplate).count()).toBe(before);
    const good = await admin.request('POST', '/api/admin/products/import', {
      headers: { 'content-type': 'text/csv' },
      body: 'name,list_price,price,categories,published,qty_available\nGood Lamp,10.00,9.00,lighting,true,4\n',
    });
    expect(await good.json()).toEqual({ created: 1, updated: 0, errors: [] });
    expect(await server.dataSource.getRepository(ProductTemplate).count()).toBe(before + 1);
    const exported = await admin.request('GET', '/api/admin/products/export.csv');
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(await exported.text()).toContain('Good Lamp,good-lamp,consu,10.00,9.00,lighting,true,never,5,,4');
  });

  it('exports a name a spreadsheet would run as a formula as text, and imports it back unchanged', async () => {
    const created = await admin.request('POST', '/api/admin/products/import', {
      headers: { 'content-type': 'text/csv' },
      body: 'name,list_price,price\n"=HYPERLINK(""http://evil.example"")",3.00,3.00\n',
    });
    expect(await created.json()).toEqual({ created: 1, updated: 0, errors: [] });
    const exported = await (await admin.request('GET', '/api/admin/products/export.csv')).text();
    const line = exported.split('\r\n').find((row) => row.includes('HYPERLINK'))!;
    expect(line).toMatch(/^\d+,"'=HYPERLINK\(""http:\/\/evil\.example""\)",/);

    const reimported = await admin.request('POST', '/api/admin/products/import', {
      headers: { 'content-type': 'text/csv' },
      body: `${exported.split('\r\n')[0]}\r\n${line}\r\n`,
    });
    expect(await reimported.json()).toEqual({ created: 0, updated: 1, errors: [] });
    const names = await server.dataSource
      .getRepository(ProductTemplate)
      .find({ order: { id: 'DESC' }, take: 1 });
    expect(names[0]!.name).toMatchObject({ en_US: '=HYPERLINK("http://evil.example")' });
  });
});

describe('create_product_variant_website for visitors', () => {
  it('is limited per client, so a visitor cannot fill the variant table', async () => {
    const desk = await templateNamed('Customizable Desk');
    const v = await valuesOf(desk.id);
    const combination = [v.get('Aluminium'), v.get('Walnut'), v.get('Other, please specify')];
    const errors: string[] = [];
    for (let call = 0; call <= VARIANT_CREATIONS_PER_MINUTE; call++) {
      const { body } = await new TestClient(server.url).rpc(
        '/product_configurator/create_product_variant_website',
        {
          product_template_id: desk.id,
          product_template_attribute_value_ids: combination,
        },
      );
      if (body.error) errors.push(body.error.data.name);
    }
    expect(errors).toContain('RateLimitError');
    expect(new Set(errors)).toEqual(new Set(['RateLimitError']));
  });
});
