import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { priceView } from '../../../../shared/catalog/price-view';
import { isLangCode, languages, t, type LangCode } from '../../../../shared/i18n';
import { WISHLIST_PATH } from '../../../../shared/wishlists/paths';
import type { WishlistSettingsView } from '../../../../shared/wishlists/contract';
import type { MailService } from '../../core/mail';
import { User } from '../accounts';
import type { CatalogService } from '../catalog';
import { Wishlist, WishlistItem, WishlistSettings } from './wishlist.entity';

/** Items looked at per run (the next run takes the rest: runs come with each catalog change and every 15 minutes). */
const BATCH = 2000;

/**
 * The owners' optional notices (a setting, off by default): a customer's wishlisted product that is back
 * in stock, or costs less than when they last heard of it. Each item remembers what its owner last knew
 * (`availableSeen`, `priceSeen`), changed by a conditional update in the transaction that queues the
 * mail: a run twice, or two runs at once, tell it once.
 */
export class OwnerNotices {
  constructor(
    private readonly deps: {
      catalog: CatalogService;
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
    const cards = new Map(
      (await this.deps.catalog.cardsOf(em, [...new Set(items.map((item) => item.templateId))], 'en_US')).map(
        (card) => [card.templateId, card],
      ),
    );
    const owners = new Map(
      (await em.getRepository(User).findBy({ id: In([...new Set(ownerOf.values())]) })).map((user) => [
        user.id,
        user,
      ]),
    );
    let sent = 0;
    for (const item of items) {
      const card = cards.get(item.templateId);
      const owner = owners.get(ownerOf.get(item.wishlistId)!);
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
      if (
        card.catalogPrice !== item.priceSeen &&
        (await this.flip(em, item, { priceSeen: card.catalogPrice }))
      )
        if (card.catalogPrice < item.priceSeen) {
          await this.queue(em, owner, 'cheaper', card, item.priceSeen);
          sent += 1;
        }
    }
    return sent;
  }

  /** What the owner knows now, if no other run changed it first. */
  private async flip(
    em: EntityManager,
    item: WishlistItem,
    change: { availableSeen: boolean } | { priceSeen: number },
  ): Promise<boolean> {
    const was =
      'availableSeen' in change ? { availableSeen: item.availableSeen } : { priceSeen: item.priceSeen };
    const result = await em.getRepository(WishlistItem).update({ id: item.id, ...was }, change);
    return result.affected === 1;
  }

  private async queue(
    em: EntityManager,
    owner: User,
    kind: 'back' | 'cheaper',
    card: Awaited<ReturnType<CatalogService['cardsOf']>>[number],
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
              priceView(card.catalogPrice, card.currency, lang).formatted,
              priceView(priceSeen, card.currency, lang).formatted,
              product,
              list,
            ),
          }),
    });
  }
}
