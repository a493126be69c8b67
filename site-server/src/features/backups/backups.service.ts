import type { EntityManager } from 'typeorm';
import {
  BACKUP_KEEP_MAX,
  type BackupOverview,
  type BackupSchedule,
  type BackupScheduleInput,
} from '../../../../shared/backups/contract';
import { backupIsStale } from '../../../../shared/backups/staleness';
import { isLangCode, t, type LangCode } from '../../../../shared/i18n';
import type { RequestContext } from '../../core/context';
import { listCheckedBackups } from '../../core/db/backup-check';
import { UserError, ValidationError } from '../../core/errors';
import type { BackupPlace } from './backup-runner';
import { readLastRun } from './backup-runner';
import type { BackupScheduler } from './backup-scheduler';
import { BackupScheduleRecord } from './backup-schedule.entity';
import { parseBackupTime } from './schedule';

const langOf = (ctx: RequestContext): LangCode => (isLangCode(ctx.lang) ? ctx.lang : 'en_US');

const scheduleOf = (record: BackupScheduleRecord): BackupSchedule => ({
  enabled: record.enabled,
  time: record.time,
  keep: record.keep,
});

/**
 * The backup schedule in Settings and what the back office shows of the backups. `place` and
 * `scheduler` are null on PostgreSQL, where this feature only says to use pg_dump.
 */
export class BackupsService {
  constructor(
    private readonly place: BackupPlace | null,
    private readonly scheduler: BackupScheduler | null,
  ) {}

  /** The schedule's one row, made with the defaults when missing. */
  async record(em: EntityManager): Promise<BackupScheduleRecord> {
    const repository = em.getRepository(BackupScheduleRecord);
    const [existing] = await repository.find({ order: { id: 'ASC' }, take: 1 });
    return existing ?? (await repository.save(repository.create({})));
  }

  /** Plans the scheduled backups at the server's start (a missed run is made up). */
  async startScheduler(em: EntityManager): Promise<void> {
    if (!this.scheduler) return;
    const record = await this.record(em);
    await this.scheduler.plan(scheduleOf(record), record.created, { atStart: true });
  }

  async overview(ctx: RequestContext): Promise<BackupOverview> {
    const lang = langOf(ctx);
    const record = await this.record(ctx.em);
    const schedule = scheduleOf(record);
    if (!this.place || !this.scheduler) {
      return {
        available: false,
        notice: t(lang, 'backups.postgres'),
        schedule: { ...schedule, enabled: false },
        nextRunAt: null,
        lastRun: null,
        backups: [],
        warning: null,
        folder: '',
      };
    }
    const backups = await listCheckedBackups(this.place.backupsDir);
    const lastRun = await readLastRun(this.place.backupsDir);
    const newest = backups[0]?.takenAt ?? null;
    // A failed run matters until a backup made after it (by hand, from the desktop) supersedes it.
    const failedRun = lastRun && !lastRun.ok && (!newest || Date.parse(lastRun.at) >= newest.getTime());
    const newestCheck = backups[0]?.check;
    let warning: string | null = null;
    if (failedRun)
      warning = lastRun.file
        ? t(lang, 'backups.checkFailed', lastRun.error ?? '')
        : t(lang, 'backups.failed', lastRun.error ?? '');
    else if (newestCheck && !newestCheck.ok)
      warning = t(lang, 'backups.checkFailed', newestCheck.problem ?? '');
    else if (!newest) warning = t(lang, 'backups.none');
    else if (backupIsStale(newest, record.created, new Date())) warning = t(lang, 'backups.stale');
    return {
      available: true,
      notice: null,
      schedule,
      nextRunAt: this.scheduler.nextRunAt?.toISOString() ?? null,
      lastRun,
      backups: backups.map((backup) => ({
        name: backup.name,
        takenAt: backup.takenAt.toISOString(),
        bytes: backup.bytes,
        check: backup.check,
      })),
      warning,
      folder: this.place.backupsDir,
    };
  }

  async updateSchedule(ctx: RequestContext, input: BackupScheduleInput): Promise<BackupOverview> {
    const lang = langOf(ctx);
    if (!this.scheduler) throw new UserError(t(lang, 'backups.postgres'));
    const fields: Record<string, string> = {};
    if (!parseBackupTime(input.time)) fields.time = t(lang, 'backups.time.invalid');
    if (!Number.isInteger(input.keep) || input.keep < 1 || input.keep > BACKUP_KEEP_MAX)
      fields.keep = t(lang, 'backups.keep.invalid', BACKUP_KEEP_MAX);
    if (Object.keys(fields).length) throw new ValidationError(Object.values(fields).join(' '), fields);
    const record = await this.record(ctx.em);
    Object.assign(record, { enabled: input.enabled, time: input.time, keep: input.keep });
    const saved = await ctx.em.getRepository(BackupScheduleRecord).save(record);
    await this.scheduler.plan(scheduleOf(saved), saved.created);
    return this.overview(ctx);
  }

  async backUpNow(ctx: RequestContext): Promise<BackupOverview> {
    if (!this.scheduler) throw new UserError(t(langOf(ctx), 'backups.postgres'));
    await this.scheduler.runNow('manual');
    return this.overview(ctx);
  }
}
