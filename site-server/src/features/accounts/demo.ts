import type { EntityManager } from 'typeorm';
import type { AccountService } from './account.service';
import { Company } from './company.entity';
import { newAccessToken } from '../../core/security/access-token';
import { hashPassword } from './password';

/** Demo accounts, seeded with the demo data. */
export const demoAccounts = [
  { email: 'publisher@example.com', name: 'Paula Publisher', role: 'publisher' },
  { email: 'portal@example.com', name: 'Carl Customer', role: 'portal' },
] as const;

export interface GeneratedPassword {
  email: string;
  role: string;
  password: string;
}

/**
 * The demo company's details and the demo staff and customer (SEED_DEMO unset or 1). Their
 * password is DEMO_PASSWORD, else a random one each, returned to be printed once: no account of a
 * reachable server has a password anyone could read in the README.
 */
export async function seedAccountsDemo(
  em: EntityManager,
  accounts: AccountService,
  demoPassword: string | null,
): Promise<GeneratedPassword[]> {
  const generated: GeneratedPassword[] = [];
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
    const password = demoPassword ?? newAccessToken(12);
    if (!demoPassword) generated.push({ email: account.email, role: account.role, password });
    await accounts.insertUser(em, {
      email: account.email,
      name: account.name,
      role: account.role,
      lang: 'en_US',
      passwordHash: await hashPassword(password),
      companyIds: [company.id],
    });
  }
  return generated;
}
