import type { EntityManager } from 'typeorm';
import { rateMillionths } from '../../../../shared/pricelists/contract';
import {
  convert,
  ownCurrency,
  roundToStep,
  quote,
  RuleIndex,
  type CurrencyRate,
  type PriceItem,
  type Quote,
} from '../../../../shared/pricelists/pricing';
import { CACHE_SAFETY_EXPIRY_MS, type Clock, type EventBus } from '../../core/events';
import { Currency, Pricelist, PricelistAccount, PricelistRule } from './pricelist.entity';

declare module '../../core/events' {
  interface VitrineEvents {
    /** Price lists, their rules or currencies changed. */
    'pricelists.changed': Record<string, never>;
  }
}

/** A price list compiled for pricing: its rules indexed, its currency's rate at hand. */
export interface CompiledPricelist {
  id: number;
  name: string;
  currency: CurrencyRate;
  isDefault: boolean;
  selectable: boolean;
  /** Its currency is published (offered to visitors). */
  currencyPublished: boolean;
  countryCodes: ReadonlySet<string>;
  code: string;
  accountIds: ReadonlySet<number>;
  sequence: number;
  rules: RuleIndex;
}

/** Who asks for prices: what decides their price list. */
export interface Visitor {
  userId: number | null;
  /** ISO code from the address's geolocation; null when unknown. */
  countryCode: string | null;
  /** The price list the visitor chose (currency switcher) or got by a code, from their signed cookie. */
  chosenId: number | null;
  /** The chosen one came with its promo code. */
  byCode: boolean;
}

/** Every active price list, compiled; rebuilt after a write (never scanned per product). */
export interface PricelistSnapshot {
  shopCurrency: CurrencyRate;
  rates: ReadonlyMap<string, CurrencyRate>;
  /** Active, by sequence then id. */
  pricelists: readonly CompiledPricelist[];
  byId: ReadonlyMap<number, CompiledPricelist>;
}

/**
 * The price lists as pricing reads them, kept in memory between requests. A write publishes
 * `pricelists.changed`, which drops the snapshot at once and again after its transaction ends; a
 * load that overlapped a write is not kept (as CatalogCache does). The event is shared across processes
 * (a price changed on one is quoted by all), and the snapshot is read again after CACHE_SAFETY_EXPIRY_MS.
 */
export class PricelistBook {
  private snapshot: { value: PricelistSnapshot; expires: number } | null = null;
  private generation = 0;

  constructor(
    private readonly events: EventBus,
    private readonly shopCurrency: (em: EntityManager) => Promise<string>,
    private readonly now: Clock = Date.now,
  ) {
    events.share('pricelists.changed', { everything: {} });
    events.subscribe('pricelists.changed', () => this.drop(), { evenIfRolledBack: true });
    // The shop's currency is the company's (Settings): the snapshot converts from it.
    events.subscribe('company.changed', () => this.drop(), { evenIfRolledBack: true });
  }

  /** Call with the writing transaction's manager on every write of price lists or currencies. */
  changed(em: EntityManager) {
    this.events.publish(em, 'pricelists.changed', {});
    this.drop();
  }

  private drop() {
    this.generation += 1;
    this.snapshot = null;
  }

  async read(em: EntityManager): Promise<PricelistSnapshot> {
    if (this.snapshot && this.snapshot.expires > this.now()) return this.snapshot.value;
    const generation = this.generation;
    const loaded = await this.load(em);
    if (generation === this.generation && !this.events.isPending('pricelists.changed'))
      this.snapshot = { value: loaded, expires: this.now() + CACHE_SAFETY_EXPIRY_MS };
    return loaded;
  }

  private async load(em: EntityManager): Promise<PricelistSnapshot> {
    const shop = ownCurrency(await this.shopCurrency(em));
    const currencies = await em.getRepository(Currency).find();
    const rates = new Map<string, CurrencyRate>([[shop.code, shop]]);
    const published = new Set<string>([shop.code]);
    for (const currency of currencies) {
      if (currency.code === shop.code) continue;
      rates.set(currency.code, {
        code: currency.code,
        rate: rateMillionths(currency.rate),
        rounding: currency.rounding,
      });
      if (currency.published) published.add(currency.code);
    }
    const pricelists = await em.getRepository(Pricelist).find({
      where: { active: true },
      order: { sequence: 'ASC', id: 'ASC' },
    });
    const rules = await em.getRepository(PricelistRule).find({ order: { id: 'ASC' } });
    const accounts = await em.getRepository(PricelistAccount).find();
    const compiled = pricelists.map((pricelist): CompiledPricelist => {
      // A currency without a rate is the shop's former one (its currency was changed in Settings):
      // the list goes on in the shop's currency, as its prices did.
      const currency = rates.get(pricelist.currency) ?? shop;
      return {
        id: pricelist.id,
        name: pricelist.name,
        currency,
        isDefault: pricelist.isDefault,
        selectable: pricelist.selectable,
        currencyPublished: published.has(currency.code),
        countryCodes: new Set(pricelist.countryCodes),
        code: pricelist.code,
        accountIds: new Set(
          accounts.filter((row) => row.pricelistId === pricelist.id).map((row) => row.userId),
        ),
        sequence: pricelist.sequence,
        rules: new RuleIndex(
          rules
            .filter((rule) => rule.pricelistId === pricelist.id)
            .map((rule) => ({
              id: rule.id,
              scope: rule.scope,
              targetId: rule.targetId,
              minQuantity: rule.minQuantity,
              start: rule.start ? rule.start.getTime() : null,
              end: rule.end ? rule.end.getTime() : null,
              compute: rule.compute,
              fixedPrice: rule.fixedPrice,
              discount: rule.discount,
              surcharge: rule.surcharge,
              roundTo: rule.roundTo,
            })),
        ),
      };
    });
    return { shopCurrency: shop, rates, pricelists: compiled, byId: new Map(compiled.map((p) => [p.id, p])) };
  }
}

/**
 * The price lists offered to a visitor (the currency switcher's entries and what pricelist_id may
 * name): the default, their account's, their country's, the one whose code they typed, and every
 * selectable one in a published currency.
 */
export function offeredTo(snapshot: PricelistSnapshot, visitor: Visitor): CompiledPricelist[] {
  return snapshot.pricelists.filter(
    (pricelist) =>
      pricelist.isDefault ||
      (visitor.userId !== null && pricelist.accountIds.has(visitor.userId)) ||
      (visitor.countryCode !== null && pricelist.countryCodes.has(visitor.countryCode)) ||
      (visitor.byCode && pricelist.id === visitor.chosenId && pricelist.code !== '') ||
      (pricelist.selectable && pricelist.currencyPublished),
  );
}

/**
 * The visitor's price list (Odoo's order): the one they chose, while it is still offered to them;
 * else their account's; else their country's; else the default; null when the shop has none.
 */
export function pricelistOf(snapshot: PricelistSnapshot, visitor: Visitor): CompiledPricelist | null {
  const { pricelists } = snapshot;
  if (pricelists.length === 0) return null;
  if (visitor.chosenId !== null) {
    const chosen = offeredTo(snapshot, visitor).find((pricelist) => pricelist.id === visitor.chosenId);
    if (chosen) return chosen;
  }
  const { userId, countryCode } = visitor;
  return (
    (userId !== null ? pricelists.find((pricelist) => pricelist.accountIds.has(userId)) : undefined) ??
    (countryCode !== null
      ? pricelists.find((pricelist) => pricelist.countryCodes.has(countryCode))
      : undefined) ??
    pricelists.find((pricelist) => pricelist.isDefault) ??
    pricelists[0]!
  );
}

/** Prices in one price list (or the catalogue's own prices, without one). */
export class Pricer {
  constructor(
    readonly snapshot: PricelistSnapshot,
    readonly pricelist: CompiledPricelist | null,
    private readonly at: number = Date.now(),
  ) {}

  get pricelistId(): number | null {
    return this.pricelist?.id ?? null;
  }

  /** The currency prices come out in. */
  get currency(): string {
    return this.pricelist?.currency.code ?? this.snapshot.shopCurrency.code;
  }

  get usesCategories(): boolean {
    return this.pricelist?.rules.usesCategories ?? false;
  }

  quote(item: PriceItem): Quote {
    const from = this.snapshot.rates.get(item.currency) ?? this.snapshot.shopCurrency;
    if (!this.pricelist) return quote(item, null, from, this.at);
    return quote(item, this.pricelist, from, this.at);
  }

  /** The products and categories with a rule of their own for one unit now (RuleIndex.ownRuleTargets). */
  ownRuleTargets(): { templateIds: readonly number[]; categoryIds: readonly number[] } {
    return this.pricelist?.rules.ownRuleTargets(1, this.at) ?? { templateIds: [], categoryIds: [] };
  }

  /** An amount of the shop's currency (a shipping price, a coupon's fixed value) in this currency. */
  fromShopCurrency(amount: number): number {
    if (!this.pricelist) return amount;
    const to = this.pricelist.currency;
    return convertRounded(amount, this.snapshot.shopCurrency, to);
  }
}

const convertRounded = (amount: number, from: CurrencyRate, to: CurrencyRate) =>
  roundToStep(convert(amount, from, to), to.rounding);
