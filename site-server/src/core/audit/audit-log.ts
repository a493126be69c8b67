import type { Logger } from 'pino';
import type { DataSource, EntityManager, EntityMetadata, ObjectLiteral } from 'typeorm';
import type { AuditAction, AuditChange } from '../../../../shared/audit/contract';
import type { TransactionRunner } from '../db/transaction';
import { detached } from '../db/transaction';
import { AuditEntry } from './audit-entry.entity';
import { auditScopeOf, userActorOf, type AuditActor } from './audit-scope';
import { AuditSubscriber } from './audit-subscriber';
import { installChangeCapture } from './change-capture';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- an entity class, as TypeORM takes it
type EntityClass = Function;

/** How the log treats one kind of record (declared by the feature that owns it). */
export interface AuditDescription {
  /** Never logged: sessions, one-time links, the outbox's mails (their sending is logged as 'send'). */
  ignore?: boolean;
  /**
   * Each record is a message sent (the outbox's mails): the ones a call queues are logged as one
   * 'send' entry (subject, recipients, how many), not one entry each.
   */
  sending?: boolean;
  /** Fields shown as '••••' beyond those named like secrets (passwords, tokens, hashes, keys). */
  masked?: readonly string[];
  /** Fields not worth a line (counters the system keeps). Creation and update dates never are. */
  skipped?: readonly string[];
  /** The act an update is logged as, from its changes (a user's: 'role_change' when the role changed). */
  updateAction?(changes: readonly AuditChange[]): AuditAction;
  /**
   * Amounts (integer minor units): the log marks their changes with the currency so that staff read
   * money ($59.00 → $54.50), not cents. `currency` is the record's field holding it, or the shop's
   * currency for records priced in it.
   */
  money?: { fields: readonly string[]; currency: string | ((em: EntityManager) => Promise<string>) };
}

/** An explicit entry (sign-in, send…); record changes are logged by themselves (AuditSubscriber). */
export interface AuditRecordInput {
  action: AuditAction;
  model: string;
  recordId?: string | number | null;
  recordName?: string;
  changes?: AuditChange[];
  /** Who did it; by default the signed-in user of the transaction's request. */
  actor?: AuditActor | null;
}

export interface NewAuditEntry {
  actor: AuditActor | null;
  action: AuditAction;
  model: string;
  recordId: string | null;
  recordName: string;
  changes: AuditChange[];
}

/**
 * The audit log (issue 16): every staff change with who, when, what and the changed fields, written
 * in the change's own transaction. Record changes are caught for every feature at once (the
 * AuditSubscriber and the update/delete capture); features declare only what is special about their
 * records (`describe`) and log acts that change no record of theirs (`record`). Read by the back
 * office's audit screen (features/audit).
 */
export class AuditLog {
  private readonly descriptions = new Map<EntityClass, AuditDescription>();

  constructor(private readonly deps: { transaction: TransactionRunner; logger: Logger }) {
    this.ignore(AuditEntry);
  }

  /** Starts logging the staff changes made through `dataSource`. */
  install(dataSource: DataSource) {
    dataSource.subscribers.push(new AuditSubscriber(this));
  }

  /** Lets the log capture the record before a bulk update or delete of this transaction (called by the route kit). */
  captureChanges(em: EntityManager) {
    installChangeCapture(em, this);
  }

  describe(entity: EntityClass, description: AuditDescription) {
    this.descriptions.set(entity, { ...this.descriptions.get(entity), ...description });
  }

  /** Never log these records. */
  ignore(...entities: EntityClass[]) {
    for (const entity of entities) this.describe(entity, { ignore: true });
  }

  descriptionOf(metadata: EntityMetadata): AuditDescription {
    // Junction tables of many-to-many relations have no class: their changes show on the owner.
    if (typeof metadata.target !== 'function') return { ignore: true };
    return this.descriptions.get(metadata.target) ?? {};
  }

  /** An entry in the transaction of `em`, by the signed-in user of its request unless `actor` says. */
  async record(em: EntityManager, input: AuditRecordInput): Promise<void> {
    const actor = input.actor !== undefined ? input.actor : userActorOf(auditScopeOf(em.queryRunner));
    await this.write(em, [
      {
        actor,
        action: input.action,
        model: input.model,
        recordId: input.recordId === null || input.recordId === undefined ? null : String(input.recordId),
        recordName: input.recordName ?? '',
        changes: input.changes ?? [],
      },
    ]);
  }

  /**
   * An entry in a transaction of its own, once the current one has ended: for acts whose own
   * transaction rolls back (a failed sign-in answers an error). Not awaited; a failure is logged.
   */
  recordApart(input: AuditRecordInput & { actor: AuditActor | null }): void {
    void detached(() => this.deps.transaction((em) => this.record(em, input))).catch((error: unknown) =>
      this.deps.logger.error({ err: error }, 'Could not write an audit entry'),
    );
  }

  /**
   * Marks the amounts among `changes` with their currency: the record's (`record` holds the values
   * after the change, `before` those before it) or the shop's.
   */
  async withCurrency(
    em: EntityManager,
    description: AuditDescription,
    changes: AuditChange[],
    record: ObjectLiteral | null,
    before: ObjectLiteral | null = null,
  ): Promise<AuditChange[]> {
    const money = description.money;
    if (!money || !changes.some((change) => money.fields.includes(change.field))) return changes;
    let currency: unknown;
    if (typeof money.currency === 'function') currency = await money.currency(em);
    else currency = record?.[money.currency] ?? before?.[money.currency];
    if (typeof currency !== 'string' || !currency) return changes;
    return changes.map((change) => (money.fields.includes(change.field) ? { ...change, currency } : change));
  }

  /** One insert for the entries (no subscriber runs for it). */
  async write(em: EntityManager, entries: NewAuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const at = new Date();
    await em
      .createQueryBuilder()
      .insert()
      .into(AuditEntry)
      .values(
        entries.map((entry) => ({
          at,
          userId: entry.actor?.userId ?? null,
          userName: (entry.actor?.userName ?? '').slice(0, 200),
          ip: entry.actor?.ip?.slice(0, 64) ?? null,
          action: entry.action,
          model: entry.model.slice(0, 100),
          recordId: entry.recordId?.slice(0, 64) ?? null,
          recordName: entry.recordName.slice(0, 300),
          changes: entry.changes,
        })),
      )
      .callListeners(false)
      .updateEntity(false)
      .execute();
  }
}
