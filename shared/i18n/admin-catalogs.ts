import { adminCommonMessages } from './admin-messages';
import { adminMantineMessages } from './admin-mantine-messages';
import { accountsAdminMessages } from '../accounts/admin-messages';
import { auditAdminMessages } from '../audit/admin-messages';
import { backupsAdminMessages } from '../backups/admin-messages';
import { retentionAdminMessages } from '../retention/admin-messages';
import { cartRecoveryAdminMessages } from '../cart-recovery/admin-messages';
import { blogAdminMessages } from '../blog/admin-messages';
import { catalogAdminMessages } from '../catalog/admin-messages';
import { chatterAdminMessages } from '../chatter/admin-messages';
import { couponsAdminMessages } from '../coupons/admin-messages';
import { customersAdminMessages } from '../customers/admin-messages';
import { dashboardAdminMessages } from '../dashboard/admin-messages';
import { formsAdminMessages } from '../forms/admin-messages';
import { instancesAdminMessages } from '../instances/admin-messages';
import { invoicesAdminMessages } from '../invoices/admin-messages';
import { leadsAdminMessages } from '../leads/admin-messages';
import { linksAdminMessages } from '../links/admin-messages';
import { linkRulesAdminMessages } from '../links/rules-admin-messages';
import { mailAdminMessages } from '../mail/admin-messages';
import { newsletterAdminMessages } from '../newsletter/admin-messages';
import { ordersAdminMessages } from '../orders/admin-messages';
import { paymentAdminMessages } from '../payment/admin-messages';
import { pricelistsAdminMessages } from '../pricelists/admin-messages';
import { projectsAdminMessages } from '../projects/admin-messages';
import { shippingAdminMessages } from '../shipping/admin-messages';
import { taxesAdminMessages } from '../taxes/admin-messages';
import { websiteAdminMessages } from '../website/admin-messages';
import { wishlistsAdminMessages } from '../wishlists/admin-messages';
import { reviewsAdminMessages } from '../reviews/admin-messages';
import type { LangCode } from './languages';

/**
 * The back office's UI strings (renderer/), kept apart from the site's catalogs so that no page of the
 * public site downloads them: the shell's texts (admin-messages.ts) and each feature's
 * (shared/<feature>/admin-messages.ts), in every language. Adding a feature's texts is one line here.
 * Keys start with admin.<feature>. so that they never meet the site's.
 */
const adminMessages = [
  adminCommonMessages,
  adminMantineMessages,
  accountsAdminMessages,
  auditAdminMessages,
  backupsAdminMessages,
  retentionAdminMessages,
  cartRecoveryAdminMessages,
  blogAdminMessages,
  catalogAdminMessages,
  chatterAdminMessages,
  couponsAdminMessages,
  customersAdminMessages,
  dashboardAdminMessages,
  formsAdminMessages,
  instancesAdminMessages,
  invoicesAdminMessages,
  leadsAdminMessages,
  linksAdminMessages,
  linkRulesAdminMessages,
  mailAdminMessages,
  newsletterAdminMessages,
  ordersAdminMessages,
  paymentAdminMessages,
  pricelistsAdminMessages,
  projectsAdminMessages,
  shippingAdminMessages,
  taxesAdminMessages,
  websiteAdminMessages,
  wishlistsAdminMessages,
  reviewsAdminMessages,
] as const;

type Merged<List extends readonly unknown[]> = List extends readonly [infer First, ...infer Rest]
  ? (First extends { en_US: infer Strings } ? Strings : never) & Merged<Rest>
  : unknown;

/** Every back-office text of one language, by key. */
export type AdminCatalog = Readonly<Record<keyof Merged<typeof adminMessages>, string>>;
export type AdminMessageKey = keyof AdminCatalog;

function catalogOf(lang: LangCode): AdminCatalog {
  return Object.assign({}, ...adminMessages.map((messages) => messages[lang])) as AdminCatalog;
}

/** The back office's catalogs: English is the source, every other one translates each of its keys. */
export const adminCatalogs: Readonly<Record<LangCode, AdminCatalog>> = {
  en_US: catalogOf('en_US'),
  fr_FR: catalogOf('fr_FR'),
  es_ES: catalogOf('es_ES'),
};

/** Each feature's keys, to check that no two features define the same one (admin-catalogs.test.ts). */
export const adminMessageSources: ReadonlyArray<{ readonly en_US: Readonly<Record<string, string>> }> =
  adminMessages;
