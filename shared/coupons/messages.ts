/** Promo codes (the cart's coupon form): UI strings in every language (spread into the catalogs by en_US.ts, fr_FR.ts, es_ES.ts). */
const en_US = {
  'shop.coupon.show': 'I have a promo code',
  'shop.coupon.label': 'Promo code',
  'shop.coupon.apply': 'Apply',
  'shop.coupon.applied': 'Your promo code is applied.',
  'shop.coupon.unknown': 'This promo code does not exist.',
  'shop.coupon.expired': 'This promo code has expired.',
  'shop.coupon.notYet': 'This promo code is not valid yet.',
  'shop.coupon.usedUp': 'This promo code has been used up.',
  'shop.coupon.minimum': 'Your cart does not reach the minimum amount of this promo code.',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const couponsMessages = {
  en_US,
  fr_FR: {
    'shop.coupon.show': "J'ai un code promo",
    'shop.coupon.label': 'Code promo',
    'shop.coupon.apply': 'Appliquer',
    'shop.coupon.applied': 'Votre code promo est appliqué.',
    'shop.coupon.unknown': "Ce code promo n'existe pas.",
    'shop.coupon.expired': 'Ce code promo a expiré.',
    'shop.coupon.notYet': "Ce code promo n'est pas encore valable.",
    'shop.coupon.usedUp': 'Ce code promo est épuisé.',
    'shop.coupon.minimum': "Votre panier n'atteint pas le montant minimum de ce code promo.",
  } satisfies Translation,
  es_ES: {
    'shop.coupon.show': 'Tengo un código promocional',
    'shop.coupon.label': 'Código promocional',
    'shop.coupon.apply': 'Aplicar',
    'shop.coupon.applied': 'Su código promocional está aplicado.',
    'shop.coupon.unknown': 'Este código promocional no existe.',
    'shop.coupon.expired': 'Este código promocional ha caducado.',
    'shop.coupon.notYet': 'Este código promocional aún no es válido.',
    'shop.coupon.usedUp': 'Este código promocional está agotado.',
    'shop.coupon.minimum': 'Su carrito no alcanza el importe mínimo de este código promocional.',
  } satisfies Translation,
};
