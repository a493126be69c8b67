import { parse } from 'csv-parse/sync';
import { fromCsvCell, type CsvValue } from '../../core/csv';
import { In, type EntityManager } from 'typeorm';
import {
  CATALOG_ADMIN_PAGE_SIZE,
  CSV_IMPORT_MAX_ROWS,
  inventoryAvailabilities,
  productCsvColumns,
  productTypes,
  type Attribute,
  type AttributeInput,
  type AttributeValueInput,
  type Category,
  type CategoryInput,
  type CsvImportResult,
  type CsvRowError,
  type ProductTemplate as ProductTemplateAnswer,
  type ProductTemplateListQuery,
  type ProductTemplatePage,
  type ProductTemplateRow,
  type VariantUpdateInput,
  attributeInputSchema,
  attributeValueInputSchema,
  categoryInputSchema,
  productTemplateInputSchema,
  productTemplateListQuerySchema,
} from '../../../../shared/catalog/admin-contract';
import { minorUnitDigits, parseMoney } from '../../../../shared/money';
import { slugify } from '../../../../shared/slug';
import type { z } from 'zod';
import { translate, type Translated } from '../../core/db/columns';
import type { RequestContext } from '../../core/context';
import { MissingError, UserError, ValidationError } from '../../core/errors';
import type { FileStore, FileToSave } from '../../core/files';
import type { CatalogCache } from './catalog-cache';
import { productUrl, templateImageUrl, variantImageUrl } from './catalog.service';
import { ProductAttribute, ProductAttributeValue } from './product-attribute.entity';
import { ProductCategory } from './product-category.entity';
import { ProductImage } from './product-image.entity';
import {
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
} from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import { combinationIdsOf, combinationKeyOf, ProductVariant } from './product-variant.entity';

type TemplateInput = z.output<typeof productTemplateInputSchema>;

const withLang = (value: Translated, lang: string, text: string): Translated => ({ ...value, [lang]: text });

/** Every combination of one value per line (the 'always' variants of a template). */
function cartesian(lines: number[][]): number[][] {
  return lines.reduce<number[][]>(
    (acc, values) => acc.flatMap((combo) => values.map((v) => [...combo, v])),
    [[]],
  );
}

/** The back office's products API (/api/admin/products…): templates, variants, images, attributes, categories, CSV. */
export class CatalogAdminService {
  constructor(
    private readonly files: FileStore,
    /** Told of every write, so the shop's cached template structures are read again (catalog-cache.ts). */
    private readonly cache?: Pick<CatalogCache<unknown>, 'changed'>,
  ) {}

  private catalogChanged(em: EntityManager) {
    this.cache?.changed(em);
  }

  private tr(value: Translated, lang: string) {
    return translate(value, lang);
  }

  // ----- Templates -------------------------------------------------------------------------------

  async list(ctx: RequestContext, input: ProductTemplateListQuery): Promise<ProductTemplatePage> {
    const query = productTemplateListQuerySchema.parse(input);
    const qb = ctx.em
      .getRepository(ProductTemplate)
      .createQueryBuilder('t')
      .where('t.active = :active', { active: true });
    if (query.published !== undefined)
      qb.andWhere('t.published = :published', { published: query.published });
    if (query.search)
      qb.andWhere('t.searchText LIKE :like', {
        like: `%${query.search.toLowerCase().replace(/[%_]/g, '')}%`,
      });
    if (query.categoryId)
      qb.andWhere(
        `EXISTS (SELECT 1 FROM "product_template_public_category" "c" WHERE "c"."templateId" = "t"."id" AND "c"."categoryId" = :categoryId)`,
        { categoryId: query.categoryId },
      );
    const [templates, total] = await qb
      .orderBy('t.sequence', 'ASC')
      .addOrderBy('t.id', 'DESC')
      .skip((query.page - 1) * CATALOG_ADMIN_PAGE_SIZE)
      .take(CATALOG_ADMIN_PAGE_SIZE)
      .getManyAndCount();
    return {
      items: await this.rows(ctx, templates),
      total,
      page: query.page,
      pageSize: CATALOG_ADMIN_PAGE_SIZE,
    };
  }

  private async rows(ctx: RequestContext, templates: ProductTemplate[]): Promise<ProductTemplateRow[]> {
    if (templates.length === 0) return [];
    const ids = templates.map((template) => template.id);
    const variants = await ctx.em.getRepository(ProductVariant).findBy({ templateId: In(ids) });
    const links = await ctx.em
      .createQueryBuilder()
      .select('c.templateId', 'templateId')
      .addSelect('c.categoryId', 'categoryId')
      .from('product_template_public_category', 'c')
      .where('c.templateId IN (:...ids)', { ids })
      .getRawMany<{ templateId: number; categoryId: number }>();
    return templates.map((template) => {
      const own = variants.filter((variant) => variant.templateId === template.id && variant.active);
      return {
        id: template.id,
        name: this.tr(template.name, ctx.lang),
        slug: template.slug,
        type: template.type,
        published: template.published,
        active: template.active,
        listPrice: template.listPrice,
        price: template.price,
        currency: template.currency,
        categoryIds: links
          .filter((link) => Number(link.templateId) === template.id)
          .map((link) => Number(link.categoryId))
          .sort((a, b) => a - b),
        variantCount: own.length,
        qtyAvailable:
          template.type === 'service' ? 0 : own.reduce((sum, variant) => sum + variant.qtyAvailable, 0),
        imageUrl: `${templateImageUrl(template.id)}/90x90`,
        websiteUrl: productUrl(template),
      };
    });
  }

  async get(ctx: RequestContext, id: number): Promise<ProductTemplateAnswer> {
    const template = await ctx.em.getRepository(ProductTemplate).findOne({
      where: { id },
      relations: { optionalProducts: true, accessoryProducts: true },
    });
    if (!template) throw new MissingError('This product does not exist.');
    const [row] = await this.rows(ctx, [template]);
    const lines = await ctx.em.getRepository(ProductTemplateAttributeLine).find({
      where: { templateId: id },
      relations: { attribute: true },
      order: { sequence: 'ASC', id: 'ASC' },
    });
    const values = await ctx.em.getRepository(ProductTemplateAttributeValue).find({
      where: { templateId: id },
      relations: { attributeValue: true, excluded: true },
      order: { id: 'ASC' },
    });
    const byId = new Map(values.map((value) => [value.id, value]));
    const variants = await ctx.em
      .getRepository(ProductVariant)
      .find({ where: { templateId: id }, order: { id: 'ASC' } });
    const images = await ctx.em
      .getRepository(ProductImage)
      .find({ where: { templateId: id }, order: { sequence: 'ASC', id: 'ASC' } });
    const name = this.tr(template.name, ctx.lang);
    const ref = (other: ProductTemplate) => ({
      id: other.id,
      name: this.tr(other.name, ctx.lang),
      imageUrl: `${templateImageUrl(other.id)}/90x90`,
    });
    return {
      ...row!,
      description: this.tr(template.description, ctx.lang),
      availableThreshold: template.availableThreshold,
      inventoryAvailability: template.inventoryAvailability,
      customMessage: template.customMessage,
      sequence: template.sequence,
      attributeLines: lines.map((line) => ({
        id: line.id,
        attributeId: line.attributeId,
        attributeName: this.tr(line.attribute?.name ?? {}, ctx.lang),
        displayType: line.attribute?.displayType ?? 'radio',
        createVariant: line.attribute?.createVariant ?? 'always',
        values: values
          .filter((value) => value.lineId === line.id)
          .map((value) => ({
            id: value.id,
            attributeValueId: value.attributeValueId,
            name: this.tr(value.attributeValue?.name ?? {}, ctx.lang),
            htmlColor: value.attributeValue?.htmlColor ?? null,
            isCustom: value.attributeValue?.isCustom ?? false,
            priceExtra: value.priceExtra,
            excludedValueIds: (value.excluded ?? []).map((other) => other.id).sort((a, b) => a - b),
          })),
      })),
      variants: variants.map((variant) => {
        const ids = combinationIdsOf(variant);
        const valueNames = ids.map((valueId) =>
          this.tr(byId.get(valueId)?.attributeValue?.name ?? {}, ctx.lang),
        );
        const priceExtra = ids.reduce((sum, valueId) => sum + (byId.get(valueId)?.priceExtra ?? 0), 0);
        return {
          id: variant.id,
          displayName: valueNames.length ? `${name} (${valueNames.join(', ')})` : name,
          valueIds: ids,
          valueNames,
          priceExtra,
          price: template.price + priceExtra,
          qtyAvailable: variant.qtyAvailable,
          virtualAvailable: variant.virtualAvailable,
          active: variant.active,
          defaultCode: variant.defaultCode,
          imageUrl: `${variantImageUrl(variant.id)}/90x90`,
        };
      }),
      images: images
        .sort(
          (a, b) =>
            (a.variantId === null ? 0 : 1) - (b.variantId === null ? 0 : 1) ||
            a.sequence - b.sequence ||
            a.id - b.id,
        )
        .map((image) => ({
          id: image.id,
          url: `/web/image/product.image/${image.id}/image?unique=${image.fileSha.slice(0, 12)}`,
          sequence: image.sequence,
          variantId: image.variantId,
        })),
      optionalProducts: (template.optionalProducts ?? []).map(ref),
      accessoryProducts: (template.accessoryProducts ?? []).map(ref),
    };
  }

  /** Creates (id null) or replaces a template, then answers it. */
  async save(ctx: RequestContext, id: number | null, raw: unknown): Promise<ProductTemplateAnswer> {
    this.catalogChanged(ctx.em);
    const input = productTemplateInputSchema.parse(raw);
    const templateId = await this.write(ctx.em, id, input, input.lang ?? ctx.lang);
    return this.get(ctx, templateId);
  }

  private async write(
    em: EntityManager,
    id: number | null,
    input: TemplateInput,
    lang: string,
  ): Promise<number> {
    const repository = em.getRepository(ProductTemplate);
    let template: ProductTemplate;
    if (id === null) {
      const currency = (await repository.findOne({ where: {}, order: { id: 'ASC' } }))?.currency;
      template = repository.create({
        name: {},
        description: {},
        currency: currency ?? 'USD',
        published: false,
        active: true,
      });
    } else {
      const found = await repository.findOneBy({ id });
      if (!found) throw new MissingError('This product does not exist.');
      template = found;
    }
    const categories = input.categoryIds.length
      ? await em.getRepository(ProductCategory).findBy({ id: In(input.categoryIds) })
      : [];
    if (categories.length !== new Set(input.categoryIds).size)
      throw new ValidationError('A category does not exist.', { categoryIds: 'A category does not exist.' });
    const related = async (ids: number[], field: string) => {
      const found = ids.length ? await repository.findBy({ id: In(ids) }) : [];
      if (found.length !== new Set(ids).size || (id !== null && ids.includes(id)))
        throw new ValidationError('A related product does not exist.', {
          [field]: 'A related product does not exist.',
        });
      return found;
    };
    Object.assign(template, {
      name: withLang(template.name, lang, input.name),
      description: withLang(template.description, lang, input.description),
      slug: input.slug || slugify(input.name),
      type: input.type,
      listPrice: input.listPrice,
      price: input.price,
      inventoryAvailability: input.inventoryAvailability,
      availableThreshold: input.availableThreshold,
      customMessage: input.customMessage,
      sequence: input.sequence,
      categories,
      optionalProducts: await related(input.optionalProductIds, 'optionalProductIds'),
      accessoryProducts: await related(input.accessoryProductIds, 'accessoryProductIds'),
    });
    const saved = await repository.save(template);
    await this.writeLines(em, saved.id, input.attributeLines);
    return saved.id;
  }

  /** Lines matched by attribute; 'always' variants made for new combinations and archived for gone ones. */
  private async writeLines(em: EntityManager, templateId: number, lines: TemplateInput['attributeLines']) {
    const attributeIds = lines.map((line) => line.attributeId);
    if (new Set(attributeIds).size !== attributeIds.length)
      throw new ValidationError('An attribute is on the product twice.');
    const attributes = attributeIds.length
      ? await em
          .getRepository(ProductAttribute)
          .find({ where: { id: In(attributeIds) }, relations: { values: true } })
      : [];
    if (attributes.length !== attributeIds.length) throw new ValidationError('An attribute does not exist.');
    const lineRepo = em.getRepository(ProductTemplateAttributeLine);
    const valueRepo = em.getRepository(ProductTemplateAttributeValue);
    const existing = await lineRepo.find({ where: { templateId } });
    for (const line of existing)
      if (!attributeIds.includes(line.attributeId)) await lineRepo.delete({ id: line.id });
    const kept: ProductTemplateAttributeValue[] = [];
    for (const [index, input] of lines.entries()) {
      const attribute = attributes.find((candidate) => candidate.id === input.attributeId)!;
      for (const value of input.values)
        if (!(attribute.values ?? []).some((candidate) => candidate.id === value.attributeValueId))
          throw new ValidationError('A value does not belong to its attribute.');
      let line = existing.find((candidate) => candidate.attributeId === input.attributeId);
      line = await lineRepo.save(
        line
          ? Object.assign(line, { sequence: index * 10 })
          : lineRepo.create({ templateId, attributeId: input.attributeId, sequence: index * 10 }),
      );
      const current = await valueRepo.findBy({ lineId: line.id });
      const wanted = input.values.map((value) => value.attributeValueId);
      for (const value of current)
        if (!wanted.includes(value.attributeValueId)) await valueRepo.delete({ id: value.id });
      for (const value of input.values) {
        const found = current.find((candidate) => candidate.attributeValueId === value.attributeValueId);
        kept.push(
          await valueRepo.save(
            found
              ? Object.assign(found, { priceExtra: value.priceExtra })
              : valueRepo.create({
                  lineId: line.id,
                  templateId,
                  attributeValueId: value.attributeValueId,
                  priceExtra: value.priceExtra,
                }),
          ),
        );
      }
    }
    // Exclusions, by attribute value ids of the input, stored symmetric between template values.
    const ptavOf = new Map(kept.map((value) => [value.attributeValueId, value.id]));
    if (kept.length) {
      await em
        .createQueryBuilder()
        .delete()
        .from('product_template_attribute_exclusion')
        .where('"valueId" IN (:...ids)', { ids: kept.map((value) => value.id) })
        .execute();
      const pairs = new Set<string>();
      for (const line of lines)
        for (const value of line.values)
          for (const other of value.excludedAttributeValueIds) {
            const a = ptavOf.get(value.attributeValueId);
            const b = ptavOf.get(other);
            if (!a || !b) throw new ValidationError('An excluded value is not on this product.');
            pairs.add(`${a},${b}`).add(`${b},${a}`);
          }
      if (pairs.size)
        await em
          .createQueryBuilder()
          .insert()
          .into('product_template_attribute_exclusion')
          .values(
            [...pairs].map((pair) => ({
              valueId: Number(pair.split(',')[0]),
              excludedValueId: Number(pair.split(',')[1]),
            })),
          )
          .execute();
    }
    // Variants of the 'always' lines (no dynamic line): one per combination.
    const withAttributes = lines.map((line) => ({
      line,
      attribute: attributes.find((a) => a.id === line.attributeId)!,
    }));
    if (withAttributes.some(({ attribute }) => attribute.createVariant === 'dynamic')) return;
    const making = withAttributes.filter(({ attribute }) => attribute.createVariant === 'always');
    const combos = cartesian(
      making.map(({ line }) => line.values.map((value) => ptavOf.get(value.attributeValueId)!)),
    );
    if (combos.length > 1000)
      throw new ValidationError('Too many variants (at most 1000): use a dynamic attribute.');
    const keys = new Set(combos.map(combinationKeyOf));
    const variantRepo = em.getRepository(ProductVariant);
    const variants = await variantRepo.findBy({ templateId });
    for (const variant of variants) {
      const active = keys.has(variant.combinationKey);
      if (variant.active !== active) await variantRepo.update({ id: variant.id }, { active });
    }
    for (const key of keys)
      if (!variants.some((variant) => variant.combinationKey === key))
        await variantRepo.save(variantRepo.create({ templateId, combinationKey: key, active: true }));
  }

  async archive(ctx: RequestContext, id: number) {
    this.catalogChanged(ctx.em);
    const result = await ctx.em
      .getRepository(ProductTemplate)
      .update({ id }, { active: false, published: false });
    if (!result.affected) throw new MissingError('This product does not exist.');
  }

  async updateVariant(ctx: RequestContext, templateId: number, variantId: number, input: VariantUpdateInput) {
    this.catalogChanged(ctx.em);
    const repository = ctx.em.getRepository(ProductVariant);
    const variant = await repository.findOneBy({ id: variantId, templateId });
    if (!variant) throw new MissingError('This variant does not exist.');
    if (input.qtyAvailable !== undefined) {
      variant.virtualAvailable += input.qtyAvailable - variant.qtyAvailable;
      variant.qtyAvailable = input.qtyAvailable;
    }
    if (input.active !== undefined) variant.active = input.active;
    if (input.defaultCode !== undefined) variant.defaultCode = input.defaultCode;
    await repository.save(variant);
    return this.get(ctx, templateId);
  }

  // ----- Images ----------------------------------------------------------------------------------

  async addImage(ctx: RequestContext, templateId: number, file: FileToSave, variantId: number | null) {
    this.catalogChanged(ctx.em);
    await this.get(ctx, templateId);
    if (
      variantId !== null &&
      !(await ctx.em.getRepository(ProductVariant).findOneBy({ id: variantId, templateId }))
    )
      throw new ValidationError('This variant is not one of the product.');
    const stored = await this.files.save(ctx.em, file, { kind: 'image' });
    const repository = ctx.em.getRepository(ProductImage);
    const last = await repository.findOne({ where: { templateId }, order: { sequence: 'DESC' } });
    await repository.save(
      repository.create({
        templateId,
        variantId,
        fileSha: stored.sha256,
        sequence: (last?.sequence ?? 0) + 10,
      }),
    );
    return this.get(ctx, templateId);
  }

  async reorderImages(ctx: RequestContext, templateId: number, imageIds: number[]) {
    this.catalogChanged(ctx.em);
    const repository = ctx.em.getRepository(ProductImage);
    const images = await repository.findBy({ templateId, id: In(imageIds) });
    if (images.length !== new Set(imageIds).size)
      throw new ValidationError('An image is not one of the product.');
    for (const [index, id] of imageIds.entries())
      await repository.update({ id }, { sequence: (index + 1) * 10 });
    return this.get(ctx, templateId);
  }

  async deleteImage(ctx: RequestContext, templateId: number, imageId: number) {
    this.catalogChanged(ctx.em);
    const result = await ctx.em.getRepository(ProductImage).delete({ id: imageId, templateId });
    if (!result.affected) throw new MissingError('This image does not exist.');
    return this.get(ctx, templateId);
  }

  async productOptions(ctx: RequestContext, search: string) {
    const qb = ctx.em
      .getRepository(ProductTemplate)
      .createQueryBuilder('t')
      .where('t.active = :active', { active: true });
    if (search)
      qb.andWhere('t.searchText LIKE :like', { like: `%${search.toLowerCase().replace(/[%_]/g, '')}%` });
    const templates = await qb.orderBy('t.sortName', 'ASC').take(50).getMany();
    return templates.map((t) => ({
      id: t.id,
      name: this.tr(t.name, ctx.lang),
      imageUrl: `${templateImageUrl(t.id)}/90x90`,
    }));
  }

  // ----- Attributes -------------------------------------------------------------------------------

  async attributes(ctx: RequestContext): Promise<Attribute[]> {
    const attributes = await ctx.em
      .getRepository(ProductAttribute)
      .find({ relations: { values: true }, order: { sequence: 'ASC', id: 'ASC' } });
    const counts = await ctx.em
      .getRepository(ProductTemplateAttributeLine)
      .createQueryBuilder('l')
      .select('l.attributeId', 'attributeId')
      .addSelect('COUNT(*)', 'count')
      .groupBy('l.attributeId')
      .getRawMany<{ attributeId: number; count: number | string }>();
    return attributes.map((attribute) =>
      this.attributeAnswer(
        ctx,
        attribute,
        Number(counts.find((c) => Number(c.attributeId) === attribute.id)?.count ?? 0),
      ),
    );
  }

  private attributeAnswer(ctx: RequestContext, attribute: ProductAttribute, productCount: number): Attribute {
    return {
      id: attribute.id,
      name: this.tr(attribute.name, ctx.lang),
      displayType: attribute.displayType,
      createVariant: attribute.createVariant,
      sequence: attribute.sequence,
      productCount,
      values: [...(attribute.values ?? [])]
        .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
        .map((value) => ({
          id: value.id,
          name: this.tr(value.name, ctx.lang),
          htmlColor: value.htmlColor,
          isCustom: value.isCustom,
          sequence: value.sequence,
        })),
    };
  }

  private async attribute(ctx: RequestContext, id: number) {
    return (await this.attributes(ctx)).find((attribute) => attribute.id === id) ?? null;
  }

  async saveAttribute(ctx: RequestContext, id: number | null, raw: AttributeInput): Promise<Attribute> {
    this.catalogChanged(ctx.em);
    const input = attributeInputSchema.parse(raw);
    const repository = ctx.em.getRepository(ProductAttribute);
    const attribute = id === null ? repository.create({ name: {} }) : await repository.findOneBy({ id });
    if (!attribute) throw new MissingError('This attribute does not exist.');
    if (
      id !== null &&
      attribute.createVariant !== input.createVariant &&
      ((await this.attribute(ctx, id))?.productCount ?? 0) > 0
    )
      throw new UserError('The variant creation mode cannot change while products use this attribute.');
    Object.assign(attribute, {
      name: withLang(attribute.name, ctx.lang, input.name),
      displayType: input.displayType,
      createVariant: input.createVariant,
      sequence: input.sequence,
    });
    const saved = await repository.save(attribute);
    return (await this.attribute(ctx, saved.id))!;
  }

  async deleteAttribute(ctx: RequestContext, id: number) {
    this.catalogChanged(ctx.em);
    if (((await this.attribute(ctx, id))?.productCount ?? 0) > 0)
      throw new UserError('Products use this attribute.');
    const result = await ctx.em.getRepository(ProductAttribute).delete({ id });
    if (!result.affected) throw new MissingError('This attribute does not exist.');
  }

  async saveAttributeValue(
    ctx: RequestContext,
    attributeId: number,
    valueId: number | null,
    raw: AttributeValueInput,
  ): Promise<Attribute> {
    this.catalogChanged(ctx.em);
    const input = attributeValueInputSchema.parse(raw);
    if (!(await ctx.em.getRepository(ProductAttribute).findOneBy({ id: attributeId })))
      throw new MissingError('This attribute does not exist.');
    const repository = ctx.em.getRepository(ProductAttributeValue);
    const value =
      valueId === null
        ? repository.create({ attributeId, name: {} })
        : await repository.findOneBy({ id: valueId, attributeId });
    if (!value) throw new MissingError('This value does not exist.');
    Object.assign(value, {
      name: withLang(value.name, ctx.lang, input.name),
      htmlColor: input.htmlColor,
      isCustom: input.isCustom,
      sequence: input.sequence,
    });
    await repository.save(value);
    return (await this.attribute(ctx, attributeId))!;
  }

  async deleteAttributeValue(ctx: RequestContext, attributeId: number, valueId: number): Promise<Attribute> {
    this.catalogChanged(ctx.em);
    if (await ctx.em.getRepository(ProductTemplateAttributeValue).findOneBy({ attributeValueId: valueId }))
      throw new UserError('Products use this value.');
    const result = await ctx.em.getRepository(ProductAttributeValue).delete({ id: valueId, attributeId });
    if (!result.affected) throw new MissingError('This value does not exist.');
    return (await this.attribute(ctx, attributeId))!;
  }

  // ----- Categories -------------------------------------------------------------------------------

  async categories(ctx: RequestContext): Promise<Category[]> {
    const categories = await ctx.em
      .getRepository(ProductCategory)
      .find({ order: { sequence: 'ASC', id: 'ASC' } });
    const counts = await ctx.em
      .createQueryBuilder()
      .select('c.categoryId', 'categoryId')
      .addSelect('COUNT(*)', 'count')
      .from('product_template_public_category', 'c')
      .groupBy('c.categoryId')
      .getRawMany<{ categoryId: number; count: number | string }>();
    const byId = new Map(categories.map((category) => [category.id, category]));
    const completeName = (category: ProductCategory): string => {
      const names: string[] = [];
      for (
        let node: ProductCategory | undefined = category;
        node && names.length < 20;
        node = node.parentId ? byId.get(node.parentId) : undefined
      )
        names.unshift(this.tr(node.name, ctx.lang));
      return names.join(' / ');
    };
    return categories
      .map((category) => ({
        id: category.id,
        name: this.tr(category.name, ctx.lang),
        slug: category.slug,
        parentId: category.parentId,
        sequence: category.sequence,
        completeName: completeName(category),
        productCount: Number(counts.find((c) => Number(c.categoryId) === category.id)?.count ?? 0),
      }))
      .sort((a, b) => a.completeName.localeCompare(b.completeName));
  }

  async saveCategory(ctx: RequestContext, id: number | null, raw: CategoryInput): Promise<Category> {
    this.catalogChanged(ctx.em);
    const input = categoryInputSchema.parse(raw);
    const repository = ctx.em.getRepository(ProductCategory);
    const category = id === null ? repository.create({ name: {} }) : await repository.findOneBy({ id });
    if (!category) throw new MissingError('This category does not exist.');
    if (input.parentId !== null) {
      // No cycles: the new parent may not be the category or one of its descendants.
      const all = await repository.find();
      for (
        let node = all.find((c) => c.id === input.parentId);
        node;
        node = node.parentId ? all.find((c) => c.id === node!.parentId) : undefined
      )
        if (id !== null && node.id === id)
          throw new ValidationError('A category cannot be inside itself.', {
            parentId: 'A category cannot be inside itself.',
          });
      if (!all.some((c) => c.id === input.parentId))
        throw new ValidationError('The parent category does not exist.');
    }
    const slug = input.slug || slugify(input.name);
    const taken = await repository.findOneBy({ slug });
    if (taken && taken.id !== id)
      throw new ValidationError('This slug is already used.', { slug: 'This slug is already used.' });
    Object.assign(category, {
      name: withLang(category.name, ctx.lang, input.name),
      slug,
      parentId: input.parentId,
      sequence: input.sequence,
    });
    const saved = await repository.save(category);
    return (await this.categories(ctx)).find((c) => c.id === saved.id)!;
  }

  async deleteCategory(ctx: RequestContext, id: number) {
    this.catalogChanged(ctx.em);
    const repository = ctx.em.getRepository(ProductCategory);
    const category = await repository.findOneBy({ id });
    if (!category) throw new MissingError('This category does not exist.');
    await repository.update({ parentId: id }, { parentId: category.parentId });
    await repository.delete({ id });
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
      const templateId = await this.write(
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
