import type { EntityManager } from 'typeorm';
import { minorUnitDigits } from '../../../../shared/money';
import type { CatalogService } from '../catalog';
import type { Pricer } from '../pricelists';

/** A product's card as /shop/wishlist shows it in one price list, with that price in minor units. */
export type PricedCard = Awaited<ReturnType<CatalogService['cardsOf']>>[number] & {
  /** The card's price, minor units of `shownCurrency`: what "down in price" compares. */
  shownPrice: number;
  shownCurrency: string;
};

/**
 * The products' cards priced by `pricer` (the visitor's price list on the page, the owner's account
 * list for their notices): the price the wishlist shows that person, not the catalogue's.
 */
export async function pricedCards(
  catalog: CatalogService,
  em: EntityManager,
  templateIds: readonly number[],
  lang: string,
  pricer: Pricer,
): Promise<PricedCard[]> {
  const cards = await catalog.cardsOf(em, templateIds, lang, pricer);
  const scale = 10 ** minorUnitDigits(pricer.currency);
  return cards.map((card) => ({
    ...card,
    shownPrice: Math.round(card.price.amount * scale),
    shownCurrency: pricer.currency,
  }));
}
