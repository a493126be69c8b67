/** The back office's texts of the payment feature (renderer/src/features/payment), in every language. */
const en_US = {
  'admin.payment.navPayments': 'Payments',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const paymentAdminMessages = {
  en_US,
  fr_FR: {
    'admin.payment.navPayments': 'Paiements',
  } satisfies Translation,
  es_ES: {
    'admin.payment.navPayments': 'Pagos',
  } satisfies Translation,
};
