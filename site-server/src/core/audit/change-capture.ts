/**
 * Bulk updates and deletes (`em.update`, `em.delete`, and so `repository.update/delete`) tell TypeORM's
 * subscribers neither which rows they touch nor what those held. In a staff call, the transaction's
 * manager reads the matching rows first (at most CAPTURE_LIMIT of them), runs the write, and logs each
 * row's change, before → after. Outside staff calls they run as they are.
 */
import type { EntityManager, EntityMetadata, ObjectLiteral } from 'typeorm';
import type { AuditLog, NewAuditEntry } from './audit-log';
import { actionOf, auditScopeOf, staffActorOf } from './audit-scope';
import { recordNameOf } from './audit-values';
import { recordIdOf, setChanges } from './record-changes';

/** Rows read before a bulk write; past this many, one entry says what was set, on many records. */
export const CAPTURE_LIMIT = 100;

const CAPTURING = Symbol('auditCapture');

type Capturable = EntityManager & { [CAPTURING]?: true };
type Criteria = Parameters<EntityManager['update']>[1];

export function installChangeCapture(em: EntityManager, log: AuditLog) {
  const manager = em as Capturable;
  if (manager[CAPTURING]) return;
  manager[CAPTURING] = true;
  const update = em.update.bind(em);
  const remove = em.delete.bind(em);

  /** The scope and the record kind's metadata when this write is to be logged. */
  const logged = (target: unknown) => {
    const scope = auditScopeOf(em.queryRunner);
    const actor = staffActorOf(scope);
    if (!scope || !actor || scope.quiet > 0 || !em.connection.hasMetadata(target as string)) return null;
    const metadata = em.connection.getMetadata(target as string);
    const description = log.descriptionOf(metadata);
    return description.ignore || description.sending ? null : { scope, actor, metadata, description };
  };

  em.update = (async (target: unknown, criteria: Criteria, values: ObjectLiteral, ...rest: unknown[]) => {
    const run = () => (update as (...args: unknown[]) => Promise<unknown>)(target, criteria, values, ...rest);
    const write = logged(target);
    if (!write) return run();
    const rows = await matching(em, write.metadata, criteria);
    const result = await quietly(write.scope, run);
    const entries: NewAuditEntry[] = [];
    const base = { actor: write.actor, model: write.metadata.tableName };
    if (rows.length > CAPTURE_LIMIT) {
      const changes = await log.withCurrency(
        em,
        write.description,
        setChanges(write.metadata, write.description, null, values),
        values,
      );
      if (changes.length)
        entries.push({
          ...base,
          action: actionOf(write.scope, changes, 'update', write.description.updateAction),
          recordId: null,
          recordName: `More than ${CAPTURE_LIMIT} records`,
          changes,
        });
    } else
      for (const row of rows) {
        const set = setChanges(write.metadata, write.description, row, values);
        if (set.length === 0) continue;
        const changes = await log.withCurrency(em, write.description, set, values, row);
        entries.push({
          ...base,
          action: actionOf(write.scope, changes, 'update', write.description.updateAction),
          recordId: recordIdOf(write.metadata, row),
          recordName: recordNameOf({ ...row, ...values }),
          changes,
        });
      }
    await log.write(em, entries);
    return result;
  }) as EntityManager['update'];

  em.delete = (async (target: unknown, criteria: Criteria) => {
    const run = () => (remove as (...args: unknown[]) => Promise<unknown>)(target, criteria);
    const write = logged(target);
    if (!write) return run();
    const rows = await matching(em, write.metadata, criteria);
    const result = await quietly(write.scope, run);
    const base = { actor: write.actor, model: write.metadata.tableName, changes: [] };
    const action = actionOf(write.scope, [], 'delete');
    await log.write(
      em,
      rows.length > CAPTURE_LIMIT
        ? [{ ...base, action, recordId: null, recordName: `More than ${CAPTURE_LIMIT} records` }]
        : rows.map((row) => ({
            ...base,
            action,
            recordId: recordIdOf(write.metadata, row),
            recordName: recordNameOf(row),
          })),
    );
    return result;
  }) as EntityManager['delete'];
}

/** The rows a write's criteria match, as TypeORM's update and delete read them (ids, or a where). */
async function matching(
  em: EntityManager,
  metadata: EntityMetadata,
  criteria: Criteria,
): Promise<ObjectLiteral[]> {
  const query = em.createQueryBuilder(metadata.target, 'audited');
  const primitive =
    typeof criteria === 'string' ||
    typeof criteria === 'number' ||
    criteria instanceof Date ||
    (Array.isArray(criteria) && criteria.every((id) => typeof id !== 'object' || id instanceof Date));
  if (primitive) query.whereInIds(criteria);
  else query.where(criteria as ObjectLiteral);
  return query.take(CAPTURE_LIMIT + 1).getMany();
}

async function quietly<T>(scope: { quiet: number }, work: () => Promise<T>): Promise<T> {
  scope.quiet += 1;
  try {
    return await work();
  } finally {
    scope.quiet -= 1;
  }
}
