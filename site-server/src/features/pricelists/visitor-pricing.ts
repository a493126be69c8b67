import { createHmac } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import type { EntityManager } from 'typeorm';
import { PRICELIST_COOKIE, pricelistMessages } from '../../../../shared/pricelists/contract';
import type { GeoService } from '../../core/geo';
import { ValidationError } from '../../core/errors';
import { sameToken } from '../../core/security/access-token';
import { offeredTo, pricelistOf, Pricer, type PricelistBook, type Visitor } from './pricelist-book';

/** The visitor's choice in their cookie: `<id>.<1 when by code>.<signature>`. */
interface Choice {
  id: number;
  byCode: boolean;
}

/**
 * Which price list prices a request: the visitor's choice (a signed cookie: the server set it), their
 * account's, their country's (from the address, offline), else the default.
 */
export class VisitorPricing {
  private readonly resolved = new WeakMap<Request, Pricer>();

  constructor(private readonly deps: { book: PricelistBook; geo: GeoService; secret: string }) {}

  private sign(value: string) {
    return createHmac('sha256', this.deps.secret)
      .update(`pricelist:${value}`)
      .digest('base64url')
      .slice(0, 32);
  }

  private choiceOf(req: Request): Choice | null {
    const raw: unknown = req.cookies?.[PRICELIST_COOKIE];
    if (typeof raw !== 'string') return null;
    const match = /^(\d{1,10})\.([01])\.([\w-]{32})$/.exec(raw);
    if (!match || !sameToken(match[3], this.sign(`${match[1]}.${match[2]}`))) return null;
    return { id: Number(match[1]), byCode: match[2] === '1' };
  }

  visitorOf(req: Request): Visitor {
    const choice = this.choiceOf(req);
    return {
      userId: req.vitrine.user?.id ?? null,
      countryCode: this.deps.geo.countryOf(req.ip),
      chosenId: choice?.id ?? null,
      byCode: choice?.byCode ?? false,
    };
  }

  /**
   * The request's pricer. `asked` (a pricelist_id of SPEC §7) must be one offered to the visitor:
   * another is refused with a clear message rather than silently ignored.
   */
  async forRequest(req: Request, em: EntityManager, asked?: number | false): Promise<Pricer> {
    const snapshot = await this.deps.book.read(em);
    const visitor = this.visitorOf(req);
    if (asked) {
      const offered = offeredTo(snapshot, visitor).find((pricelist) => pricelist.id === asked);
      if (!offered)
        throw new ValidationError(pricelistMessages.notOffered, {
          pricelist_id: pricelistMessages.notOffered,
        });
      return new Pricer(snapshot, offered);
    }
    const known = this.resolved.get(req);
    if (known && known.snapshot === snapshot) return known;
    const pricer = new Pricer(snapshot, pricelistOf(snapshot, visitor));
    this.resolved.set(req, pricer);
    return pricer;
  }

  /**
   * What of the visitor's pricing a page shows (the page cache's variant): their price list and the
   * ones they may switch to; '' when that is what a visitor from nowhere, signed out, gets.
   */
  async pageVariant(req: Request, em: EntityManager): Promise<string> {
    const snapshot = await this.deps.book.read(em);
    const describe = (visitor: Visitor) =>
      `${pricelistOf(snapshot, visitor)?.id ?? ''}:${offeredTo(snapshot, visitor)
        .map((pricelist) => pricelist.id)
        .join(',')}`;
    const mine = describe(this.visitorOf(req));
    const anyone = describe({ userId: null, countryCode: null, chosenId: null, byCode: false });
    return mine === anyone ? '' : `pricelist=${mine}`;
  }

  /** The price lists the visitor may switch between (the currency switcher). */
  async choicesOf(req: Request, em: EntityManager) {
    const snapshot = await this.deps.book.read(em);
    const visitor = this.visitorOf(req);
    const current = pricelistOf(snapshot, visitor);
    return offeredTo(snapshot, visitor).map((pricelist) => ({
      id: pricelist.id,
      name: pricelist.name,
      currency: pricelist.currency.code,
      current: pricelist.id === current?.id,
    }));
  }

  /**
   * Makes `pricelistId` the visitor's (the switcher, or a promo code when `byCode`): refused unless
   * it is offered to them, or it is a price list with a code and they typed it.
   */
  async choose(req: Request, res: Response, em: EntityManager, pricelistId: number, byCode = false) {
    const snapshot = await this.deps.book.read(em);
    const visitor = { ...this.visitorOf(req), chosenId: pricelistId, byCode };
    const offered = offeredTo(snapshot, visitor).some((pricelist) => pricelist.id === pricelistId);
    if (!offered) throw new ValidationError(pricelistMessages.notOffered);
    const value = `${pricelistId}.${byCode ? 1 : 0}`;
    res.cookie(PRICELIST_COOKIE, `${value}.${this.sign(value)}`, this.cookieOptions(req));
    // The rest of this request prices with it too.
    req.cookies = { ...(req.cookies ?? {}), [PRICELIST_COOKIE]: `${value}.${this.sign(value)}` };
    this.resolved.delete(req);
  }

  /** The active price list whose promo code is `typed` (upper-cased), or null. */
  async byCode(em: EntityManager, typed: string) {
    const code = typed.trim().toUpperCase();
    if (!code) return null;
    const snapshot = await this.deps.book.read(em);
    return snapshot.pricelists.find((pricelist) => pricelist.code === code) ?? null;
  }

  private cookieOptions(req: Request): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.vitrine.secure,
      path: '/',
      maxAge: 90 * 24 * 3600 * 1000,
    };
  }
}
