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

/**
 * The site's browser build cuts the English page strings into parts, and each module brings the parts
 * it names (vite.config.ts): a page loads the strings of its own features, not the portal's, the
 * checkout's or the link tracker's. A part is a key's first two segments when it has three or more
 * (`shop.cart` for `shop.cart.title`: the shell's cart badge needs no product page strings), else its
 * first (`login` for `login.title`).
 */
export function stringGroup(key: string): string {
  const segments = key.split('.');
  return segments.slice(0, segments.length > 2 ? 2 : 1).join('.');
}

/**
 * The parts among `groups` a module's source names: any quoted or template text that starts with
 * `<part>.`, and every part under a text completed at run time (`shop.${kind}` names all `shop.…`
 * parts). Naming a part too many only costs its bytes; one too few would show a key, so the match is
 * loose on purpose.
 */
export function stringGroupsNamedIn(source: string, groups: Iterable<string>): string[] {
  const known = new Set(groups);
  const named = new Set<string>();
  for (const [, text, open] of source.matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)*)(\.)?/g)) {
    const segments = text!.split('.');
    if (!open) {
      if (segments.length > 1) named.add(stringGroup(text!));
    } else if (segments.length > 1) named.add(segments.slice(0, 2).join('.'));
    else for (const group of known) if (group === text || group.startsWith(`${text}.`)) named.add(group);
  }
  return [...named].filter((group) => known.has(group)).sort();
}
