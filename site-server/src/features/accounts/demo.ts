import type { EntityManager } from 'typeorm';
import type { AccountService } from './account.service';
import { Company } from './company.entity';
import { hashPassword } from './password';

/** Demo accounts: their passwords are fixed so the demo and the tests can sign in. */
export const demoAccounts = [
  {
    email: 'publisher@example.com',
    password: 'publisher-demo-1',
    name: 'Paula Publisher',
    role: 'publisher',
  },
  { email: 'portal@example.com', password: 'portal-demo-1', name: 'Carl Customer', role: 'portal' },
] as const;

/** The demo company's details and the demo staff and customer (SEED_DEMO unset or 1). */
export async function seedAccountsDemo(em: EntityManager, accounts: AccountService) {
  const company = await accounts.mainCompany(em);
  await em.getRepository(Company).update(company.id, {
    name: 'Vitrine Demo Shop',
    email: 'hello@example.com',
    phone: '+1 555 0100',
    street: '12 Market Street',
    city: 'Springfield',
    zip: '12345',
    countryCode: 'US',
    currency: 'USD',
  });
  for (const account of demoAccounts) {
    await accounts.insertUser(em, {
      email: account.email,
      name: account.name,
      role: account.role,
      lang: 'en_US',
      passwordHash: await hashPassword(account.password),
      companyIds: [company.id],
    });
  }
}
