import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { priceView } from '../../../../shared/catalog/price-view';
import { isLangCode, languages, t, type LangCode } from '../../../../shared/i18n';
import { WISHLIST_PATH } from '../../../../shared/wishlists/paths';
import type { WishlistSettingsView } from '../../../../shared/wishlists/contract';
import type { MailService } from '../../core/mail';
import { User } from '../accounts';
import type { CatalogService } from '../catalog';
import type { Pricer } from '../pricelists';
import { pricedCards, type PricedCard } from './wishlist-prices';
import { Wishlist, WishlistItem, WishlistSettings } from './wishlist.entity';

/** Items looked at per run (the next run takes the rest: runs come with each catalog change and every 15 minutes). */
const BATCH = 2000;

/**
 * The owners' optional notices (a setting, off by default): a customer's wishlisted product that is back
 * in stock, or costs less (in their account's price list, as /shop/wishlist shows it to them) than when
 * they last heard of it. Each item remembers what its owner last knew (`availableSeen`, `priceSeen`
 * and `currencySeen`), changed by a conditional update in the transaction that queues the
 * mail: a run twice, or two runs at once, tell it once.
 */
export class OwnerNotices {
  constructor(
    private readonly deps: {
      catalog: CatalogService;
      /** The price list of a customer's account (the pricelists' declared export). */
      pricerOfAccount: (em: EntityManager, userId: number) => Promise<Pricer>;
      mail: MailService;
      publicUrl: () => string;
      companyName: (em: EntityManager) => Promise<string>;
    },
  ) {}

  async settings(em: EntityManager): Promise<WishlistSettingsView> {
    const row = await em.getRepository(WishlistSettings).findOneBy({ id: 1 });
    return { notifyOwners: row?.notifyOwners ?? false };
  }

  async updateSettings(em: EntityManager, input: WishlistSettingsView): Promise<WishlistSettingsView> {
    await em.getRepository(WishlistSettings).upsert({ id: 1, notifyOwners: input.notifyOwners }, ['id']);
    return this.settings(em);
  }

  /** Tells owners what changed of their wishlists' products (all of them, or those of `templateIds`). */
  async run(em: EntityManager, templateIds?: readonly number[]): Promise<number> {
    if (!(await this.settings(em)).notifyOwners) return 0;
    const lists = await em
      .getRepository(Wishlist)
      .find({ where: { userId: Not(IsNull()) }, select: { id: true, userId: true } });
    if (!lists.length) return 0;
    const ownerOf = new Map(lists.map((list) => [list.id, list.userId!]));
    const items = await em.getRepository(WishlistItem).find({
      where: {
        wishlistId: In([...ownerOf.keys()]),
        ...(templateIds ? { templateId: In([...templateIds]) } : {}),
      },
      order: { id: 'ASC' },
      take: BATCH,
    });
    if (!items.length) return 0;
    const owners = new Map(
      (
        await em
          .getRepository(User)
          .findBy({ id: In([...new Set(items.map((item) => ownerOf.get(item.wishlistId)!))]) })
      ).map((user) => [user.id, user]),
    );
    const cardOf = await this.cardsByOwner(em, items, ownerOf);
    let sent = 0;
    for (const item of items) {
      const userId = ownerOf.get(item.wishlistId)!;
      const card = cardOf(userId, item.templateId);
      const owner = owners.get(userId);
      if (!card || !owner) continue;
      const buyable = !card.outOfStock;
      if (
        buyable !== item.availableSeen &&
        (await this.flip(em, item, { availableSeen: buyable })) &&
        buyable
      ) {
        await this.queue(em, owner, 'back', card, item.priceSeen);
        sent += 1;
      }
      const seen = { priceSeen: card.shownPrice, currencySeen: card.shownCurrency };
      if (
        (card.shownPrice !== item.priceSeen || card.shownCurrency !== item.currencySeen) &&
        (await this.flip(em, item, seen)) &&
        // A price of another currency (their price list changed) is only remembered.
        card.shownCurrency === item.currencySeen &&
        card.shownPrice < item.priceSeen
      ) {
        await this.queue(em, owner, 'cheaper', card, item.priceSeen);
        sent += 1;
      }
    }
    return sent;
  }

  /**
   * Each owner's cards, priced by their account's price list (the list /shop/wishlist shows them
   * signed in): one read of the cards per price list.
   */
  private async cardsByOwner(
    em: EntityManager,
    items: readonly WishlistItem[],
    ownerOf: ReadonlyMap<number, number>,
  ): Promise<(userId: number, templateId: number) => PricedCard | undefined> {
    const listOf = new Map<number, number | null>();
    const groups = new Map<number | null, { pricer: Pricer; templateIds: Set<number> }>();
    for (const item of items) {
      const userId = ownerOf.get(item.wishlistId)!;
      if (!listOf.has(userId)) {
        const pricer = await this.deps.pricerOfAccount(em, userId);
        listOf.set(userId, pricer.pricelistId);
        if (!groups.has(pricer.pricelistId))
          groups.set(pricer.pricelistId, { pricer, templateIds: new Set() });
      }
      groups.get(listOf.get(userId)!)!.templateIds.add(item.templateId);
    }
    const cards = new Map<number | null, Map<number, PricedCard>>();
    for (const [pricelistId, { pricer, templateIds }] of groups) {
      const priced = await pricedCards(this.deps.catalog, em, [...templateIds], 'en_US', pricer);
      cards.set(pricelistId, new Map(priced.map((card) => [card.templateId, card])));
    }
    return (userId, templateId) => cards.get(listOf.get(userId)!)?.get(templateId);
  }

  /** What the owner knows now, if no other run changed it first. */
  private async flip(
    em: EntityManager,
    item: WishlistItem,
    change: { availableSeen: boolean } | { priceSeen: number; currencySeen: string },
  ): Promise<boolean> {
    const was =
      'availableSeen' in change
        ? { availableSeen: item.availableSeen }
        : { priceSeen: item.priceSeen, currencySeen: item.currencySeen ?? IsNull() };
    const result = await em.getRepository(WishlistItem).update({ id: item.id, ...was }, change);
    return result.affected === 1;
  }

  private async queue(
    em: EntityManager,
    owner: User,
    kind: 'back' | 'cheaper',
    card: PricedCard,
    priceSeen: number,
  ) {
    const lang: LangCode = owner.lang && isLangCode(owner.lang) ? owner.lang : 'en_US';
    const urlCode = languages.find((language) => language.code === lang)?.urlCode;
    const base = `${this.deps.publicUrl().replace(/\/+$/, '')}${urlCode ? `/${urlCode}` : ''}`;
    const company = await this.deps.companyName(em);
    const [name] = (await this.deps.catalog.cardsOf(em, [card.templateId], lang)).map((own) => own.name);
    const product = `${base}${card.url}`;
    const list = `${base}${WISHLIST_PATH}`;
    await this.deps.mail.queue(em, {
      to: owner.email,
      ...(kind === 'back'
        ? {
            subject: t(lang, 'wishlist.mail.ownerBackSubject'),
            text: t(lang, 'wishlist.mail.ownerBackBody', name ?? card.name, company, product, list),
          }
        : {
            subject: t(lang, 'wishlist.mail.priceDownSubject'),
            text: t(
              lang,
              'wishlist.mail.priceDownBody',
              name ?? card.name,
              company,
              priceView(card.shownPrice, card.shownCurrency, lang).formatted,
              priceView(priceSeen, card.shownCurrency, lang).formatted,
              product,
              list,
            ),
          }),
    });
  }
}
