import type { DataSource, EntityManager } from 'typeorm';
import {
  RETENTION_DEFAULTS,
  RETENTION_MAX_DAYS,
  RETENTION_MAX_MONTHS,
  retentionPeriods,
  type RetentionSettings,
} from '../../../../shared/retention/contract';
import { t, type LangCode } from '../../../../shared/i18n';
import { ValidationError } from '../../core/errors';
import { CACHE_SAFETY_EXPIRY_MS, type Clock, type EventBus } from '../../core/events';
import { RetentionSettingsRow } from './retention-settings.entity';

declare module '../../core/events' {
  interface VitrineEvents {
    /** The privacy and retention settings changed: every process reads them again. */
    'retention.settings-changed': Record<string, never>;
  }
}

const fromRow = (row: RetentionSettingsRow | null): RetentionSettings =>
  row
    ? {
        keepFullClickAddresses: row.keepFullClickAddresses,
        clicksMonths: row.clicksMonths,
        visitsMonths: row.visitsMonths,
        abandonedCartsDays: row.abandonedCartsDays,
        mailBodiesDays: row.mailBodiesDays,
        logsDays: row.logsDays,
      }
    : { ...RETENTION_DEFAULTS };

/**
 * The settings (one row), read from the database by the job and the screen. The click writer asks
 * `keepFullClickAddresses()` once per batch: that answer is cached, forgotten in every process when
 * the settings change (a shared event) and after CACHE_SAFETY_EXPIRY_MS at the latest.
 */
export class RetentionSettingsStore {
  private cached: { keepFull: Promise<boolean>; expires: number } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events?: EventBus,
    private readonly now: Clock = Date.now,
  ) {
    events?.share('retention.settings-changed', { everything: {} });
    events?.subscribe('retention.settings-changed', () => (this.cached = null), { evenIfRolledBack: true });
  }

  async get(em: EntityManager): Promise<RetentionSettings> {
    return fromRow(await em.getRepository(RetentionSettingsRow).findOneBy({ id: 1 }));
  }

  /** Whether clicks keep the visitor's whole address (off by default). */
  keepFullClickAddresses(): Promise<boolean> {
    const now = this.now();
    if (!this.cached || this.cached.expires <= now) {
      const keepFull = this.get(this.dataSource.manager).then(
        (settings) => settings.keepFullClickAddresses,
        // Unreadable settings: privacy by default, and read again on the next batch.
        () => ((this.cached = null), false),
      );
      this.cached = { keepFull, expires: now + CACHE_SAFETY_EXPIRY_MS };
    }
    return this.cached.keepFull;
  }

  async update(em: EntityManager, input: RetentionSettings, lang: LangCode): Promise<RetentionSettings> {
    for (const { field, unit } of retentionPeriods) {
      const value = input[field];
      const max = unit === 'months' ? RETENTION_MAX_MONTHS : RETENTION_MAX_DAYS;
      if (!Number.isInteger(value) || value < 1 || value > max) {
        const message = t(lang, unit === 'months' ? 'retention.badMonths' : 'retention.badDays');
        throw new ValidationError(message, { [field]: message });
      }
    }
    await em.getRepository(RetentionSettingsRow).save({ id: 1, ...input });
    this.events?.publish(em, 'retention.settings-changed', {});
    return this.get(em);
  }
}
