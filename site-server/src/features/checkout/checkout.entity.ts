import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { TIMESTAMP } from '../../core/db/columns';

/** Where a cart's checkout stands: whose it is and where it goes. One per cart. */
@Entity('checkout')
export class Checkout {
  @PrimaryColumn({ type: 'integer' })
  cartId!: number;

  @Column({ type: 'integer' })
  customerId!: number;

  @Column({ type: 'integer' })
  billingAddressId!: number;

  /** null: shipped to the billing address. */
  @Column({ type: 'integer', nullable: true })
  shippingAddressId!: number | null;

  /** The shipping method chosen before "Confirm order"; null: the first one offered. */
  @Column({ type: 'integer', nullable: true })
  carrierId!: number | null;

  @UpdateDateColumn({ type: TIMESTAMP })
  updated!: Date;
}
