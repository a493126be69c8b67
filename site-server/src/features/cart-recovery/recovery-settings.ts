import type { EntityManager } from 'typeorm';
import {
  RECOVERY_DEFAULT_DELAY_SECONDS,
  RECOVERY_MAX_DELAY_SECONDS,
  RECOVERY_MIN_DELAY_SECONDS,
  type RecoverySettings,
} from '../../../../shared/cart-recovery/contract';
import { t, type LangCode } from '../../../../shared/i18n';
import { ValidationError } from '../../core/errors';
import { CartRecoverySettings } from './entities';

/** The recovery's settings (one row), read from the database on each use: every process sees a change at once. */
export class RecoverySettingsStore {
  async get(em: EntityManager): Promise<RecoverySettings> {
    const row = await em.getRepository(CartRecoverySettings).findOneBy({ id: 1 });
    return row
      ? { enabled: row.enabled, delaySeconds: row.delaySeconds }
      : { enabled: true, delaySeconds: RECOVERY_DEFAULT_DELAY_SECONDS };
  }

  async update(em: EntityManager, input: RecoverySettings, lang: LangCode): Promise<RecoverySettings> {
    const delay = input.delaySeconds;
    if (
      !Number.isInteger(delay) ||
      delay < RECOVERY_MIN_DELAY_SECONDS ||
      delay > RECOVERY_MAX_DELAY_SECONDS
    ) {
      const message = t(lang, 'recovery.badDelay');
      throw new ValidationError(message, { delaySeconds: message });
    }
    await em.getRepository(CartRecoverySettings).save({ id: 1, enabled: input.enabled, delaySeconds: delay });
    return this.get(em);
  }
}
