/** The back office's texts of the shipping feature (renderer/src/features/shipping), in every language. */
const en_US = {
  'admin.shipping.newShippingMethod': 'New shipping method',
  'admin.shipping.freeX': 'Free from (%s)',
  'admin.shipping.freeWhenGoodsComeMuchTaxIncluded':
    'Free when the goods come to this much, tax included. Empty: never free.',
  'admin.shipping.noteShoppers': 'Note for shoppers',
  'admin.shipping.eG35BusinessDays': 'e.g. 3–5 business days',
  'admin.shipping.firstActiveMethodChosenNewOrders': 'The first active method is chosen for new orders.',
  'admin.shipping.deleteXOrdersKeepTheirShippingLines': 'Delete %s? Orders keep their shipping lines.',
  'admin.shipping.shippingMethods': 'Shipping methods',
  'admin.shipping.newMethod': 'New method',
  'admin.shipping.noShippingMethodOrdersPlacedWithout':
    'No shipping method: orders are placed without shipping.',
  'admin.shipping.hidden': 'Hidden',
  'admin.shipping.free': 'Free from',
  'admin.shipping.navShipping': 'Shipping',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const shippingAdminMessages = {
  en_US,
  fr_FR: {
    'admin.shipping.newShippingMethod': 'Nouveau mode de livraison',
    'admin.shipping.freeX': 'Gratuit à partir de (%s)',
    'admin.shipping.freeWhenGoodsComeMuchTaxIncluded':
      'Gratuit quand les articles atteignent ce montant, taxes comprises. Vide : jamais gratuit.',
    'admin.shipping.noteShoppers': 'Note pour les clients',
    'admin.shipping.eG35BusinessDays': 'par exemple 3 à 5 jours ouvrés',
    'admin.shipping.firstActiveMethodChosenNewOrders':
      'Le premier mode actif est choisi pour les nouvelles commandes.',
    'admin.shipping.deleteXOrdersKeepTheirShippingLines':
      'Supprimer %s ? Les commandes gardent leurs lignes de livraison.',
    'admin.shipping.shippingMethods': 'Modes de livraison',
    'admin.shipping.newMethod': 'Nouveau mode',
    'admin.shipping.noShippingMethodOrdersPlacedWithout':
      'Aucun mode de livraison : les commandes sont passées sans livraison.',
    'admin.shipping.hidden': 'Masqué',
    'admin.shipping.free': 'Gratuit à partir de',
    'admin.shipping.navShipping': 'Livraison',
  } satisfies Translation,
  es_ES: {
    'admin.shipping.newShippingMethod': 'Nuevo método de envío',
    'admin.shipping.freeX': 'Gratis a partir de (%s)',
    'admin.shipping.freeWhenGoodsComeMuchTaxIncluded':
      'Gratis cuando los artículos alcanzan este importe, impuestos incluidos. Vacío: nunca gratis.',
    'admin.shipping.noteShoppers': 'Nota para los clientes',
    'admin.shipping.eG35BusinessDays': 'por ejemplo, de 3 a 5 días laborables',
    'admin.shipping.firstActiveMethodChosenNewOrders':
      'Se elige el primer método activo para los pedidos nuevos.',
    'admin.shipping.deleteXOrdersKeepTheirShippingLines':
      '¿Eliminar %s? Los pedidos conservan sus líneas de envío.',
    'admin.shipping.shippingMethods': 'Métodos de envío',
    'admin.shipping.newMethod': 'Nuevo método',
    'admin.shipping.noShippingMethodOrdersPlacedWithout':
      'No hay métodos de envío: los pedidos se hacen sin envío.',
    'admin.shipping.hidden': 'Oculto',
    'admin.shipping.free': 'Gratis a partir de',
    'admin.shipping.navShipping': 'Envío',
  } satisfies Translation,
};
