import path from 'node:path';
import { sqliteFile } from '../../core/config';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { BackupScheduler } from './backup-scheduler';
import { BackupScheduleRecord } from './backup-schedule.entity';
import { backupsAdminRoutes } from './backups.admin.routes';
import { BackupsService } from './backups.service';

/**
 * Scheduled backups of the SQLite database (docs/backups.md): daily at the time set in Settings,
 * each backup checked and the oldest pruned. Off on PostgreSQL (pg_dump's job).
 */
function createBackupsModule(platform: Platform): FeatureModule {
  const onSqlite = !platform.config.databaseUrl;
  const place = onSqlite
    ? { dbFile: sqliteFile(platform.config), backupsDir: path.join(platform.config.dataDir, 'backups') }
    : null;
  const scheduler = place
    ? new BackupScheduler({
        place,
        logger: platform.logger,
        jobs: platform.jobs,
        transaction: platform.transaction,
      })
    : null;
  const backups = new BackupsService(place, scheduler);
  // A change of the schedule reads as a change of settings in the audit log.
  platform.audit.describe(BackupScheduleRecord, { updateAction: () => 'settings' });
  return {
    name: 'backups',
    adminRoutes: (router) => backupsAdminRoutes(router, { kit: platform.kit, backups }),
    async prepare(em) {
      await backups.record(em);
      // The next run's job is written at start, with the start's writes, before any request. A
      // backups folder that cannot be read leaves the schedule off, not the server.
      await backups
        .startScheduler(em)
        .catch((error: unknown) =>
          platform.logger.error({ err: error }, 'backups: the schedule could not start'),
        );
    },
    async close() {
      await scheduler?.stop();
    },
  };
}

export const backupsFeature = defineFeature({
  name: 'backups',
  entities: [BackupScheduleRecord],
  create: createBackupsModule,
});
