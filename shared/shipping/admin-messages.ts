/** The back office's texts of the shipping feature (renderer/src/features/shipping), in every language. */
const en_US = {
  'admin.shipping.navShipping': 'Shipping',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const shippingAdminMessages = {
  en_US,
  fr_FR: {
    'admin.shipping.navShipping': 'Livraison',
  } satisfies Translation,
  es_ES: {
    'admin.shipping.navShipping': 'Envío',
  } satisfies Translation,
};
