import { AuditEntry } from './audit-entry.entity';

export { AuditEntry } from './audit-entry.entity';
export { AuditLog, type AuditDescription, type AuditRecordInput } from './audit-log';
export {
  actorOf,
  attachAuditScope,
  setAuditAction,
  staffActorOf,
  userActorOf,
  type AuditActor,
} from './audit-scope';
export { MASK, maskSecret } from './audit-values';

export const auditEntities = [AuditEntry];
