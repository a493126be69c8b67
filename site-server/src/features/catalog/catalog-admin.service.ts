import { In, type EntityManager } from 'typeorm';
import {
  CATALOG_ADMIN_PAGE_SIZE,
  type ProductTemplate as ProductTemplateAnswer,
  type ProductTemplateListQuery,
  type ProductTemplatePage,
  type ProductTemplateRow,
  type VariantUpdateInput,
  productTemplateInputSchema,
  productTemplateListQuerySchema,
} from '../../../../shared/catalog/admin-contract';
import { slugify } from '../../../../shared/slug';
import type { z } from 'zod';
import { translate, type Translated } from '../../core/db/columns';
import type { RequestContext } from '../../core/context';
import { MissingError, ValidationError } from '../../core/errors';
import type { FileStore, FileToSave } from '../../core/files';
import type { CatalogChanged } from './catalog-stock';
import { productUrl, templateImageUrl, variantImageUrl } from './catalog.service';
import { ProductCategory } from './product-category.entity';
import { ProductImage } from './product-image.entity';
import {
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
} from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import { writeAttributeLines } from './template-attribute-lines';
import { combinationIdsOf, ProductVariant } from './product-variant.entity';

type TemplateInput = z.output<typeof productTemplateInputSchema>;

const withLang = (value: Translated, lang: string, text: string): Translated => ({ ...value, [lang]: text });

/** The back office's products (/api/admin/products…): templates, their variants and images. Attributes and categories: catalog-taxonomy.service.ts; CSV: product-csv.service.ts. */
export class CatalogAdminService {
  constructor(
    private readonly files: FileStore,
    /** Told of every write, so the shop's cached template structures are read again (catalog-cache.ts). */
    private readonly cache?: CatalogChanged,
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
      taxId: template.taxId,
      variantStyle: template.variantStyle,
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

  /** Creates or updates a template from checked input (the form and the CSV import). */
  async write(em: EntityManager, id: number | null, input: TemplateInput, lang: string): Promise<number> {
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
      taxId: input.taxId,
      variantStyle: input.variantStyle,
      categories,
      optionalProducts: await related(input.optionalProductIds, 'optionalProductIds'),
      accessoryProducts: await related(input.accessoryProductIds, 'accessoryProductIds'),
    });
    const saved = await repository.save(template);
    await writeAttributeLines(em, saved.id, input.attributeLines);
    return saved.id;
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
      if (input.qtyAvailable > variant.qtyAvailable) this.cache?.stockRaised?.(ctx.em, [variant.id]);
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
}
