import { describe, expect, it } from 'vitest';
import {
  companySwitchParamsSchema,
  outboxListQuerySchema,
  settingsInputSchema,
  userCreateInputSchema,
  userListQuerySchema,
} from './admin';

const validSettings = {
  name: 'Demo Shop',
  email: '',
  phone: '',
  street: '',
  city: '',
  zip: '',
  countryCode: 'us',
  currency: 'eur',
  defaultLang: 'en_US',
  languages: ['en_US', 'fr_FR'],
};

function fieldMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('back-office contract', () => {
  it('normalises settings codes and refuses a default language that is not active', () => {
    expect(settingsInputSchema.parse(validSettings)).toMatchObject({ countryCode: 'US', currency: 'EUR' });
    const wrong = settingsInputSchema.safeParse({ ...validSettings, currency: 'EU1', defaultLang: 'es_ES' });
    expect(fieldMessages(wrong)).toEqual({
      currency: 'Use a three-letter currency code (ISO 4217), such as USD or EUR.',
      defaultLang: 'The default language must be one of the active languages.',
    });
    expect(fieldMessages(settingsInputSchema.safeParse({ ...validSettings, languages: [] }))).toHaveProperty(
      'languages',
      'Choose at least one language.',
    );
  });

  it('lower-cases user e-mails and names each bad field', () => {
    const created = userCreateInputSchema.parse({
      email: ' Clerk@Example.COM ',
      name: 'Clerk',
      role: 'sales',
      companyIds: [1],
    });
    expect(created.email).toBe('clerk@example.com');
    expect(created.password).toBeUndefined();
    const refused = userCreateInputSchema.safeParse({
      email: 'nope',
      name: ' ',
      role: 'root',
      companyIds: [],
    });
    expect(Object.keys(fieldMessages(refused)).sort()).toEqual(['companyIds', 'email', 'name', 'role']);
    expect(fieldMessages(refused).email).toBe('Please enter a valid e-mail address.');
  });

  it('reads list queries from the URL: empty values mean "all" and the first page', () => {
    expect(userListQuerySchema.parse({})).toEqual({ search: '', page: 1 });
    expect(outboxListQuerySchema.parse({ state: '', page: '3' })).toEqual({ state: undefined, page: 3 });
    expect(outboxListQuerySchema.safeParse({ state: 'lost' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('accepts the company switch model call of SPEC §7 and nothing looser', () => {
    expect(companySwitchParamsSchema.parse({ args: [[4], { company_id: 2 }] })).toEqual({
      args: [[4], { company_id: 2 }],
      kwargs: {},
    });
    expect(
      companySwitchParamsSchema.safeParse({ args: [[4], { company_id: '2' }], kwargs: {} }).success,
    ).toBe(false);
    expect(
      companySwitchParamsSchema.safeParse({ args: [[4, 5], { company_id: 2 }], kwargs: {} }).success,
    ).toBe(false);
  });
});
