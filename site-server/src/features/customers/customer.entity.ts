import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../core/db/columns';

/** A customer (the shop's res.partner): one per signed-in user, or a guest's from their checkout. */
@Entity('customer')
export class Customer extends BaseRecord {
  /** The user who signs in as this customer; null for a guest. */
  @Index({ unique: true, where: '"userId" IS NOT NULL' })
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  phone!: string;

  /** The company they buy for (the portal's account page). */
  @Column({ type: 'varchar', length: 200, default: '' })
  company!: string;
}
