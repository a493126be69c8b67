/**
 * A page of the public site, as a feature declares it in its `site/pages.ts` (routes.ts collects
 * them all, and mounts each under every language prefix).
 */
export interface SitePage {
  /** The route id ('shop-product'), unique on the site; language prefixes add 'fr/'. */
  name: string;
  /** React Router path under the language prefix ('shop/product/:slugId'); null for the home page. */
  path: string | null;
  /** The route module, relative to the feature's site/ folder. */
  file: string;
}
