import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../core/db/columns';
import { User } from '../accounts';
import { MailingList } from './mailing-list.entity';

/** One newsletter sent to a list: what was sent, to how many subscribers, by whom (`created` is when). */
@Entity('newsletter_sending')
@Index('IDX_newsletter_sending_list', ['listId', 'created'])
export class NewsletterSending extends BaseRecord {
  @Column({ type: 'integer' })
  listId!: number;

  @ManyToOne(() => MailingList, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listId' })
  list?: Relation<MailingList>;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  /** 'text' | 'markup' (see shared/newsletter/contract.ts). */
  @Column({ type: 'varchar', length: 10 })
  format!: string;

  @Column({ type: 'integer' })
  recipientCount!: number;

  @Column({ type: 'integer', nullable: true })
  sentById!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sentById' })
  sentBy?: Relation<User> | null;
}
