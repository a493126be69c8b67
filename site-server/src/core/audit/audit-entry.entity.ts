import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditChange } from '../../../../shared/audit/contract';
import { TIMESTAMP } from '../db/columns';

/**
 * One staff change in the audit log: who (a snapshot of the name, so an entry still reads after the
 * user is renamed or removed), when, from which address, what (the action, the kind of record and
 * which one) and the changed fields, before → after, with secrets masked. Written in the transaction
 * of the change itself, so a change that rolls back leaves no entry.
 */
@Entity('audit_entry')
@Index('idx_audit_entry_at', ['at'])
@Index('idx_audit_entry_user', ['userId', 'at'])
@Index('idx_audit_entry_model', ['model', 'at'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @CreateDateColumn({ type: TIMESTAMP })
  at!: Date;

  /** The staff member who made the change; null for a failed sign-in of an unknown visitor. */
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 200, default: '' })
  userName!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 24 })
  action!: AuditAction;

  /** The kind of record changed: its table (website_page, user, payment_provider…). */
  @Column({ type: 'varchar', length: 100 })
  model!: string;

  /** The record's id (a number, or a code such as 'stripe'); null when a change touched many. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  recordId!: string | null;

  /** The record's name or title at the time, to read the entry without opening the record. */
  @Column({ type: 'varchar', length: 300, default: '' })
  recordName!: string;

  @Column({ type: 'simple-json' })
  changes!: AuditChange[];
}
