import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../core/db/columns';

/** Someone who follows a record (mail.followers): they get a mail for each new message on it. */
@Entity('mail_followers')
@Index(['model', 'resId', 'email'], { unique: true })
export class MailFollower extends BaseRecord {
  @Column({ type: 'varchar', length: 100 })
  model!: string;

  @Column({ type: 'integer' })
  resId!: number;

  /** Lower-cased: one follow per address and record. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The signed-in user who followed; null for a visitor who gave an address. */
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;
}
