/** The back office's texts of the coupons feature (renderer/src/features/coupons), in every language. */
const en_US = {
  'admin.coupons.enterWholePercentageEG10': 'Enter a whole percentage, e.g. 10.',
  'admin.coupons.enterAmountEG5000': 'Enter an amount, e.g. 50.00.',
  'admin.coupons.newPromoCode': 'New promo code',
  'admin.coupons.whatShoppersTypeSpacesDroppedLetters':
    'What shoppers type; spaces are dropped and letters upper-cased.',
  'admin.coupons.discount': 'Discount',
  'admin.coupons.percentage': 'Percentage',
  'admin.coupons.fixedAmount': 'Fixed amount',
  'admin.coupons.amountOffX': 'Amount off (%s)',
  'admin.coupons.minimumCartsProductsX': "Minimum of the cart's products (%s)",
  'admin.coupons.valid': 'Valid from',
  'admin.coupons.usesAllowed': 'Uses allowed',
  'admin.coupons.emptyNoLimitCountedWhenOrderMadeCode':
    'Empty: no limit. Counted when an order is made with the code.',
  'admin.coupons.promoCodes': 'Promo codes',
  'admin.coupons.noPromoCodeYet': 'No promo code yet.',
  'admin.coupons.from': 'From',
  'admin.coupons.valid2': 'Valid',
  'admin.coupons.used': 'Used',
  'admin.coupons.navPromoCodes': 'Promo codes',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const couponsAdminMessages = {
  en_US,
  fr_FR: {
    'admin.coupons.enterWholePercentageEG10': 'Saisissez un pourcentage entier, par exemple 10.',
    'admin.coupons.enterAmountEG5000': 'Saisissez un montant, par exemple 50,00.',
    'admin.coupons.newPromoCode': 'Nouveau code promo',
    'admin.coupons.whatShoppersTypeSpacesDroppedLetters':
      'Ce que les clients saisissent ; les espaces sont retirés et les lettres mises en majuscules.',
    'admin.coupons.discount': 'Remise',
    'admin.coupons.percentage': 'Pourcentage',
    'admin.coupons.fixedAmount': 'Montant fixe',
    'admin.coupons.amountOffX': 'Montant de la remise (%s)',
    'admin.coupons.minimumCartsProductsX': 'Minimum des produits du panier (%s)',
    'admin.coupons.valid': 'Valable à partir du',
    'admin.coupons.usesAllowed': 'Utilisations permises',
    'admin.coupons.emptyNoLimitCountedWhenOrderMadeCode':
      'Vide : sans limite. Compté quand une commande est passée avec le code.',
    'admin.coupons.promoCodes': 'Codes promo',
    'admin.coupons.noPromoCodeYet': "Aucun code promo pour l'instant.",
    'admin.coupons.from': 'À partir de',
    'admin.coupons.valid2': 'Validité',
    'admin.coupons.used': 'Utilisé',
    'admin.coupons.navPromoCodes': 'Codes promo',
  } satisfies Translation,
  es_ES: {
    'admin.coupons.enterWholePercentageEG10': 'Introduzca un porcentaje entero, por ejemplo 10.',
    'admin.coupons.enterAmountEG5000': 'Introduzca un importe, por ejemplo 50,00.',
    'admin.coupons.newPromoCode': 'Nuevo código promocional',
    'admin.coupons.whatShoppersTypeSpacesDroppedLetters':
      'Lo que escriben los clientes; se quitan los espacios y las letras pasan a mayúsculas.',
    'admin.coupons.discount': 'Descuento',
    'admin.coupons.percentage': 'Porcentaje',
    'admin.coupons.fixedAmount': 'Importe fijo',
    'admin.coupons.amountOffX': 'Importe del descuento (%s)',
    'admin.coupons.minimumCartsProductsX': 'Mínimo de los productos del carrito (%s)',
    'admin.coupons.valid': 'Válido desde',
    'admin.coupons.usesAllowed': 'Usos permitidos',
    'admin.coupons.emptyNoLimitCountedWhenOrderMadeCode':
      'Vacío: sin límite. Se cuenta cuando se hace un pedido con el código.',
    'admin.coupons.promoCodes': 'Códigos promocionales',
    'admin.coupons.noPromoCodeYet': 'Todavía no hay códigos promocionales.',
    'admin.coupons.from': 'A partir de',
    'admin.coupons.valid2': 'Validez',
    'admin.coupons.used': 'Usado',
    'admin.coupons.navPromoCodes': 'Códigos promocionales',
  } satisfies Translation,
};
