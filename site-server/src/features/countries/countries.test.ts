import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFieldsOf } from '../../../../shared/countries/contract';
import { startTestServer, TestClient, type TestServer } from '../../testing/test-server';
import { Country } from './country.entity';
import { CountryState } from './country-state.entity';
import { CountryService } from './country.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
}, 60_000);
afterAll(() => server?.close());

const countryId = async (code: string) =>
  (await server.dataSource.getRepository(Country).findOneByOrFail({ code })).id;

async function countryInfos(id: number | string, params: Record<string, unknown> = { mode: 'shipping' }) {
  return new TestClient(server.url).rpc(`/shop/country_infos/${id}`, params);
}

describe('countries and states', () => {
  it('holds every ISO 3166 country, and the states of those that have them', async () => {
    const countries = await server.dataSource.getRepository(Country).count();
    expect(countries).toBeGreaterThanOrEqual(249);
    const states = server.dataSource.getRepository(CountryState);
    expect(await states.countBy({ countryId: await countryId('US') })).toBeGreaterThanOrEqual(50);
    expect(await states.countBy({ countryId: await countryId('CA') })).toBe(13);
    expect(await states.countBy({ countryId: await countryId('FR') })).toBe(0);
  });

  it('is loaded once: a restart adds nothing twice', async () => {
    const before = await server.dataSource.getRepository(CountryState).count();
    await server.app.transaction((em) => new CountryService().ensureLoaded(em));
    expect(await server.dataSource.getRepository(CountryState).count()).toBe(before);
  });
});

describe('POST /shop/country_infos/{country_id}', () => {
  it('answers the states and the address fields in the order the country writes them', async () => {
    const us = await countryInfos(await countryId('US'));
    const result = us.body.result as {
      states: Array<{ id: number; name: string; code: string }>;
      fields: string[];
    };
    expect(result.fields).toEqual(['street', 'street2', 'city', 'state_id', 'zip']);
    expect(result.states).toContainEqual({ id: expect.any(Number), name: 'California', code: 'CA' });
    const names = result.states.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const fr = (await countryInfos(await countryId('FR'))).body.result;
    expect(fr).toEqual({ states: [], fields: ['street', 'street2', 'zip', 'city'] });
    const gb = (await countryInfos(await countryId('GB'))).body.result;
    expect(gb).toEqual({ states: [], fields: ['street', 'street2', 'city', 'zip'] });
  });

  it('refuses an unknown country and a bad mode', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const answer = await countryInfos(id);
      expect(answer.body.error?.data).toEqual({
        name: 'MissingError',
        message: 'This country does not exist.',
      });
    }
    const badMode = await countryInfos(await countryId('US'), { mode: 'teleport' });
    expect(badMode.body.error?.data.name).toBe('ValidationError');
  });
});

describe('addressFieldsOf', () => {
  it.each([
    ['%N%n%O%n%A%n%C, %S %Z', ['street', 'street2', 'city', 'state_id', 'zip']],
    ['%O%n%N%n%A%n%Z %C', ['street', 'street2', 'zip', 'city']],
    ['%N%n%O%n%A, %S%n%Z', ['street', 'street2', 'city', 'state_id', 'zip']],
    ['%N%n%O%n%C', ['street', 'street2', 'city']],
  ])('reads %j', (format, fields) => {
    expect(addressFieldsOf(format)).toEqual(fields);
  });
});
