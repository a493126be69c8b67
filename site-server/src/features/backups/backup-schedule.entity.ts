import { Column, Entity } from 'typeorm';
import { BACKUP_DEFAULT_KEEP, BACKUP_DEFAULT_TIME } from '../../../../shared/backups/contract';
import { BaseRecord } from '../../core/db/columns';

/**
 * The backup schedule kept in Settings: one row, made at the first start. A restore brings back the
 * schedule the backup had, like any other setting.
 */
@Entity('backup_schedule')
export class BackupScheduleRecord extends BaseRecord {
  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  /** Local time of the daily backup, HH:MM. */
  @Column({ type: 'varchar', length: 5, default: BACKUP_DEFAULT_TIME })
  time!: string;

  @Column({ type: 'integer', default: BACKUP_DEFAULT_KEEP })
  keep!: number;
}
