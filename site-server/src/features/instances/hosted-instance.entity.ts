import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { InstanceState } from '../../../../shared/instances/contract';
import { BaseRecord } from '../../core/db/columns';
import { User } from '../accounts';

/** A database the business hosts for a customer (saas_portal.client): renamed from the portal. */
@Entity('hosted_instance')
export class HostedInstance extends BaseRecord {
  @Column({ type: 'varchar', length: 120 })
  name!: string;

  /** Lowercase host name; unique. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 253 })
  domain!: string;

  /** The client id the portal's rename call names (a UUID). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  clientId!: string;

  @Column({ type: 'varchar', length: 253 })
  databaseName!: string;

  @Column({ type: 'varchar', length: 60 })
  plan!: string;

  @Column({ type: 'varchar', length: 12, default: 'running' })
  state!: InstanceState;

  /** The customer's account that owns it: the only one who may rename it. */
  @Index()
  @Column({ type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;
}

/** One rename of an instance, kept: who, when, from and to. */
@Entity('hosted_instance_rename')
export class HostedInstanceRename extends BaseRecord {
  @Index()
  @Column({ type: 'integer' })
  instanceId!: number;

  @ManyToOne(() => HostedInstance, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'instanceId' })
  instance?: Relation<HostedInstance>;

  @Column({ type: 'varchar', length: 253 })
  fromDomain!: string;

  @Column({ type: 'varchar', length: 253 })
  toDomain!: string;

  @Column({ type: 'integer' })
  userId!: number;
}
