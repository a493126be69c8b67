/** The back office's texts of the wishlists (renderer/src/features/wishlists), in every language. */
const en_US = {
  'admin.wishlists.title': 'Wishlists',
  'admin.wishlists.notifyOwners': 'E-mail customers about their wishlist',
  'admin.wishlists.notifyOwnersHint':
    'A customer hears when a product of their wishlist is back in stock or costs less.',
  'admin.wishlists.saved': 'The wishlist settings are saved.',
  'admin.wishlists.save': 'Save the wishlist setting',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const wishlistsAdminMessages = {
  en_US,
  fr_FR: {
    'admin.wishlists.title': 'Favoris',
    'admin.wishlists.notifyOwners': 'Écrire aux clients au sujet de leurs favoris',
    'admin.wishlists.notifyOwnersHint':
      'Un client est averti quand un produit de ses favoris est de nouveau en stock ou coûte moins cher.',
    'admin.wishlists.saved': 'Les réglages des favoris sont enregistrés.',
    'admin.wishlists.save': 'Enregistrer le réglage des favoris',
  } satisfies Translation,
  es_ES: {
    'admin.wishlists.title': 'Favoritos',
    'admin.wishlists.notifyOwners': 'Escribir a los clientes sobre sus favoritos',
    'admin.wishlists.notifyOwnersHint':
      'Un cliente recibe un aviso cuando un producto de sus favoritos vuelve a estar en stock o cuesta menos.',
    'admin.wishlists.saved': 'Los ajustes de favoritos se han guardado.',
    'admin.wishlists.save': 'Guardar el ajuste de favoritos',
  } satisfies Translation,
};
