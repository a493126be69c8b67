/** The back office's texts of the coupons feature (renderer/src/features/coupons), in every language. */
const en_US = {
  'admin.coupons.navPromoCodes': 'Promo codes',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const couponsAdminMessages = {
  en_US,
  fr_FR: {
    'admin.coupons.navPromoCodes': 'Codes promo',
  } satisfies Translation,
  es_ES: {
    'admin.coupons.navPromoCodes': 'Códigos promocionales',
  } satisfies Translation,
};
