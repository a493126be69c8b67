/** Search engines: UI strings in every language (spread into the catalogs by en_US.ts, fr_FR.ts, es_ES.ts). */
const en_US = {
  'seo.shop.description': 'Browse the products of %s and order online.',
  'seo.shop.categoryDescription': '%s: browse the products of %s and order online.',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const seoMessages = {
  en_US,
  fr_FR: {
    'seo.shop.description': 'Découvrez les produits de %s et commandez en ligne.',
    'seo.shop.categoryDescription': '%s : découvrez les produits de %s et commandez en ligne.',
  } satisfies Translation,
  es_ES: {
    'seo.shop.description': 'Descubra los productos de %s y haga su pedido en línea.',
    'seo.shop.categoryDescription': '%s: descubra los productos de %s y haga su pedido en línea.',
  } satisfies Translation,
};
