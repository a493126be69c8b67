import { parse } from 'csv-parse/sync';
import { fromCsvCell, type CsvValue } from '../../core/csv';
import { type EntityManager } from 'typeorm';
import {
  CSV_IMPORT_MAX_ROWS,
  inventoryAvailabilities,
  productCsvColumns,
  productTypes,
  type CsvImportResult,
  type CsvRowError,
  productTemplateInputSchema,
} from '../../../../shared/catalog/admin-contract';
import { minorUnitDigits, parseMoney } from '../../../../shared/money';
import type { z } from 'zod';
import { translate, type Translated } from '../../core/db/columns';
import type { RequestContext } from '../../core/context';
import type { CatalogChanged } from './catalog-stock';
import { CatalogAdminService } from './catalog-admin.service';
import { ProductCategory } from './product-category.entity';
import {
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
} from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import { ProductVariant } from './product-variant.entity';

type TemplateInput = z.output<typeof productTemplateInputSchema>;

/** Products as CSV (/api/admin/products/export.csv, import): the same columns both ways; an import with any bad row writes nothing. */
export class ProductCsvService {
  constructor(
    /** The import writes templates as the product form does. */
    private readonly templates: CatalogAdminService,
    /** Told of every write, so the shop's cached template structures are read again (catalog-cache.ts). */
    private readonly cache?: CatalogChanged,
  ) {}

  private catalogChanged(em: EntityManager) {
    this.cache?.changed(em);
  }

  private tr(value: Translated, lang: string) {
    return translate(value, lang);
  }

  // ----- CSV --------------------------------------------------------------------------------------

  /** The active templates as CSV rows, the header first (the import reads the same columns). */
  async exportCsv(ctx: RequestContext): Promise<CsvValue[][]> {
    const templates = await ctx.em
      .getRepository(ProductTemplate)
      .find({ where: { active: true }, relations: { categories: true }, order: { id: 'ASC' } });
    const stock = await ctx.em.getRepository(ProductVariant).findBy({ active: true });
    const decimal = (amount: number, currency: string) => {
      const digits = minorUnitDigits(currency);
      return (amount / 10 ** digits).toFixed(digits);
    };
    const rows = templates.map((t) => [
      t.id,
      this.tr(t.name, ctx.lang),
      t.slug,
      t.type,
      decimal(t.listPrice, t.currency),
      decimal(t.price, t.currency),
      (t.categories ?? []).map((c) => c.slug).join('|'),
      t.published ? 'true' : 'false',
      t.inventoryAvailability,
      t.availableThreshold,
      t.customMessage,
      stock.filter((v) => v.templateId === t.id).reduce((sum, v) => sum + v.qtyAvailable, 0),
      this.tr(t.description, ctx.lang),
    ]);
    return [[...productCsvColumns], ...rows];
  }

  /**
   * Imports templates from CSV: every row is checked first; with any error nothing is written
   * (the route's transaction), and the answer lists the errors by row.
   */
  async importCsv(ctx: RequestContext, text: string): Promise<CsvImportResult> {
    this.catalogChanged(ctx.em);
    let records: string[][];
    try {
      records = parse(text, {
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
        max_record_size: 100_000,
      }) as string[][];
    } catch (error) {
      return {
        created: 0,
        updated: 0,
        errors: [{ row: 0, message: `The file is not valid CSV: ${(error as Error).message}` }],
      };
    }
    const [header, ...data] = records;
    if (!header) return { created: 0, updated: 0, errors: [{ row: 0, message: 'The file is empty.' }] };
    const columns = header.map((name) => name.trim().toLowerCase());
    const unknown = columns.filter((name) => !(productCsvColumns as readonly string[]).includes(name));
    if (unknown.length || !columns.includes('name'))
      return {
        created: 0,
        updated: 0,
        errors: [
          {
            row: 0,
            message: unknown.length
              ? `Unknown columns: ${unknown.join(', ')}`
              : 'The name column is required.',
          },
        ],
      };
    if (data.length > CSV_IMPORT_MAX_ROWS)
      return {
        created: 0,
        updated: 0,
        errors: [{ row: 0, message: `At most ${CSV_IMPORT_MAX_ROWS} rows per import.` }],
      };

    const categories = await ctx.em.getRepository(ProductCategory).find();
    const currency =
      (await ctx.em.getRepository(ProductTemplate).findOne({ where: {}, order: { id: 'ASC' } }))?.currency ??
      'USD';
    const errors: CsvRowError[] = [];
    const plans: Array<{
      row: number;
      id: number | null;
      input: TemplateInput;
      published: boolean | null;
      qty: number | null;
    }> = [];
    for (const [index, record] of data.entries()) {
      const row = index + 1;
      const cell = (name: string) => {
        const at = columns.indexOf(name);
        return at < 0 ? undefined : fromCsvCell((record[at] ?? '').trim());
      };
      const fail = (message: string) => errors.push({ row, message });
      const idText = cell('id');
      const id = idText ? Number(idText) : null;
      if (id !== null && !(Number.isInteger(id) && id > 0)) {
        fail('id must be a whole number.');
        continue;
      }
      let existing: ProductTemplate | null = null;
      if (id !== null) {
        existing = await ctx.em.getRepository(ProductTemplate).findOne({
          where: { id },
          relations: { categories: true, optionalProducts: true, accessoryProducts: true },
        });
        if (!existing) {
          fail(`There is no product ${id}.`);
          continue;
        }
      }
      const money = (name: string, fallback: number) => {
        const text = cell(name);
        if (text === undefined || text === '') return fallback;
        const amount = parseMoney(text, currency);
        if (amount === null || amount < 0) {
          fail(`${name} is not a price: "${text}".`);
          return fallback;
        }
        return amount;
      };
      const type = cell('type') || existing?.type || 'consu';
      if (!(productTypes as readonly string[]).includes(type))
        fail(`type must be one of ${productTypes.join(', ')}.`);
      const availability = cell('inventory_availability') || existing?.inventoryAvailability || 'never';
      if (!(inventoryAvailabilities as readonly string[]).includes(availability))
        fail(`inventory_availability must be one of ${inventoryAvailabilities.join(', ')}.`);
      const slugs = (cell('categories') ?? '')
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
      const categoryIds: number[] = [];
      for (const slug of slugs) {
        const category = categories.find((c) => c.slug === slug);
        if (category) categoryIds.push(category.id);
        else fail(`Unknown category "${slug}".`);
      }
      const publishedText = cell('published');
      const published =
        publishedText === undefined || publishedText === ''
          ? null
          : publishedText === 'true'
            ? true
            : publishedText === 'false'
              ? false
              : undefined;
      if (published === undefined) fail('published must be true or false.');
      const qtyText = cell('qty_available');
      const qty = qtyText === undefined || qtyText === '' ? null : Number(qtyText);
      if (qty !== null && !(Number.isFinite(qty) && qty >= 0))
        fail('qty_available must be a number of at least 0.');
      const listPrice = money('list_price', existing?.listPrice ?? 0);
      const price = money('price', existing?.price ?? listPrice);
      const parsed = productTemplateInputSchema.safeParse({
        name: cell('name') ?? '',
        description: cell('description') ?? (existing ? this.tr(existing.description, ctx.lang) : ''),
        slug: cell('slug') ?? existing?.slug ?? '',
        type,
        listPrice,
        price,
        inventoryAvailability: availability,
        availableThreshold: Number(cell('available_threshold') || existing?.availableThreshold || 5),
        customMessage: cell('custom_message') ?? existing?.customMessage ?? '',
        categoryIds:
          slugs.length || cell('categories') !== undefined
            ? categoryIds
            : (existing?.categories ?? []).map((c) => c.id),
        optionalProductIds: (existing?.optionalProducts ?? []).map((t) => t.id),
        accessoryProductIds: (existing?.accessoryProducts ?? []).map((t) => t.id),
        sequence: existing?.sequence ?? 10,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) fail(`${issue.path.join('.') || 'row'}: ${issue.message}`);
        continue;
      }
      if (errors.some((error) => error.row === row)) continue;
      plans.push({ row, id, input: parsed.data, published: published ?? null, qty });
    }
    if (errors.length) return { created: 0, updated: 0, errors };

    let created = 0;
    let updated = 0;
    for (const plan of plans) {
      const lines = plan.id === null ? [] : await this.currentLines(ctx.em, plan.id);
      const templateId = await this.templates.write(
        ctx.em,
        plan.id,
        { ...plan.input, attributeLines: lines },
        ctx.lang,
      );
      if (plan.published !== null)
        await ctx.em.getRepository(ProductTemplate).update({ id: templateId }, { published: plan.published });
      if (plan.id === null) created += 1;
      else updated += 1;
      const [single] = await ctx.em.getRepository(ProductVariant).findBy({ templateId, combinationKey: '' });
      if (plan.qty !== null && single && plan.qty > single.qtyAvailable)
        this.cache?.stockRaised?.(ctx.em, [single.id]);
      if (plan.qty !== null && single)
        await ctx.em.getRepository(ProductVariant).update(
          { id: single.id },
          {
            qtyAvailable: plan.qty,
            virtualAvailable: single.virtualAvailable + plan.qty - single.qtyAvailable,
          },
        );
    }
    return { created, updated, errors: [] };
  }

  /** A template's lines as input (to keep them when a CSV row updates the template). */
  private async currentLines(
    em: EntityManager,
    templateId: number,
  ): Promise<TemplateInput['attributeLines']> {
    const lines = await em
      .getRepository(ProductTemplateAttributeLine)
      .find({ where: { templateId }, order: { sequence: 'ASC', id: 'ASC' } });
    const values = await em
      .getRepository(ProductTemplateAttributeValue)
      .find({ where: { templateId }, relations: { excluded: true } });
    const attributeValueOf = new Map(values.map((value) => [value.id, value.attributeValueId]));
    return lines.map((line) => ({
      attributeId: line.attributeId,
      values: values
        .filter((value) => value.lineId === line.id)
        .map((value) => ({
          attributeValueId: value.attributeValueId,
          priceExtra: value.priceExtra,
          excludedAttributeValueIds: (value.excluded ?? [])
            .map((other) => attributeValueOf.get(other.id)!)
            .filter(Boolean),
        })),
    }));
  }
}
