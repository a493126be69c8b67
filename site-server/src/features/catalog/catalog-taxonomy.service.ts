import { type EntityManager } from 'typeorm';
import {
  type Attribute,
  type AttributeInput,
  type AttributeValueInput,
  type Category,
  type CategoryInput,
  attributeInputSchema,
  attributeValueInputSchema,
  categoryInputSchema,
} from '../../../../shared/catalog/admin-contract';
import { slugify } from '../../../../shared/slug';
import { translate, type Translated } from '../../core/db/columns';
import type { RequestContext } from '../../core/context';
import { MissingError, UserError, ValidationError } from '../../core/errors';
import type { CatalogCache } from './catalog-cache';
import { ProductAttribute, ProductAttributeValue } from './product-attribute.entity';
import { ProductCategory } from './product-category.entity';
import {
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
} from './product-template-attribute.entity';

const withLang = (value: Translated, lang: string, text: string): Translated => ({ ...value, [lang]: text });

/** The back office's attributes and categories (/api/admin/products/attributes…, /categories…): how products are described and sorted. */
export class CatalogTaxonomyService {
  constructor(
    /** Told of every write, so the shop's cached template structures are read again (catalog-cache.ts). */
    private readonly cache?: Pick<CatalogCache<unknown>, 'changed'>,
  ) {}

  private catalogChanged(em: EntityManager) {
    this.cache?.changed(em);
  }

  private tr(value: Translated, lang: string) {
    return translate(value, lang);
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
}
