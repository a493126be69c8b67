import { In, Not, type EntityManager } from 'typeorm';
import type { DemoData } from '../../core/demo';
import type { AccountService } from './account.service';
import { Company } from './company.entity';
import { newAccessToken } from '../../core/security/access-token';
import { hashPassword } from './password';
import { User } from './user.entity';

export const DEMO_USER = 'res.users';

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
  deps: { demoPassword: string | null; demo: DemoData },
): Promise<GeneratedPassword[]> {
  const { demoPassword, demo } = deps;
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
    const user = await accounts.insertUser(em, {
      email: account.email,
      name: account.name,
      role: account.role,
      lang: 'en_US',
      passwordHash: await hashPassword(password),
      companyIds: [company.id],
    });
    await demo.mark(em, DEMO_USER, user.id);
  }
  return generated;
}

/**
 * The demo accounts are switched off, not deleted (what they wrote keeps its author): their password
 * may be in the README, so a shop that goes live keeps no way in through them. An administrator is
 * never switched off (staff may have made a demo account theirs); Users turns one back on.
 */
export async function deactivateDemoAccounts(
  em: EntityManager,
  ids: readonly number[],
  accounts: AccountService,
): Promise<void> {
  if (!ids.length) return;
  const users = await em.getRepository(User).findBy({ id: In([...ids]), role: Not('admin') });
  for (const user of users) {
    await em.getRepository(User).update({ id: user.id }, { active: false });
    await accounts.endSessions(em, user.id, null);
  }
}
