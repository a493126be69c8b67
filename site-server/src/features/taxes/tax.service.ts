import type { EntityManager } from 'typeorm';
import type { Tax as TaxView, TaxInput } from '../../../../shared/taxes/contract';
import { taxInputSchema } from '../../../../shared/taxes/contract';
import { MissingError } from '../../core/errors';
import { Tax } from './tax.entity';

export const TAX_MISSING = 'This tax does not exist.';

/** The rate a line is taxed at: which tax, how much, and whether the price already holds it. */
export interface LineTaxRate {
  taxId: number;
  name: string;
  rate: number;
  included: boolean;
}

const view = (tax: Tax): TaxView => ({
  id: tax.id,
  name: tax.name,
  rate: tax.rate,
  priceIncluded: tax.priceIncluded,
  isDefault: tax.isDefault,
  countryRates: tax.countryRates,
});

/** Taxes and the rate each product pays where it is shipped. */
export class TaxService {
  async list(em: EntityManager): Promise<TaxView[]> {
    const taxes = await em.getRepository(Tax).find({ order: { name: 'ASC', id: 'ASC' } });
    return taxes.map(view);
  }

  /** Creates or replaces a tax; making it the default takes the flag off the others, in the same transaction. */
  async save(em: EntityManager, id: number | null, raw: TaxInput): Promise<TaxView> {
    const input = taxInputSchema.parse(raw);
    const repository = em.getRepository(Tax);
    const tax = id === null ? repository.create() : await repository.findOneBy({ id });
    if (!tax) throw new MissingError(TAX_MISSING);
    if (input.isDefault) await repository.update({ isDefault: true }, { isDefault: false });
    Object.assign(tax, input);
    return view(await repository.save(tax));
  }

  async remove(em: EntityManager, id: number): Promise<void> {
    const result = await em.getRepository(Tax).delete({ id });
    if (!result.affected) throw new MissingError(TAX_MISSING);
  }

  /**
   * The rate of each tax id (null: the default tax) for a parcel going to `countryId`: the
   * country's own rate where the tax sets one. An unknown id (a deleted tax) falls back to the
   * default; no default tax: untaxed (null).
   */
  async ratesFor(
    em: EntityManager,
    taxIds: readonly (number | null)[],
    countryId: number | null,
  ): Promise<Map<number | null, LineTaxRate | null>> {
    const taxes = await em.getRepository(Tax).find();
    const byId = new Map(taxes.map((tax) => [tax.id, tax]));
    const fallback = taxes.find((tax) => tax.isDefault) ?? null;
    const rates = new Map<number | null, LineTaxRate | null>();
    for (const taxId of new Set([...taxIds, null])) {
      const tax = (taxId !== null ? byId.get(taxId) : undefined) ?? fallback;
      const local = tax?.countryRates.find((row) => row.countryId === countryId);
      rates.set(
        taxId,
        tax
          ? { taxId: tax.id, name: tax.name, rate: local?.rate ?? tax.rate, included: tax.priceIncluded }
          : null,
      );
    }
    return rates;
  }
}
