import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { AddressKind } from '../../../../shared/customers/contract';
import { BaseRecord } from '../../core/db/columns';
import { Customer } from './customer.entity';

/** A billing or shipping address of a customer. Orders copy it, so editing it never changes one. */
@Entity('customer_address')
@Index(['customerId', 'kind'])
export class CustomerAddress extends BaseRecord {
  @Column({ type: 'integer' })
  customerId!: number;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customerId' })
  customer?: Relation<Customer>;

  @Column({ type: 'varchar', length: 10 })
  kind!: AddressKind;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  phone!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  street!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  street2!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  city!: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  zip!: string;

  /** A state of the country (countries feature), when the country has states. */
  @Column({ type: 'integer', nullable: true })
  stateId!: number | null;

  @Column({ type: 'integer' })
  countryId!: number;
}
