import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { LeadKind, LeadStage } from '../../../../shared/leads/contract';
import { BaseRecord } from '../../core/db/columns';
import { WebsiteForm } from '../forms';

/** crm.lead: someone who asked for something through a website form. */
@Entity('crm_lead')
@Index('IDX_crm_lead_created', ['created'])
@Index('IDX_crm_lead_stage', ['stage'])
export class Lead extends BaseRecord {
  /** How it came: a website form, the lead block, a verified demo request, the contact block. */
  @Column({ type: 'varchar', length: 10, default: 'form' })
  kind!: LeadKind;

  /** Where it is in the pipeline. */
  @Column({ type: 'varchar', length: 12, default: 'new' })
  stage!: LeadStage;

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

  /** The visitor's country (ISO code, from the offline IP database), if known. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  countryCode!: string | null;

  /** The campaign of the tracked link that brought the visitor (the links' UTM cookie). */
  @Column({ type: 'varchar', length: 100, default: '' })
  utmCampaign!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  utmMedium!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  utmSource!: string;

  /** The tracked links that brought the visitor, first and last (the links' touch cookie). */
  @Column({ type: 'integer', nullable: true })
  firstLinkId!: number | null;

  @Column({ type: 'integer', nullable: true })
  lastLinkId!: number | null;

  /** A demo request's company: its name, size and industry (SPEC §3's comapny_size, comapny_industry). */
  @Column({ type: 'varchar', length: 200, default: '' })
  companyName!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  companySize!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  companyIndustry!: string;

  /** A demo request's applications (sale, scm, supply), comma-separated. */
  @Column({ type: 'varchar', length: 40, default: '' })
  applications!: string;

  /** A demo request whose e-mail was proved by its code. */
  @Column({ type: 'boolean', default: false })
  verified!: boolean;

  /** The quotation the lead was converted into (the orders' sale.order). */
  @Column({ type: 'integer', nullable: true })
  orderId!: number | null;

  @Column({ type: 'integer', nullable: true })
  formId!: number | null;

  @ManyToOne(() => WebsiteForm, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'formId' })
  form?: Relation<WebsiteForm> | null;
}
