import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../core/db/columns';
import { WebsiteForm } from '../forms';

/** crm.lead: someone who asked for something through a website form. */
@Entity('crm_lead')
@Index('IDX_crm_lead_created', ['created'])
export class Lead extends BaseRecord {
  /** The lead's title ("Request a quote — Jane Doe"). */
  @Column({ type: 'varchar', length: 300 })
  name!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  contactName!: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  emailFrom!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  phone!: string | null;

  /** Everything else the visitor wrote, one "Label: value" line per field. */
  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  pageUrl!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress!: string | null;

  @Column({ type: 'integer', nullable: true })
  formId!: number | null;

  @ManyToOne(() => WebsiteForm, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'formId' })
  form?: Relation<WebsiteForm> | null;
}
