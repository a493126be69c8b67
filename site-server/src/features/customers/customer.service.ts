import { In, type EntityManager } from 'typeorm';
import {
  addressInputSchema,
  type AddressChoices,
  type AddressInput,
  type AddressKind,
  type AddressProblem,
  type AddressView,
} from '../../../../shared/customers/contract';
import type { LangCode } from '../../../../shared/i18n';
import { MissingError } from '../../core/errors';
import type { CountryService } from '../countries';
import { isContactEmailChange } from './contact-email';
import { CustomerAddress } from './customer-address.entity';
import { Customer } from './customer.entity';

/** An address refused, with what is wrong per field (the site translates the codes). */
export class AddressProblems extends Error {
  constructor(readonly fields: Partial<Record<keyof AddressInput | 'company', AddressProblem>>) {
    super('The address is not complete.');
  }
}

/** A refused address's fields as far as they can be read (texts trimmed, ids as numbers or null). */
function readable(raw: unknown): AddressInput {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof source[name] === 'string' ? (source[name] as string).trim() : '');
  const id = (name: string) => (/^\d{1,10}$/.test(text(name)) ? Number(text(name)) : null);
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    street2: text('street2'),
    city: text('city'),
    zip: text('zip'),
    state_id: id('state_id'),
    country_id: id('country_id'),
  };
}

/** The parts of Google's format letters an address field stands for. */
const PART_FIELDS: Record<string, keyof AddressInput> = { A: 'street', C: 'city', S: 'state_id', Z: 'zip' };

/** Customers and their addresses, each address checked against its country's rules. */
export class CustomerService {
  constructor(private readonly countries: CountryService) {}

  /** The customer of a signed-in user, made on first need from the account's name and e-mail. */
  async forUser(em: EntityManager, user: { id: number; name: string; email: string }): Promise<Customer> {
    const found = await em.getRepository(Customer).findOneBy({ userId: user.id });
    if (found) return found;
    return em
      .getRepository(Customer)
      .save({ userId: user.id, name: user.name, email: user.email, phone: '' });
  }

  /** A customer without an account (a quotation for someone who never signed up). */
  guest(em: EntityManager, person: { name: string; email: string }): Promise<Customer> {
    return em
      .getRepository(Customer)
      .save({ userId: null, name: person.name, email: person.email, phone: '', company: '' });
  }

  async get(em: EntityManager, customerId: number): Promise<Customer> {
    const customer = await em.getRepository(Customer).findOneBy({ id: customerId });
    if (!customer) throw new MissingError('This customer does not exist.');
    return customer;
  }

  /**
   * Checks a posted address: its fields (schema), its country, the parts the country requires, the
   * state (one of the country's, required when it has states) and the postal code's pattern.
   */
  async check(em: EntityManager, raw: unknown): Promise<AddressInput> {
    const parsed = addressInputSchema.safeParse(raw);
    const problems: Partial<Record<keyof AddressInput, AddressProblem>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof AddressInput;
        problems[field] ??= (issue.message as AddressProblem) ?? 'required';
      }
    // The country's rules are checked too, on what could be read, so every problem shows at once.
    const input = parsed.success ? parsed.data : readable(raw);
    const country =
      input.country_id === null ? null : await this.countries.get(em, input.country_id).catch(() => null);
    if (!country) problems.country_id ??= input.country_id === null ? 'required' : 'unknownCountry';
    else {
      for (const part of country.country.requiredParts) {
        const field = PART_FIELDS[part];
        if (field && field !== 'state_id' && !input[field]) problems[field] ??= 'required';
      }
      if (country.states.length) {
        if (input.state_id === null) problems.state_id ??= 'required';
        else if (!country.states.some((state) => state.id === input.state_id))
          problems.state_id ??= 'unknownState';
      } else input.state_id = null;
      const zip = country.country.zipPattern;
      if (input.zip && zip && !new RegExp(`^(?:${zip})$`, 'i').test(input.zip)) problems.zip ??= 'invalidZip';
    }
    if (!input.street) problems.street ??= 'required';
    if (Object.keys(problems).length) throw new AddressProblems(problems);
    return input;
  }

  /** Saves a checked address as the customer's `kind` address: updates `addressId` (theirs), else adds one. */
  async saveAddress(
    em: EntityManager,
    customer: Customer,
    kind: AddressKind,
    input: AddressInput,
    addressId: number | null = null,
  ): Promise<CustomerAddress> {
    const repository = em.getRepository(CustomerAddress);
    const existing = addressId
      ? await repository.findOneBy({ id: addressId, customerId: customer.id })
      : null;
    const address = existing ?? repository.create({ customerId: customer.id, kind });
    Object.assign(address, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      street: input.street,
      street2: input.street2,
      city: input.city,
      zip: input.zip,
      stateId: input.state_id,
      countryId: input.country_id!,
    });
    return repository.save(address);
  }

  /** The countries an address form offers, the one it starts with, and the infos of those it shows first. */
  async addressChoices(
    em: EntityManager,
    lang: LangCode,
    companyCountryCode: string | null,
    shownCountryIds: ReadonlyArray<number | null | undefined> = [],
  ): Promise<AddressChoices> {
    const list = await this.countries.list(em, lang);
    const defaultCountryId =
      (companyCountryCode ? (await this.countries.byCode(em, companyCountryCode))?.country.id : undefined) ??
      list[0]!.id;
    const infos: AddressChoices['infos'] = {};
    for (const id of new Set([defaultCountryId, ...shownCountryIds]))
      if (id) infos[id] = await this.countries.info(em, id);
    return { countries: list, defaultCountryId, infos };
  }

  /** The portal's account page: the customer's details and their address (the latest billing one). */
  async account(em: EntityManager, user: { id: number; name: string; email: string }, lang: LangCode) {
    const customer = await this.forUser(em, user);
    const { billing } = await this.latestAddresses(em, user.id, lang);
    return { customer, address: billing };
  }

  /**
   * Saves the account page: the address is checked as the checkout checks one, the company's length
   * too; every problem comes back at once (AddressProblems) and nothing is saved then. The customer's
   * name and phone follow the address; a new e-mail is not saved but answered as `requestedEmail`, to
   * be confirmed by its address (contact-email.ts); the sign-in e-mail does not change.
   */
  async saveAccount(
    em: EntityManager,
    user: { id: number; name: string; email: string },
    raw: Record<string, string>,
  ): Promise<{ customer: Customer; requestedEmail: string | null }> {
    const company = (raw.company ?? '').trim();
    let input: AddressInput | null = null;
    let problems: AddressProblems['fields'] = {};
    try {
      input = await this.check(em, raw);
    } catch (error) {
      if (!(error instanceof AddressProblems)) throw error;
      problems = { ...error.fields };
    }
    if (company.length > 200) problems.company = 'tooLong';
    if (!input || Object.keys(problems).length) throw new AddressProblems(problems);
    const customer = await this.forUser(em, user);
    const requestedEmail = isContactEmailChange(customer.email, input.email) ? input.email : null;
    const email = requestedEmail ? customer.email : input.email;
    await em
      .getRepository(Customer)
      .update({ id: customer.id }, { name: input.name, email, phone: input.phone, company });
    const latest = await em
      .getRepository(CustomerAddress)
      .findOne({ where: { customerId: customer.id, kind: 'billing' }, order: { id: 'DESC' } });
    await this.saveAddress(em, customer, 'billing', { ...input, email }, latest?.id ?? null);
    return { customer: { ...customer, name: input.name, email }, requestedEmail };
  }

  /** A signed-in customer's latest billing and shipping addresses, to start their next checkout with. */
  async latestAddresses(
    em: EntityManager,
    userId: number,
    lang: LangCode,
  ): Promise<{ billing: AddressView | null; shipping: AddressView | null }> {
    const customer = await em.getRepository(Customer).findOneBy({ userId });
    if (!customer) return { billing: null, shipping: null };
    const latest = async (kind: AddressKind) => {
      const address = await em
        .getRepository(CustomerAddress)
        .findOne({ where: { customerId: customer.id, kind }, order: { id: 'DESC' } });
      return address ? this.view(em, address, lang) : null;
    };
    return { billing: await latest('billing'), shipping: await latest('shipping') };
  }

  /** Every address the customer used, newest first, each place once (the same name and lines). */
  async addressesOf(em: EntityManager, customerId: number, lang: LangCode): Promise<AddressView[]> {
    const rows = await em
      .getRepository(CustomerAddress)
      .find({ where: { customerId }, order: { id: 'DESC' }, take: 50 });
    const seen = new Set<string>();
    const views: AddressView[] = [];
    for (const row of rows) {
      const view = await this.view(em, row, lang);
      const key = [view.name, ...view.lines].join('\n');
      if (seen.has(key)) continue;
      seen.add(key);
      views.push(view);
    }
    return views;
  }

  /** Gives `addressIds` of one customer to another (a guest's checkout continued by an account). */
  async moveAddresses(em: EntityManager, fromCustomerId: number, toCustomerId: number, addressIds: number[]) {
    if (!addressIds.length) return;
    await em
      .getRepository(CustomerAddress)
      .update({ customerId: fromCustomerId, id: In(addressIds) }, { customerId: toCustomerId });
  }

  async address(em: EntityManager, customerId: number, addressId: number): Promise<CustomerAddress | null> {
    return em.getRepository(CustomerAddress).findOneBy({ id: addressId, customerId });
  }

  /** An address as pages show it, its lines in the order its country writes them. */
  async view(em: EntityManager, address: CustomerAddress, lang: LangCode): Promise<AddressView> {
    const { country, states } = await this.countries.get(em, address.countryId);
    const stateName = states.find((state) => state.id === address.stateId)?.name ?? '';
    const countryName = this.countries.name(country.code, lang);
    const parts: Record<string, string> = {
      A: [address.street, address.street2].filter(Boolean).join(', '),
      C: address.city,
      S: stateName,
      Z: address.zip,
    };
    const lines = country.addressFormat
      .split('%n')
      .map((line) =>
        line
          .replace(/%([A-Z])/g, (_all, part: string) => parts[part] ?? '')
          .replace(/^[\s,]+|[\s,]+$/g, '')
          .replace(/\s{2,}/g, ' '),
      )
      .filter(Boolean);
    return {
      id: address.id,
      kind: address.kind,
      name: address.name,
      email: address.email,
      phone: address.phone,
      street: address.street,
      street2: address.street2,
      city: address.city,
      zip: address.zip,
      stateId: address.stateId,
      stateName,
      countryId: address.countryId,
      countryName,
      lines: [...lines, countryName],
    };
  }
}
