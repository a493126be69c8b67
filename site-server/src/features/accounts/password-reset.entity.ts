import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';
import { User } from './user.entity';

/** A one-time link to set a password (reset or invitation). */
@Entity('password_reset')
export class PasswordReset extends BaseRecord {
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: TIMESTAMP })
  expiresAt!: Date;

  @Column({ type: TIMESTAMP, nullable: true })
  usedAt!: Date | null;
}
