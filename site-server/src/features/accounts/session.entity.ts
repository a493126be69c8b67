import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TIMESTAMP } from '../../core/db/columns';
import { User } from './user.entity';

/** A browser session. The cookie holds a random token; the table holds its hash. */
@Entity('user_session')
export class UserSession {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Index()
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  /** Token for form posts of this session. */
  @Column({ type: 'varchar', length: 64 })
  csrfToken!: string;

  @Index()
  @Column({ type: TIMESTAMP })
  expiresAt!: Date;

  @Column({ type: TIMESTAMP })
  created!: Date;
}
