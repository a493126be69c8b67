import { In, Not, type EntityManager } from 'typeorm';
import {
  currencyInputSchema,
  pricelistInputSchema,
  pricelistMessages as messages,
  type Currencies,
  type Currency as CurrencyView,
  type CurrencyInput,
  type PricePreview,
  type Pricelist as PricelistView,
  type PricelistInput,
  type Rule,
} from '../../../../shared/pricelists/contract';
import { MissingError, ValidationError } from '../../core/errors';
import { User } from '../accounts';
import type { CatalogPricingReads } from '../catalog';
import { Pricer, type PricelistBook } from './pricelist-book';
import { Currency, Pricelist, PricelistAccount, PricelistRule } from './pricelist.entity';

/** The back office's side of price lists and currencies: every write drops the pricing snapshot. */
export class PricelistAdminService {
  constructor(
    private readonly deps: {
      book: PricelistBook;
      catalog: CatalogPricingReads;
      shopCurrency: (em: EntityManager) => Promise<string>;
    },
  ) {}

  // ----- Currencies ---------------------------------------------------------------------------

  async currencies(em: EntityManager): Promise<Currencies> {
    const shopCurrency = await this.deps.shopCurrency(em);
    const rows = await em.getRepository(Currency).find({ order: { code: 'ASC' } });
    return { shopCurrency, currencies: rows.filter((row) => row.code !== shopCurrency).map(currencyView) };
  }

  async saveCurrency(em: EntityManager, id: number | null, raw: CurrencyInput): Promise<CurrencyView> {
    const input = currencyInputSchema.parse(raw);
    if (input.code === (await this.deps.shopCurrency(em)))
      throw new ValidationError(messages.shopCurrency, { code: messages.shopCurrency });
    const repository = em.getRepository(Currency);
    const currency = id === null ? repository.create() : await repository.findOneBy({ id });
    if (!currency) throw new MissingError(messages.currencyMissing);
    const taken = await repository.findOneBy({ code: input.code, ...(id !== null ? { id: Not(id) } : {}) });
    if (taken)
      throw new ValidationError('This currency is already there.', {
        code: 'This currency is already there.',
      });
    if (id !== null && currency.code !== input.code && (await this.inUse(em, currency.code)))
      throw new ValidationError(messages.currencyInUse, { code: messages.currencyInUse });
    Object.assign(currency, input);
    this.deps.book.changed(em);
    return currencyView(await repository.save(currency));
  }

  async removeCurrency(em: EntityManager, id: number): Promise<void> {
    const currency = await em.getRepository(Currency).findOneBy({ id });
    if (!currency) throw new MissingError(messages.currencyMissing);
    if (await this.inUse(em, currency.code)) throw new ValidationError(messages.currencyInUse);
    await em.getRepository(Currency).delete({ id });
    this.deps.book.changed(em);
  }

  private inUse(em: EntityManager, code: string) {
    return em.getRepository(Pricelist).exists({ where: { currency: code } });
  }

  // ----- Price lists --------------------------------------------------------------------------

  async list(em: EntityManager): Promise<PricelistView[]> {
    const pricelists = await em.getRepository(Pricelist).find({ order: { sequence: 'ASC', id: 'ASC' } });
    return this.views(em, pricelists);
  }

  private async views(em: EntityManager, pricelists: Pricelist[]): Promise<PricelistView[]> {
    const ids = pricelists.map((pricelist) => pricelist.id);
    if (ids.length === 0) return [];
    const rules = await em
      .getRepository(PricelistRule)
      .find({ where: { pricelistId: In(ids) }, order: { minQuantity: 'ASC', id: 'ASC' } });
    const accounts = await em.getRepository(PricelistAccount).find({ where: { pricelistId: In(ids) } });
    const users = accounts.length
      ? await em.getRepository(User).find({
          select: { id: true, name: true, email: true },
          where: { id: In([...new Set(accounts.map((row) => row.userId))]) },
        })
      : [];
    const names = await this.deps.catalog.targetNames(em, {
      variant: rules.filter((rule) => rule.scope === 'variant').map((rule) => rule.targetId!),
      product: rules.filter((rule) => rule.scope === 'product').map((rule) => rule.targetId!),
      category: rules.filter((rule) => rule.scope === 'category').map((rule) => rule.targetId!),
    });
    return pricelists.map((pricelist) => ({
      id: pricelist.id,
      name: pricelist.name,
      currency: pricelist.currency,
      isDefault: pricelist.isDefault,
      selectable: pricelist.selectable,
      countryCodes: pricelist.countryCodes,
      code: pricelist.code,
      accounts: users
        .filter((user) => accounts.some((row) => row.pricelistId === pricelist.id && row.userId === user.id))
        .map((user) => ({ id: user.id, name: user.name, email: user.email })),
      sequence: pricelist.sequence,
      active: pricelist.active,
      rules: rules
        .filter((rule) => rule.pricelistId === pricelist.id)
        .map((rule): Rule => ({
          id: rule.id,
          scope: rule.scope,
          targetId: rule.targetId,
          targetName:
            rule.scope === 'all'
              ? 'All products'
              : (names[rule.scope].get(rule.targetId ?? 0) ?? `#${rule.targetId}`),
          minQuantity: rule.minQuantity,
          start: rule.start ? rule.start.toISOString() : null,
          end: rule.end ? rule.end.toISOString() : null,
          compute: rule.compute,
          fixedPrice: rule.fixedPrice,
          discount: rule.discount,
          surcharge: rule.surcharge,
          roundTo: rule.roundTo,
        })),
    }));
  }

  /** Creates or replaces a price list with its rules and accounts, in the caller's transaction. */
  async save(em: EntityManager, id: number | null, raw: PricelistInput): Promise<PricelistView> {
    const input = pricelistInputSchema.parse(raw);
    const repository = em.getRepository(Pricelist);
    const pricelist = id === null ? repository.create() : await repository.findOneBy({ id });
    if (!pricelist) throw new MissingError(messages.missing);
    await this.check(em, id, input);
    const first = (await repository.count()) === 0;
    if (pricelist.isDefault && !input.isDefault && id !== null)
      throw new ValidationError(messages.oneDefault, { isDefault: messages.oneDefault });
    if (input.isDefault) await repository.update({ isDefault: true }, { isDefault: false });
    const { rules, accountEmails, ...fields } = input;
    Object.assign(pricelist, fields, { isDefault: input.isDefault || first });
    const saved = await repository.save(pricelist);
    await em.getRepository(PricelistRule).delete({ pricelistId: saved.id });
    if (rules.length)
      // In chunks: SQLite takes at most 999 parameters a statement.
      for (let start = 0; start < rules.length; start += 50)
        await em.getRepository(PricelistRule).insert(
          rules.slice(start, start + 50).map((rule) => ({
            ...rule,
            targetId: rule.scope === 'all' ? null : rule.targetId,
            start: rule.start ? new Date(rule.start) : null,
            end: rule.end ? new Date(rule.end) : null,
            pricelistId: saved.id,
          })),
        );
    await em.getRepository(PricelistAccount).delete({ pricelistId: saved.id });
    for (const userId of await this.accountIdsOf(em, accountEmails))
      await em.getRepository(PricelistAccount).insert({ pricelistId: saved.id, userId });
    this.deps.book.changed(em);
    return (await this.views(em, [saved]))[0]!;
  }

  /** What the schema cannot see: the currency, the code, the accounts and the rules' targets exist. */
  private async check(
    em: EntityManager,
    id: number | null,
    input: ReturnType<typeof pricelistInputSchema.parse>,
  ) {
    const shop = await this.deps.shopCurrency(em);
    if (
      input.currency !== shop &&
      !(await em.getRepository(Currency).exists({ where: { code: input.currency } }))
    )
      throw new ValidationError(messages.currencyMissing, { currency: messages.currencyMissing });
    if (
      input.code &&
      (await em
        .getRepository(Pricelist)
        .exists({ where: { code: input.code, ...(id !== null ? { id: Not(id) } : {}) } }))
    )
      throw new ValidationError(messages.codeTaken, { code: messages.codeTaken });
    await this.accountIdsOf(em, input.accountEmails);
    const targets = (scope: 'variant' | 'product' | 'category') =>
      input.rules.filter((rule) => rule.scope === scope).map((rule) => rule.targetId!);
    const wanted = {
      variant: targets('variant'),
      product: targets('product'),
      category: targets('category'),
    };
    const names = await this.deps.catalog.targetNames(em, wanted);
    input.rules.forEach((rule, index) => {
      if (rule.scope !== 'all' && !names[rule.scope].has(rule.targetId!))
        throw new ValidationError(`Rule ${index + 1}: what it applies to does not exist.`, {
          [`rules.${index}.targetId`]: 'This does not exist.',
        });
    });
  }

  /** The accounts of these e-mails; one that has none is refused by name. */
  private async accountIdsOf(em: EntityManager, emails: readonly string[]): Promise<number[]> {
    const wanted = [...new Set(emails)];
    if (wanted.length === 0) return [];
    const users = await em
      .getRepository(User)
      .find({ select: { id: true, email: true }, where: { email: In(wanted) } });
    const missing = wanted.find((email) => !users.some((user) => user.email.toLowerCase() === email));
    if (missing) {
      const message = `No account has the e-mail ${missing}.`;
      throw new ValidationError(message, { accountEmails: message });
    }
    return users.map((user) => user.id);
  }

  async remove(em: EntityManager, id: number): Promise<void> {
    const repository = em.getRepository(Pricelist);
    const pricelist = await repository.findOneBy({ id });
    if (!pricelist) throw new MissingError(messages.missing);
    if (pricelist.isDefault && (await repository.count()) > 1) throw new ValidationError(messages.oneDefault);
    await repository.delete({ id });
    this.deps.book.changed(em);
  }

  /** A product's price under every active price list at `quantity`, now (the back office's preview). */
  async preview(em: EntityManager, templateId: number, quantity: number): Promise<PricePreview> {
    const snapshot = await this.deps.book.read(em);
    const rows: PricePreview = [];
    for (const pricelist of snapshot.pricelists) {
      const pricer = new Pricer(snapshot, pricelist);
      const item = await this.deps.catalog.templateItem(em, templateId, pricer, quantity);
      if (!item) throw new MissingError('This product does not exist.');
      const quoted = pricer.quote(item);
      rows.push({
        pricelistId: pricelist.id,
        pricelistName: pricelist.name,
        currency: quoted.currency,
        price: quoted.price,
        listPrice: quoted.listPrice,
        ruleId: quoted.ruleId,
      });
    }
    return rows;
  }
}

const currencyView = (row: Currency): CurrencyView => ({
  id: row.id,
  code: row.code,
  rate: row.rate,
  rounding: row.rounding,
  published: row.published,
});
