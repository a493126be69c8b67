import { Column, Entity } from 'typeorm';
import type { FormField, FormSuccess } from '../../../../shared/forms/contract';
import { BaseRecord } from '../../core/db/columns';

/** website.form: a form built in the back office, shown on pages by the form block. */
@Entity('website_form')
export class WebsiteForm extends BaseRecord {
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** What a post creates: a model registered in platform.formTargets (mail.mail, crm.lead…). */
  @Column({ type: 'varchar', length: 100 })
  model!: string;

  @Column({ type: 'simple-json' })
  fields!: FormField[];

  @Column({ type: 'simple-json' })
  success!: FormSuccess;
}
