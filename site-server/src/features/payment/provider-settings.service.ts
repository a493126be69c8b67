import type { EntityManager } from 'typeorm';
import {
  providerSettingsInputSchema,
  type ProviderSettingsInput,
  type ProviderSettingsView,
} from '../../../../shared/payment/admin-calls';
import {
  paymentProviderLabels,
  paymentProviders,
  type PaymentProvider,
} from '../../../../shared/payment/contract';
import { ValidationError } from '../../core/errors';
import { PaymentProviderSettings } from './payment-provider.entity';

export const STRIPE_KEYS_NEEDED =
  'Enter Stripe’s publishable key (pk_…) and secret key (sk_… or rk_…) first.';
export const STRIPE_WEBHOOK_PATH = '/payment/stripe/webhook';

/** 'sk_test_…abcd': enough to recognise a key, not to use it. */
const hint = (secret: string) =>
  secret ? `${secret.slice(0, secret.indexOf('_', 3) + 1)}…${secret.slice(-4)}` : '';

/** Which providers the shop offers, in which order, with their keys (the Payment providers screen). */
export class ProviderSettingsService {
  constructor(private readonly publicUrl: () => string) {}

  /** Every provider has its row (off until the owner turns it on). */
  async ensureRows(em: EntityManager): Promise<void> {
    const repository = em.getRepository(PaymentProviderSettings);
    const existing = new Set((await repository.find()).map((row) => row.code));
    for (const [index, code] of paymentProviders.entries())
      if (!existing.has(code)) await repository.insert({ code, enabled: false, sequence: (index + 1) * 10 });
  }

  async get(em: EntityManager, code: PaymentProvider): Promise<PaymentProviderSettings> {
    return em.getRepository(PaymentProviderSettings).findOneByOrFail({ code });
  }

  /** The providers a shopper may choose, in order. */
  async enabled(em: EntityManager): Promise<PaymentProviderSettings[]> {
    return em
      .getRepository(PaymentProviderSettings)
      .find({ where: { enabled: true }, order: { sequence: 'ASC', code: 'ASC' } });
  }

  async list(em: EntityManager): Promise<ProviderSettingsView[]> {
    const rows = await em
      .getRepository(PaymentProviderSettings)
      .find({ order: { sequence: 'ASC', code: 'ASC' } });
    return rows.map((row) => this.view(row));
  }

  /** Saves a provider's settings; an empty secret keeps the one set; Stripe is only turned on with its keys. */
  async update(
    em: EntityManager,
    code: PaymentProvider,
    raw: ProviderSettingsInput,
  ): Promise<ProviderSettingsView> {
    const input = providerSettingsInputSchema.parse(raw);
    const row = await this.get(em, code);
    row.enabled = input.enabled;
    row.sequence = input.sequence;
    row.instructions = input.instructions;
    if (code === 'transfer' && input.pendingDays !== undefined) row.pendingDays = input.pendingDays;
    if (code === 'stripe') {
      if (input.publishableKey && !/^pk_(test|live)_/.test(input.publishableKey))
        throw new ValidationError('A publishable key starts with pk_test_ or pk_live_.', {
          publishableKey: 'A publishable key starts with pk_test_ or pk_live_.',
        });
      if (input.secretKey && !/^(sk|rk)_(test|live)_/.test(input.secretKey))
        throw new ValidationError('A secret key starts with sk_ or rk_ (test or live).', {
          secretKey: 'A secret key starts with sk_ or rk_ (test or live).',
        });
      if (input.webhookSecret && !input.webhookSecret.startsWith('whsec_'))
        throw new ValidationError('A webhook signing secret starts with whsec_.', {
          webhookSecret: 'A webhook signing secret starts with whsec_.',
        });
      row.publishableKey = input.publishableKey;
      if (input.secretKey) row.secretKey = input.secretKey;
      if (input.webhookSecret) row.webhookSecret = input.webhookSecret;
      if (row.enabled && (!row.publishableKey || !row.secretKey))
        throw new ValidationError(STRIPE_KEYS_NEEDED, { enabled: STRIPE_KEYS_NEEDED });
    }
    return this.view(await em.getRepository(PaymentProviderSettings).save(row));
  }

  private view(row: PaymentProviderSettings): ProviderSettingsView {
    return {
      code: row.code,
      label: paymentProviderLabels[row.code],
      enabled: row.enabled,
      sequence: row.sequence,
      publishableKey: row.publishableKey,
      secretKeyHint: hint(row.secretKey),
      webhookSecretHint: hint(row.webhookSecret),
      instructions: row.instructions,
      pendingDays: row.pendingDays,
      webhookUrl: `${this.publicUrl().replace(/\/+$/, '')}${STRIPE_WEBHOOK_PATH}`,
    };
  }
}
