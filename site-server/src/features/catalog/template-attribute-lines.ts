import { In, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { productTemplateInputSchema } from '../../../../shared/catalog/admin-contract';
import { ValidationError } from '../../core/errors';
import { ProductAttribute } from './product-attribute.entity';
import {
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
} from './product-template-attribute.entity';
import { combinationKeyOf, ProductVariant } from './product-variant.entity';

type TemplateInput = z.output<typeof productTemplateInputSchema>;

/** Every combination of one value per line (the 'always' variants of a template). */
function cartesian(lines: number[][]): number[][] {
  return lines.reduce<number[][]>(
    (acc, values) => acc.flatMap((combo) => values.map((v) => [...combo, v])),
    [[]],
  );
}

/** Lines matched by attribute; 'always' variants made for new combinations and archived for gone ones. */
export async function writeAttributeLines(
  em: EntityManager,
  templateId: number,
  lines: TemplateInput['attributeLines'],
) {
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
