/** A record's changed fields as the log keeps them, read from TypeORM's metadata. */
import type { EntityMetadata, ObjectLiteral, RelationMetadata } from 'typeorm';
import type { AuditChange } from '../../../../shared/audit/contract';
import type { AuditDescription } from './audit-log';
import { changeOf } from './audit-values';

type ColumnMetadata = EntityMetadata['columns'][number];

/** Columns worth a line: not the dates TypeORM keeps, a version, or what the feature skips. */
export function loggedColumns(metadata: EntityMetadata, description: AuditDescription): ColumnMetadata[] {
  return metadata.columns.filter(
    (column) =>
      !column.isCreateDate &&
      !column.isUpdateDate &&
      !column.isVersion &&
      !column.isDeleteDate &&
      !(description.skipped ?? []).includes(column.propertyPath),
  );
}

/** The record's id as text ('12', or 'a,b' for a composite key), or null when unknown. */
export function recordIdOf(
  metadata: EntityMetadata,
  record: ObjectLiteral | undefined | null,
): string | null {
  if (!record) return null;
  const id = metadata.getEntityIdMixedMap(record) as unknown;
  if (id === undefined || id === null) return null;
  if (typeof id === 'object') {
    const parts = Object.values(id as Record<string, unknown>);
    return parts.some((part) => part === undefined || part === null) ? null : parts.join(',');
  }
  return String(id);
}

/** A new record's fields: each set one, from nothing. */
export function createdChanges(
  metadata: EntityMetadata,
  description: AuditDescription,
  record: ObjectLiteral,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const column of loggedColumns(metadata, description)) {
    if (column.isPrimary && column.isGenerated) continue;
    const value: unknown = column.getEntityValue(record);
    if (value === undefined || value === null || value === '') continue;
    const change = changeOf(column.propertyPath, null, value, description.masked);
    if (change) changes.push(change);
  }
  return changes;
}

/** The fields that differ between `before` and `after` (only `columns` when given: those TypeORM found changed). */
export function updatedChanges(
  metadata: EntityMetadata,
  description: AuditDescription,
  before: ObjectLiteral,
  after: ObjectLiteral,
  columns?: readonly ColumnMetadata[],
  relations: readonly RelationMetadata[] = [],
): AuditChange[] {
  const logged = loggedColumns(metadata, description);
  const changes: AuditChange[] = [];
  for (const column of columns ? logged.filter((one) => columns.includes(one)) : logged) {
    const change = changeOf(
      column.propertyPath,
      column.getEntityValue(before),
      column.getEntityValue(after),
      description.masked,
    );
    if (change) changes.push(change);
  }
  for (const relation of relations) {
    if (!relation.isManyToMany && !relation.isOneToMany) continue;
    if ((description.skipped ?? []).includes(relation.propertyPath)) continue;
    const ids = (record: ObjectLiteral) => relatedIds(relation, relation.getEntityValue(record) as unknown);
    const change = changeOf(relation.propertyPath, ids(before), ids(after), description.masked);
    if (change) changes.push(change);
  }
  return changes;
}

/** The fields a bulk update sets: the value before from the row read first. */
export function setChanges(
  metadata: EntityMetadata,
  description: AuditDescription,
  before: ObjectLiteral | null,
  values: ObjectLiteral,
): AuditChange[] {
  const logged = new Set(loggedColumns(metadata, description).map((column) => column.propertyPath));
  const changes: AuditChange[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (!logged.has(field)) continue;
    const change = changeOf(field, before ? before[field] : null, value, description.masked);
    if (change) changes.push(change);
  }
  return changes;
}

function relatedIds(relation: RelationMetadata, value: unknown): string {
  if (!Array.isArray(value)) return '';
  return value
    .map((item: unknown) =>
      item && typeof item === 'object'
        ? recordIdOf(relation.inverseEntityMetadata, item as ObjectLiteral)
        : String(item),
    )
    .filter((id): id is string => id !== null)
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
    .join(', ');
}
