import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne, type Relation } from 'typeorm';
import type { Role } from '../../../../shared/roles';
import { BaseRecord } from '../../core/db/columns';
import { Company } from './company.entity';

@Entity('user')
export class User extends BaseRecord {
  /** Stored lower-cased: the login. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** argon2id; null until the user sets a password from an invitation. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 20 })
  role!: Role;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** The language the user works in (a LangCode); null: their browser's, whatever it is that day. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  lang!: string | null;

  /** The current company (SPEC §6: the company switch writes it). */
  @Column({ type: 'integer' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'companyId' })
  company?: Relation<Company>;

  /** Companies the user may switch to. */
  @ManyToMany(() => Company)
  @JoinTable({
    name: 'user_company',
    joinColumn: { name: 'userId' },
    inverseJoinColumn: { name: 'companyId' },
  })
  companies?: Relation<Company[]>;
}
