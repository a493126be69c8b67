/** The back office and its API: one address each, no language prefix. */
const STAFF_PATHS = ['/admin$', '/admin/', '/api/'];
/** Site pages that are the visitor's own (sign-in, portal, cart, checkout), under every language prefix. */
const PRIVATE_PAGES = ['/web/', '/my$', '/my/', '/shop/cart', '/shop/checkout'];
/** Under /web/, images are content: product pictures of link previews. */
const PUBLIC_UNDER_WEB = ['/web/image/'];

/**
 * robots.txt: everything may be crawled but the private paths ('$' ends a path, RFC 9309, so '/my'
 * does not also hide a page called '/mystery'); the Sitemap line is absolute.
 */
export function robotsTxt(publicUrl: string, languagePrefixes: readonly string[]): string {
  const prefixes = ['', ...languagePrefixes.filter((prefix) => prefix !== '')];
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of PUBLIC_UNDER_WEB) lines.push(`Allow: ${path}`);
  for (const path of STAFF_PATHS) lines.push(`Disallow: ${path}`);
  for (const prefix of prefixes) for (const path of PRIVATE_PAGES) lines.push(`Disallow: ${prefix}${path}`);
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
