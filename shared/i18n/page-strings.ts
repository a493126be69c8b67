/**
 * The keys of texts only the server writes, which the site's browser build leaves out of its catalogs
 * (vite.config.ts, bench:weight): mails (`…mail.…`), and the messages the server words itself and sends
 * to pages as data (sign-in refusals, order and invoice texts, backups' notices). Page code never names
 * them (page-strings.test.ts checks).
 */
export const SERVER_ONLY_KEY = /(^|\.)mail\.|^(auth|order|invoice|backups)\./;

/** A catalog without the server's own texts: what the pages' browser code needs. */
export const pageStrings = (catalog: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(catalog).filter(([key]) => !SERVER_ONLY_KEY.test(key)));
