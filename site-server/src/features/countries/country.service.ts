import { In, type EntityManager } from 'typeorm';
import {
  addressFieldsOf,
  type CountryInfoResult,
  type CountryStateView,
  type CountryView,
} from '../../../../shared/countries/contract';
import type { LangCode } from '../../../../shared/i18n';
import { MissingError } from '../../core/errors';
import { countryDataset } from './country-data';
import { CountryState } from './country-state.entity';
import { Country } from './country.entity';

export const UNKNOWN_COUNTRY = 'This country does not exist.';

interface LoadedCountry {
  country: Country;
  /** By name, as the state select lists them. */
  states: CountryState[];
}

/**
 * Countries and their states: loaded from the dataset into the database at start (ids stay the same
 * for the addresses that name them), then kept in memory, as they never change while running.
 */
export class CountryService {
  private byId: Map<number, LoadedCountry> | null = null;
  private readonly names = new Map<string, Intl.DisplayNames>();

  /** Adds the countries and states the database lacks (all of them on a new database). */
  async ensureLoaded(em: EntityManager): Promise<void> {
    const dataset = countryDataset();
    const known = new Set(
      (await em.getRepository(Country).find({ select: { code: true } })).map((c) => c.code),
    );
    const missing = dataset.filter((record) => !known.has(record.code));
    if (missing.length) {
      for (let at = 0; at < missing.length; at += 100)
        await em
          .getRepository(Country)
          .insert(missing.slice(at, at + 100).map(({ states: _states, ...country }) => country));
      const ids = new Map(
        (await em.getRepository(Country).findBy({ code: In(missing.map((record) => record.code)) })).map(
          (c) => [c.code, c.id],
        ),
      );
      const states = missing.flatMap((record) =>
        record.states.map((state) => ({ ...state, countryId: ids.get(record.code)! })),
      );
      for (let at = 0; at < states.length; at += 200)
        await em.getRepository(CountryState).insert(states.slice(at, at + 200));
    }
    this.byId = null;
  }

  /** Every country, sorted by its name in `lang`. */
  async list(em: EntityManager, lang: LangCode): Promise<CountryView[]> {
    const loaded = await this.loaded(em);
    const collator = new Intl.Collator(lang.replace('_', '-'));
    return [...loaded.values()]
      .map(({ country }) => ({ id: country.id, code: country.code, name: this.name(country.code, lang) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }

  async get(em: EntityManager, countryId: number): Promise<LoadedCountry> {
    const found = (await this.loaded(em)).get(countryId);
    if (!found) throw new MissingError(UNKNOWN_COUNTRY);
    return found;
  }

  async byCode(em: EntityManager, code: string): Promise<LoadedCountry | null> {
    for (const loaded of (await this.loaded(em)).values()) if (loaded.country.code === code) return loaded;
    return null;
  }

  /** SPEC §3: the country's states and its address fields in order. */
  async info(em: EntityManager, countryId: number): Promise<CountryInfoResult> {
    const { country, states } = await this.get(em, countryId);
    const fields = addressFieldsOf(country.addressFormat);
    return {
      states: states.map((state): CountryStateView => ({ id: state.id, name: state.name, code: state.code })),
      fields: states.length ? fields : fields.filter((field) => field !== 'state_id'),
    };
  }

  /** The country's name in `lang` (Intl's CLDR names: every ISO code, every language Node knows). */
  name(code: string, lang: LangCode): string {
    let names = this.names.get(lang);
    if (!names) {
      names = new Intl.DisplayNames([lang.replace('_', '-'), 'en'], { type: 'region', fallback: 'code' });
      this.names.set(lang, names);
    }
    return names.of(code) ?? code;
  }

  private async loaded(em: EntityManager): Promise<Map<number, LoadedCountry>> {
    if (this.byId) return this.byId;
    const countries = await em.getRepository(Country).find();
    const states = await em.getRepository(CountryState).find({ order: { name: 'ASC' } });
    const byId = new Map(countries.map((country) => [country.id, { country, states: [] as CountryState[] }]));
    for (const state of states) byId.get(state.countryId)?.states.push(state);
    this.byId = byId;
    return byId;
  }
}
