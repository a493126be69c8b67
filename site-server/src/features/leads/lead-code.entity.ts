import { Column, Entity, Index } from 'typeorm';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';

/**
 * A demo request's e-mail code: kept as an HMAC (never the digits), valid 10 minutes, spent by 5
 * wrong tries or by the verification that made the lead. A new request voids the older codes.
 */
@Entity('crm_lead_code')
@Index('IDX_crm_lead_code_email', ['email'])
export class LeadCode extends BaseRecord {
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ type: TIMESTAMP })
  expiresAt!: Date;

  @Column({ type: 'integer', default: 0 })
  tries!: number;

  /** Spent: verified (the lead made), or voided by a newer code. */
  @Column({ type: TIMESTAMP, nullable: true })
  usedAt!: Date | null;
}
