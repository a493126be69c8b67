import type {
  EntitySubscriberInterface,
  InsertEvent,
  ObjectLiteral,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import type { AuditLog } from './audit-log';
import { actionOf, auditScopeOf, dropAuditScope, staffActorOf, type AuditScope } from './audit-scope';
import { recordNameOf } from './audit-values';
import { createdChanges, recordIdOf, setChanges, updatedChanges } from './record-changes';

/**
 * Logs the record changes of staff calls, whichever feature makes them, in their own transaction
 * (`event.manager`): a created record with its fields, an updated one with the fields that changed
 * (before → after, from TypeORM's loaded state), a removed one. Bulk updates and deletes
 * (`em.update`, `repository.delete`) are logged by the change capture, which reads the rows first;
 * a query builder's update, which says nothing of its rows, is logged with the values it sets.
 */
export class AuditSubscriber implements EntitySubscriberInterface {
  constructor(private readonly log: AuditLog) {}

  private staffWrite(
    event: InsertEvent<ObjectLiteral> | UpdateEvent<ObjectLiteral> | RemoveEvent<ObjectLiteral>,
  ) {
    const scope = auditScopeOf(event.queryRunner);
    const actor = staffActorOf(scope);
    if (!scope || !actor || scope.quiet > 0) return null;
    const description = this.log.descriptionOf(event.metadata);
    return description.ignore ? null : { scope, actor, description };
  }

  async afterInsert(event: InsertEvent<ObjectLiteral>) {
    const write = this.staffWrite(event);
    if (!write || !event.entity) return;
    const recordId = idText(event.entityId) ?? recordIdOf(event.metadata, event.entity);
    if (write.description.sending)
      return noteSent(write.scope, event.metadata.tableName, recordId, event.entity);
    await this.log.write(event.manager, [
      {
        actor: write.actor,
        action: actionOf(write.scope, [], 'create'),
        model: event.metadata.tableName,
        recordId,
        recordName: recordNameOf(event.entity),
        changes: await this.log.withCurrency(
          event.manager,
          write.description,
          createdChanges(event.metadata, write.description, event.entity),
          event.entity,
        ),
      },
    ]);
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>) {
    const write = this.staffWrite(event);
    // A message's state is its sending's business (the worker's, or the outbox's resend entry).
    if (!write || !event.entity || write.description.sending) return;
    const entity = event.entity as ObjectLiteral;
    const saved = event.databaseEntity !== undefined && event.databaseEntity !== null;
    const changes = saved
      ? updatedChanges(
          event.metadata,
          write.description,
          event.databaseEntity,
          entity,
          event.updatedColumns,
          event.updatedRelations,
        )
      : // A query builder's update: the values it sets, the rows unknown.
        setChanges(event.metadata, write.description, null, entity);
    if (changes.length === 0) return;
    const before = saved ? (event.databaseEntity as ObjectLiteral) : null;
    await this.log.write(event.manager, [
      {
        actor: write.actor,
        action: actionOf(write.scope, changes, 'update', write.description.updateAction),
        model: event.metadata.tableName,
        recordId: saved ? recordIdOf(event.metadata, event.databaseEntity) : null,
        recordName: recordNameOf(saved ? { ...event.databaseEntity, ...entity } : null),
        changes: await this.log.withCurrency(event.manager, write.description, changes, entity, before),
      },
    ]);
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>) {
    const write = this.staffWrite(event);
    if (!write || write.description.sending) return;
    const record = event.databaseEntity ?? event.entity;
    await this.log.write(event.manager, [
      {
        actor: write.actor,
        action: actionOf(write.scope, [], 'delete'),
        model: event.metadata.tableName,
        recordId: idText(event.entityId) ?? recordIdOf(event.metadata, record),
        recordName: recordNameOf(record),
        changes: [],
      },
    ]);
  }

  /** The call's messages, as one entry, before its transaction commits. */
  async beforeTransactionCommit(event: TransactionCommitEvent) {
    const scope = auditScopeOf(event.queryRunner);
    const actor = staffActorOf(scope);
    const sent = scope?.sent;
    if (!scope || !actor || !sent) return;
    scope.sent = undefined;
    const shown = sent.recipients.slice(0, 5).join(', ');
    const more = sent.count > 5 ? ` (+${sent.count - 5} more)` : '';
    await this.log.write(event.manager, [
      {
        actor,
        action: 'send',
        model: sent.model,
        recordId: sent.count === 1 ? sent.firstId : null,
        recordName: sent.subject,
        changes: [
          { field: 'to', before: null, after: `${shown}${more}` },
          { field: 'messages', before: null, after: String(sent.count) },
        ],
      },
    ]);
  }

  // The scope ends with its transaction (on SQLite the next one reuses the same query runner).
  afterTransactionCommit(event: TransactionCommitEvent) {
    if (!event.queryRunner.isTransactionActive) dropAuditScope(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent) {
    if (!event.queryRunner.isTransactionActive) dropAuditScope(event.queryRunner);
  }
}

/** TypeORM's id of an inserted or removed record: the value, or a map of a composite key's parts. */
function idText(id: unknown): string | null {
  if (id === undefined || id === null) return null;
  if (typeof id === 'object') {
    const parts = Object.values(id as Record<string, unknown>);
    return parts.length && parts.every((part) => part !== undefined && part !== null)
      ? parts.join(',')
      : null;
  }
  return String(id);
}

function noteSent(scope: AuditScope, model: string, id: string | null, message: ObjectLiteral) {
  const to = typeof message.to === 'string' ? message.to : '';
  const subject = typeof message.subject === 'string' ? message.subject : '';
  if (!scope.sent) scope.sent = { model, firstId: id, subject, recipients: [], count: 0 };
  scope.sent.count += 1;
  if (scope.sent.recipients.length < 5 && to) scope.sent.recipients.push(to);
}
