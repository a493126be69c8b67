import type { EntityManager } from 'typeorm';
import type { AccountService } from '../features/accounts/account.service';
import { Company } from '../features/accounts/company.entity';
import { hashPassword } from '../features/accounts/password';
import { WebsitePage } from '../features/website/website-page.entity';

/** Pages every site has from the start (the editor tours use /aboutus, SPEC §2). */
export async function seedSite(em: EntityManager) {
  await em.getRepository(WebsitePage).save(
    em.getRepository(WebsitePage).create({
      url: '/aboutus',
      published: true,
      title: { en_US: 'About us', fr_FR: 'À propos', es_ES: 'Sobre nosotros' },
      body: {
        en_US:
          'We are a small, independent business.\n\nWe make things with care and sell them here, directly to you.',
        fr_FR:
          'Nous sommes une petite entreprise indépendante.\n\nNous fabriquons avec soin et vendons ici, directement.',
        es_ES:
          'Somos una pequeña empresa independiente.\n\nHacemos las cosas con cuidado y las vendemos aquí, directamente.',
      },
    }),
  );
}

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

/** Demo data on a new database (SEED_DEMO unset or 1). Later modules add theirs here. */
export async function seedDemo(em: EntityManager, accounts: AccountService) {
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
