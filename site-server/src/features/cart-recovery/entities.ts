import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { RecoveryReason, RecoveryState } from '../../../../shared/cart-recovery/contract';
import { CurrencyColumn, MoneyColumn, TIMESTAMP } from '../../core/db/columns';

/**
 * A cart whose shopper's e-mail is known, and where its recovery stands: one row per cart (its
 * primary key), so the one mail of a cart is a conditional update of this row (waiting → sent).
 * The cart itself is the cart feature's; this row only names it.
 */
@Entity('cart_recovery')
@Index('IDX_cart_recovery_due', ['state', 'lastActivityAt'])
export class CartRecovery {
  @PrimaryColumn({ type: 'integer' })
  cartId!: number;

  @Index()
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  /** The shopper's language when they last touched the cart: the mail's. */
  @Column({ type: 'varchar', length: 8 })
  lang!: string;

  /** The cart's last change (lines, or the e-mail given): the delay counts from it. */
  @Column({ type: TIMESTAMP })
  lastActivityAt!: Date;

  @Column({ type: 'varchar', length: 16, default: 'waiting' })
  state!: RecoveryState;

  @Column({ type: 'varchar', length: 16, nullable: true })
  reason!: RecoveryReason | null;

  /** The cart's value when its state was last decided (the back office's list), minor units. */
  @MoneyColumn()
  value!: number;

  @CurrencyColumn()
  currency!: string;

  @Column({ type: TIMESTAMP, nullable: true })
  sentAt!: Date | null;

  /** The recovery mail in the outbox: when the SMTP server refuses it for good, the cart shows it bounced. */
  @Index('IDX_cart_recovery_mail')
  @Column({ type: 'integer', nullable: true })
  mailId!: number | null;

  /** The mail's link was opened (the cart handed to that browser). */
  @Column({ type: TIMESTAMP, nullable: true })
  restoredAt!: Date | null;

  /** The order placed from the link (recovered), and its amount before tax in its currency. */
  @Column({ type: 'integer', nullable: true })
  orderId!: number | null;

  @MoneyColumn({ nullable: true, default: null })
  recoveredAmount!: number | null;

  @CreateDateColumn({ type: TIMESTAMP })
  created!: Date;

  @UpdateDateColumn({ type: TIMESTAMP })
  updated!: Date;
}

/** What the recovery knows of an address: its latest order, and whether it asked for no reminders. */
@Entity('cart_recovery_contact')
export class CartRecoveryContact {
  @PrimaryColumn({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: TIMESTAMP, nullable: true })
  orderedAt!: Date | null;

  @Column({ type: TIMESTAMP, nullable: true })
  unsubscribedAt!: Date | null;
}

/** The recovery's settings: one row (id 1), made with its defaults by the migration. */
@Entity('cart_recovery_settings')
export class CartRecoverySettings {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ type: 'integer', default: 3600 })
  delaySeconds!: number;
}
