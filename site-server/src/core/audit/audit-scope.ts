/**
 * Who a transaction's writes are done for. The route kit ties each request's transaction to its
 * request (`attachAuditScope`); the audit subscriber asks `staffActorOf` at each write. Only calls
 * that passed a staff access check (`req.vitrine.staffCall`, set by checkAccess) have a staff actor:
 * a visitor's cart, a click or a staff member's own shopping is no staff change.
 *
 * The scope lives in the transaction's QueryRunner (`data`, TypeORM's place for what subscribers
 * share): on SQLite the one connection's runner serves every transaction in turn, so the scope is
 * dropped when its transaction ends (AuditSubscriber).
 */
import type { Request } from 'express';
import type { EntityManager, QueryRunner } from 'typeorm';
import type { AuditAction, AuditChange } from '../../../../shared/audit/contract';

const SCOPE = 'vitrineAudit';

export interface AuditActor {
  userId: number | null;
  userName: string;
  ip: string | null;
}

export interface AuditScope {
  req: Request;
  /** The act the call's record changes are logged as (the publish toggle's), else create/update/delete. */
  action?: AuditAction | ((changes: readonly AuditChange[]) => AuditAction);
  /** Messages queued by the call, logged as one 'send' entry when its transaction commits. */
  sent?: { model: string; firstId: string | null; subject: string; recipients: string[]; count: number };
  /** Above 0 while a captured update or delete runs: the subscriber leaves those rows to the capture. */
  quiet: number;
}

/** Ties the transaction of `em` to the request it serves (once; a joined transaction keeps the first). */
export function attachAuditScope(em: EntityManager, req: Request): AuditScope | null {
  const runner = em.queryRunner;
  if (!runner || runner.isReleased || !runner.isTransactionActive) return null;
  runner.data ??= {};
  const data = runner.data as Record<string, AuditScope | undefined>;
  data[SCOPE] ??= { req, quiet: 0 };
  return data[SCOPE];
}

export function auditScopeOf(runner: QueryRunner | undefined | null): AuditScope | null {
  const data = runner?.data as Record<string, AuditScope | undefined> | undefined;
  return data?.[SCOPE] ?? null;
}

/** The act a change is logged as: the call's, else the record kind's for an update, else `otherwise`. */
export function actionOf(
  scope: AuditScope,
  changes: readonly AuditChange[],
  otherwise: AuditAction,
  updateAction?: (changes: readonly AuditChange[]) => AuditAction,
): AuditAction {
  if (typeof scope.action === 'function') return scope.action(changes);
  return scope.action ?? updateAction?.(changes) ?? otherwise;
}

export function dropAuditScope(runner: QueryRunner) {
  const data = runner.data as Record<string, AuditScope | undefined> | undefined;
  if (data) delete data[SCOPE];
}

/** The signed-in user of a request, whoever they are. */
export function actorOf(req: Request): AuditActor | null {
  const user = req.vitrine?.user;
  return user ? { userId: user.id, userName: user.name, ip: req.ip ?? null } : null;
}

/** The signed-in user of the scope's request, whoever they are. */
export function userActorOf(scope: AuditScope | null): AuditActor | null {
  return scope ? actorOf(scope.req) : null;
}

/** The staff member whose call this is, when it is a staff call. */
export function staffActorOf(scope: AuditScope | null): AuditActor | null {
  return scope?.req.vitrine?.staffCall ? userActorOf(scope) : null;
}

/**
 * Logs the record changes of the rest of this transaction's call as `action` (the publish toggle:
 * 'publish', not 'update'). No-op outside a request's transaction.
 */
export function setAuditAction(
  em: EntityManager,
  action: AuditAction | ((changes: readonly AuditChange[]) => AuditAction),
) {
  const scope = auditScopeOf(em.queryRunner);
  if (scope) scope.action = action;
}
