import { accountsAdminMessages } from '../accounts/admin-messages';
import { adminCommonMessages } from './admin-messages';
import type { LangCode } from './languages';

/**
 * The back office's UI strings (renderer/), kept apart from the site's catalogs so that no page of the
 * public site downloads them: the shell's texts (admin-messages.ts) and each feature's
 * (shared/<feature>/admin-messages.ts), in every language. Adding a feature's texts is one line here.
 * Keys start with admin.<feature>. so that they never meet the site's.
 */
const adminMessages = [adminCommonMessages, accountsAdminMessages] as const;

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
