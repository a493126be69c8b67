import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { TIMESTAMP } from '../../core/db/columns';
import { User } from './user.entity';

/** A user's authenticator (TOTP) secret: pending while `enabledAt` is null, until a first code proves the app has it. */
@Entity('user_two_factor')
export class UserTwoFactor {
  @PrimaryColumn({ type: 'integer' })
  userId!: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  /** Base32, 160 bits (RFC 6238's SHA-1 key length). */
  @Column({ type: 'varchar', length: 64 })
  secret!: string;

  @Column({ type: TIMESTAMP, nullable: true })
  enabledAt!: Date | null;

  /** The 30-second step of the last code accepted: a code is good once (no replay within its window). */
  @Column({ type: 'integer', nullable: true })
  lastStep!: number | null;

  /** sha256 of each unused recovery code; one is removed when used. */
  @Column({ type: 'simple-json' })
  recoveryCodeHashes!: string[];

  @CreateDateColumn({ type: TIMESTAMP })
  created!: Date;
}
