import type { EntityManager } from 'typeorm';
import type { Page } from '../../../../shared/api/admin';
import {
  AUDIT_PAGE_SIZE,
  auditActionLabels,
  describeChange,
  type AuditFilters,
  type AuditListQuery,
  type AuditRow,
} from '../../../../shared/audit/contract';
import { AuditEntry } from '../../core/audit';
import type { CsvValue } from '../../core/csv';

type Filters = Omit<AuditListQuery, 'page'>;

const DAY_MS = 24 * 3600 * 1000;

/** The audit log as the back office reads it: newest first, filtered by person, record kind, act and days. */
export class AuditEntries {
  private filtered(em: EntityManager, query: Filters) {
    const builder = em.getRepository(AuditEntry).createQueryBuilder('entry').orderBy('entry.id', 'DESC');
    if (query.userId) builder.andWhere('entry.userId = :userId', { userId: query.userId });
    if (query.model) builder.andWhere('entry.model = :model', { model: query.model });
    if (query.action) builder.andWhere('entry.action = :action', { action: query.action });
    if (query.from) builder.andWhere('entry.at >= :from', { from: new Date(`${query.from}T00:00:00Z`) });
    if (query.to)
      builder.andWhere('entry.at < :to', { to: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) });
    return builder;
  }

  async list(em: EntityManager, query: AuditListQuery): Promise<Page<AuditRow>> {
    const [entries, total] = await this.filtered(em, query)
      .skip((query.page - 1) * AUDIT_PAGE_SIZE)
      .take(AUDIT_PAGE_SIZE)
      .getManyAndCount();
    const names = await this.latestNames(em, entries);
    const items = entries.map((entry) => {
      const row = auditRow(entry);
      const latest = entry.recordId === null ? undefined : names.get(`${entry.model}#${entry.recordId}`);
      return latest ? { ...row, recordName: latest } : row;
    });
    return { items, total, page: query.page, pageSize: AUDIT_PAGE_SIZE };
  }

  /**
   * Each record's latest name in the log, so that every entry names it as staff know it (an order
   * is created under a placeholder and numbered S00004 in the same call; a page renamed since).
   */
  private async latestNames(em: EntityManager, entries: AuditEntry[]): Promise<Map<string, string>> {
    const ids = [...new Set(entries.flatMap((entry) => (entry.recordId === null ? [] : [entry.recordId])))];
    if (ids.length === 0) return new Map();
    const latest = await em
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .select('entry.model', 'model')
      .addSelect('entry.recordId', 'recordId')
      .addSelect('MAX(entry.id)', 'lastId')
      .where('entry.recordId IN (:...ids)', { ids })
      .andWhere("entry.recordName <> ''")
      .groupBy('entry.model')
      .addGroupBy('entry.recordId')
      .getRawMany<{ model: string; recordId: string; lastId: number | string }>();
    const wanted = new Set(entries.map((entry) => `${entry.model}#${entry.recordId}`));
    const lastIds = latest
      .filter((row) => wanted.has(`${row.model}#${row.recordId}`))
      .map((row) => Number(row.lastId));
    if (lastIds.length === 0) return new Map();
    const rows = await em
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .select(['entry.id', 'entry.model', 'entry.recordId', 'entry.recordName'])
      .whereInIds(lastIds)
      .getMany();
    return new Map(rows.map((row) => [`${row.model}#${row.recordId}`, row.recordName]));
  }

  /** The people (by their latest name in the log) and the kinds of record the log has entries of. */
  async filters(em: EntityManager): Promise<AuditFilters> {
    const users = await em
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .select('entry.userId', 'id')
      .addSelect('MAX(entry.id)', 'lastId')
      .where('entry.userId IS NOT NULL')
      .groupBy('entry.userId')
      .getRawMany<{ id: number; lastId: number }>();
    const names = users.length
      ? await em
          .getRepository(AuditEntry)
          .createQueryBuilder('entry')
          .select(['entry.id', 'entry.userId', 'entry.userName'])
          .whereInIds(users.map((user) => Number(user.lastId)))
          .getMany()
      : [];
    const models = await em
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .select('DISTINCT entry.model', 'model')
      .orderBy('model', 'ASC')
      .getRawMany<{ model: string }>();
    return {
      users: names
        .map((entry) => ({ id: entry.userId!, name: entry.userName }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      models: models.map((row) => row.model),
    };
  }

  /** The CSV export's rows (the header first), read a page at a time. */
  async *csvRows(em: EntityManager, query: Filters): AsyncGenerator<CsvValue[]> {
    yield [
      'Id',
      'When',
      'User',
      'User id',
      'Address',
      'Action',
      'Record kind',
      'Record id',
      'Record',
      'Changes',
    ];
    for (let offset = 0; ; offset += 500) {
      const entries = await this.filtered(em, query).skip(offset).take(500).getMany();
      for (const entry of entries)
        yield [
          entry.id,
          entry.at,
          entry.userName,
          entry.userId,
          entry.ip,
          auditActionLabels[entry.action] ?? entry.action,
          entry.model,
          entry.recordId,
          entry.recordName,
          entry.changes.map(describeChange).join('\n'),
        ];
      if (entries.length < 500) return;
    }
  }
}

export const auditRow = (entry: AuditEntry): AuditRow => ({
  id: entry.id,
  at: entry.at.toISOString(),
  userId: entry.userId,
  userName: entry.userName,
  ip: entry.ip,
  action: entry.action,
  model: entry.model,
  recordId: entry.recordId,
  recordName: entry.recordName,
  changes: entry.changes,
});
