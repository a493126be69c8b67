import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import type { PeriodicPayload } from '../../core/jobs';
import { removeOldLogFiles } from './log-retention';
import { RetentionPurges, retentionCutoff } from './retention-purges';
import { RetentionSettingsRow } from './retention-settings.entity';
import { RetentionSettingsStore } from './retention-settings';
import { retentionAdminRoutes } from './retention.admin.routes';

export { clickAddress } from './click-address';
export { RETENTION_BATCH, type Purge, type RetentionKind } from './retention-purges';

declare module '../../core/jobs' {
  interface VitrineJobs {
    /** Removes what is older than its retention period (hourly; the schedule's leader alone). */
    'retention.purge': PeriodicPayload;
  }
}

/** How often the purge runs: each run removes what passed its period since the last one. */
export const RETENTION_EVERY_MS = 3_600_000;

/** What other features use of retention: declare their purge; ask how to store a click's address. */
export interface RetentionExports {
  purges: Pick<RetentionPurges, 'add'>;
  /** Whether clicks keep the visitor's whole address (`clickAddress`'s second argument); cached, asked once per batch. */
  keepFullClickAddresses(): Promise<boolean>;
}

/**
 * Privacy by default and retention (issue 32 item 6, issue 33 item 6): the settings, the anonymised
 * click addresses, and the hourly job that removes what is older than its period, in short batches.
 */
function createRetentionModule(platform: Platform): FeatureModule<RetentionExports> {
  const settings = new RetentionSettingsStore(platform.dataSource, platform.events);
  const purges = new RetentionPurges();
  // The outbox is the platform's: its mails' bodies go, their records stay.
  purges.add('mailBodies', (em, before, limit) => platform.mail.removeBodies(em, before, limit));

  platform.jobs.define('retention.purge', async () => {
    const now = new Date();
    const current = await settings.get(platform.dataSource.manager);
    await purges.run({ transaction: platform.transaction, settings: current, now, logger: platform.logger });
    const logs = await removeOldLogFiles(
      platform.config.logsDir,
      retentionCutoff(now, current.logsDays, 'days'),
    );
    if (logs > 0) platform.logger.info({ removed: logs }, 'retention: old log files removed');
  });
  platform.jobs.every('retention.purge', RETENTION_EVERY_MS);

  return {
    name: 'retention',
    exports: {
      purges,
      keepFullClickAddresses: () => settings.keepFullClickAddresses(),
    },
    adminRoutes: (router) => retentionAdminRoutes(router, { kit: platform.kit, settings }),
  };
}

export const retentionFeature = defineFeature({
  name: 'retention',
  entities: [RetentionSettingsRow],
  create: createRetentionModule,
});
