import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { SubmissionFile } from '../../../../shared/forms/contract';
import { BaseRecord } from '../../core/db/columns';
import { WebsiteForm } from './website-form.entity';

/** One accepted post of a website form, kept whatever the form's target made of it. */
@Entity('website_form_submission')
@Index('IDX_website_form_submission_form', ['formId', 'id'])
export class FormSubmissionRecord extends BaseRecord {
  @Column({ type: 'integer' })
  formId!: number;

  @ManyToOne(() => WebsiteForm, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'formId' })
  form?: Relation<WebsiteForm>;

  /** The target model and the id of the record it created. */
  @Column({ type: 'varchar', length: 100 })
  model!: string;

  @Column({ type: 'integer', nullable: true })
  recordId!: number | null;

  /** Field name → value (checkbox groups: a list). Dates are stored as YYYY-MM-DD[ HH:MM:SS]. */
  @Column({ type: 'simple-json' })
  values!: Record<string, string | string[]>;

  @Column({ type: 'simple-json' })
  files!: SubmissionFile[];

  @Column({ type: 'varchar', length: 2048, nullable: true })
  pageUrl!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress!: string | null;
}
