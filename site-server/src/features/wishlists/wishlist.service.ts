import type { EntityManager } from 'typeorm';
import { lockName, lockRows } from '../../core/db/locks';
import { hmac, newAccessToken, sameToken, tokenHash } from '../../core/security/access-token';
import { MAX_WISHLIST_ITEMS } from '../../../../shared/wishlists/paths';
import type { WishlistOwner } from './wishlist-cookie';
import { Wishlist, WishlistItem } from './wishlist.entity';

/** What the owner saw of a product when adding it: its price in their price list, whether it could be bought. */
export interface ItemSeen {
  priceSeen: number;
  currencySeen: string | null;
  availableSeen: boolean;
}

/** What a change of the list did, and the cookie it gave a new visitor's list. */
export interface WishlistChange {
  wishlisted: boolean;
  count: number;
  issuedToken: string | null;
}

/**
 * The wishlists: a visitor's (named by the cookie) and a customer's (by their user id). A visitor who
 * signs in has their list joined to the account's on their next request (`joinIfNeeded`): the lazy
 * way the cart merges, which covers every way of signing in.
 */
export class WishlistService {
  constructor(private readonly shareSecret: string) {}

  /** The owner's list, without writing anything; null when they have none. */
  async peek(em: EntityManager, owner: WishlistOwner): Promise<Wishlist | null> {
    const repository = em.getRepository(Wishlist);
    if (owner.userId !== null) return repository.findOneBy({ userId: owner.userId });
    if (!owner.token) return null;
    return repository.findOneBy({ tokenHash: tokenHash(owner.token) });
  }

  /** Signed in with a visitor's list still in the cookie: it must join the account's. */
  async needsJoin(em: EntityManager, owner: WishlistOwner): Promise<boolean> {
    if (owner.userId === null || !owner.token) return false;
    return em.getRepository(Wishlist).existsBy({ tokenHash: tokenHash(owner.token) });
  }

  /**
   * Moves the cookie's list into the account's: each product once (an insert that ignores a product
   * already there), then the visitor's list goes. Its row is locked first, so two requests joining at
   * once join it once.
   */
  async joinIfNeeded(em: EntityManager, owner: WishlistOwner): Promise<void> {
    if (owner.userId === null || !owner.token) return;
    const visitors = await em.getRepository(Wishlist).findOneBy({ tokenHash: tokenHash(owner.token) });
    if (!visitors) return;
    await lockRows(em, 'wishlist', [visitors.id]);
    const items = await em
      .getRepository(WishlistItem)
      .find({ where: { wishlistId: visitors.id }, order: { id: 'ASC' } });
    if (!(await em.getRepository(Wishlist).existsBy({ id: visitors.id }))) return;
    const own = await this.ensureUsersList(em, owner.userId);
    for (const item of items)
      await this.insertItem(em, own.id, item.templateId, {
        priceSeen: item.priceSeen,
        currencySeen: item.currencySeen,
        availableSeen: item.availableSeen,
      });
    await em.getRepository(Wishlist).delete({ id: visitors.id });
  }

  /** The owner's list, made when missing (a visitor's with a new cookie token). */
  private async ensure(
    em: EntityManager,
    owner: WishlistOwner,
  ): Promise<{ list: Wishlist; issuedToken: string | null }> {
    if (owner.userId !== null) {
      await this.joinIfNeeded(em, owner);
      return { list: await this.ensureUsersList(em, owner.userId), issuedToken: null };
    }
    const found = await this.peek(em, owner);
    if (found) return { list: found, issuedToken: null };
    const token = newAccessToken(18);
    const list = await em
      .getRepository(Wishlist)
      .save(em.getRepository(Wishlist).create({ tokenHash: tokenHash(token), userId: null }));
    return { list, issuedToken: token };
  }

  private async ensureUsersList(em: EntityManager, userId: number): Promise<Wishlist> {
    // Two first wishes at once make one list.
    await lockName(em, 'wishlist', userId);
    const repository = em.getRepository(Wishlist);
    return (
      (await repository.findOneBy({ userId })) ??
      (await repository.save(repository.create({ userId, tokenHash: null })))
    );
  }

  private async insertItem(em: EntityManager, wishlistId: number, templateId: number, seen: ItemSeen) {
    await em
      .createQueryBuilder()
      .insert()
      .into(WishlistItem)
      .values({ wishlistId, templateId, ...seen })
      .orIgnore()
      .execute();
  }

  /** Adds (wanted) or removes a product; `seen` is what the owner sees of it now. */
  async set(
    em: EntityManager,
    owner: WishlistOwner,
    change: { templateId: number; wanted: boolean; seen: ItemSeen },
  ): Promise<WishlistChange> {
    if (!change.wanted) {
      const list = await this.peek(em, owner);
      if (list)
        await em.getRepository(WishlistItem).delete({ wishlistId: list.id, templateId: change.templateId });
      return { wishlisted: false, count: list ? await this.count(em, list) : 0, issuedToken: null };
    }
    const { list, issuedToken } = await this.ensure(em, owner);
    const count = await this.count(em, list);
    if (count >= MAX_WISHLIST_ITEMS && !(await this.holds(em, list, change.templateId)))
      return { wishlisted: false, count, issuedToken };
    await this.insertItem(em, list.id, change.templateId, change.seen);
    return { wishlisted: true, count: await this.count(em, list), issuedToken };
  }

  private holds(em: EntityManager, list: Wishlist, templateId: number) {
    return em.getRepository(WishlistItem).existsBy({ wishlistId: list.id, templateId });
  }

  count(em: EntityManager, list: Wishlist | null): Promise<number> {
    return list ? em.getRepository(WishlistItem).countBy({ wishlistId: list.id }) : Promise.resolve(0);
  }

  /** The list's products, the latest wish first. */
  async templateIds(em: EntityManager, list: Wishlist | null): Promise<number[]> {
    if (!list) return [];
    const items = await em.getRepository(WishlistItem).find({
      where: { wishlistId: list.id },
      order: { id: 'DESC' },
      select: { templateId: true, id: true },
    });
    return items.map((item) => item.templateId);
  }

  /** The read-only share link's token: the list's id and its signature. */
  shareToken(list: Wishlist): string {
    return `${list.id}.${this.signature(list.id)}`;
  }

  /** The list a share token names, or null for a forged, altered or stale one. */
  async shared(em: EntityManager, token: string): Promise<Wishlist | null> {
    const match = /^(\d{1,9})\.([\w-]{43})$/.exec(token);
    if (!match || !sameToken(match[2], this.signature(Number(match[1])))) return null;
    return em.getRepository(Wishlist).findOneBy({ id: Number(match[1]) });
  }

  private signature(id: number): string {
    return hmac(this.shareSecret, `wishlist-share:${id}`);
  }
}
