import type { EntityManager } from 'typeorm';
import type { AttributeFilter, CategoryNode } from '../../../../shared/catalog/contract';
import type { CatalogReads } from './catalog-reads';

/** The listing's category tree (SPEC §2: expand and collapse), by slug, and each category's descendants. */
export async function categoryTree(
  reads: CatalogReads,
  em: EntityManager,
  lang: string,
): Promise<{
  roots: CategoryNode[];
  bySlug: Map<string, CategoryNode>;
  descendants: (id: number) => number[];
}> {
  const { categories } = await reads.lists(em);
  const nodes = new Map<number, CategoryNode>();
  for (const category of categories)
    nodes.set(category.id, {
      id: category.id,
      name: reads.tr(category.name, lang),
      slug: category.slug,
      url: `/shop/category/${category.slug}`,
      children: [],
    });
  const roots: CategoryNode[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id)!;
    const parent = category.parentId === null ? undefined : nodes.get(category.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const bySlug = new Map([...nodes.values()].map((node) => [node.slug, node]));
  const descendants = (id: number) => {
    const out: number[] = [];
    const walk = (node: CategoryNode | undefined) => {
      if (!node || out.includes(node.id)) return;
      out.push(node.id);
      node.children.forEach(walk);
    };
    walk(nodes.get(id));
    return out;
  };
  return { roots, bySlug, descendants };
}

/** Attributes offered by the shop's published products, with the selected values marked. */
export async function attributeFilters(
  reads: CatalogReads,
  em: EntityManager,
  lang: string,
  selected: number[],
): Promise<AttributeFilter[]> {
  const { attributes } = await reads.lists(em);
  return attributes
    .filter((attribute) => attribute.createVariant !== 'no_variant' && (attribute.values?.length ?? 0) > 0)
    .map((attribute) => ({
      id: attribute.id,
      name: reads.tr(attribute.name, lang),
      displayType: attribute.displayType,
      values: [...(attribute.values ?? [])]
        .filter((value) => !value.isCustom)
        .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
        .map((value) => ({
          id: value.id,
          name: reads.tr(value.name, lang),
          htmlColor: value.htmlColor,
          selected: selected.includes(value.id),
        })),
    }));
}
