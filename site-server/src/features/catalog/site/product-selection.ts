/**
 * The product page's choice of values (SPEC §2 variant selection): which value each attribute line
 * starts with, the combination it makes, whether two chosen values exclude each other, and the custom
 * and no_variant values the cart expects with it (SPEC §3 selected product).
 */
import type { ProductAttributeLineView, ProductPageView, SelectedProduct } from '@shared/catalog/contract';

/** The chosen value of each attribute line: line id → product.template.attribute.value id. */
export type Selection = Record<number, number>;

export function initialSelection(product: ProductPageView): Selection {
  const selection: Selection = {};
  for (const line of product.attributeLines) {
    const chosen =
      line.values.find((value) => product.defaultCombination.includes(value.id)) ?? line.values[0];
    if (chosen) selection[line.id] = chosen.id;
  }
  return selection;
}

export function combinationOf(lines: ProductAttributeLineView[], selection: Selection): number[] {
  return lines.map((line) => selection[line.id]).filter((id): id is number => id !== undefined);
}

/** True when two chosen values exclude each other (the page knows the exclusions; the server confirms). */
export function excluded(combination: number[], exclusions: ProductPageView['exclusions']): boolean {
  return combination.some((a) => combination.some((b) => exclusions[a]?.includes(b)));
}

/** SPEC §3 selected product: custom values and no_variant values, as the cart expects them. */
export function chosenValues(
  lines: ProductAttributeLineView[],
  selection: Selection,
  customValues: Record<number, string>,
) {
  const custom: SelectedProduct['product_custom_attribute_values'] = [];
  const noVariant: SelectedProduct['no_variant_attribute_values'] = [];
  for (const line of lines) {
    const value = line.values.find((candidate) => candidate.id === selection[line.id]);
    if (!value) continue;
    if (value.isCustom)
      custom.push({
        attribute_value_id: value.id,
        attribute_value_name: value.name,
        custom_value: customValues[value.id] ?? '',
      });
    if (line.createVariant === 'no_variant')
      noVariant.push({
        attribute_value_id: value.id,
        attribute_value_name: value.name,
        value: value.id,
        attribute_name: line.name,
        is_custom: value.isCustom,
      });
  }
  return { custom, noVariant };
}
