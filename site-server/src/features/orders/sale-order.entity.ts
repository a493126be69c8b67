import { Column, Entity, Index, OneToMany, type Relation } from 'typeorm';
import type { OrderAddress, OrderState } from '../../../../shared/orders/contract';
import { BaseRecord, CurrencyColumn, MoneyColumn, TIMESTAMP } from '../../core/db/columns';
import { SaleOrderLine } from './sale-order-line.entity';

/** A sales order (sale.order): what a customer bought, at the prices they saw, in minor units. */
@Entity('sale_order')
@Index(['state', 'created'])
// Quotations waiting for a signature, oldest first (the dashboard's list), read from the index only.
@Index('IDX_sale_order_awaiting_signature', ['state', 'signatureRequired', 'signedAt', 'created'])
// One live order per cart: confirming again updates it; a cancelled one stays the cart's, beside the next.
// Review requests go out a number of days after an order is done (issue 29, item 7).
@Index('IDX_sale_order_done', ['state', 'doneAt'])
@Index('IDX_sale_order_live_cart', ['cartId'], { unique: true, where: `"state" <> 'cancel'` })
export class SaleOrder extends BaseRecord {
  /** S00001…: set right after the insert, from the id. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 20 })
  name!: string;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  state!: OrderState;

  @Column({ type: 'integer' })
  customerId!: number;

  /** The cart it came from (a shop order): one live order per cart, whatever the double clicks. */
  @Column({ type: 'integer', nullable: true })
  cartId!: number | null;

  /** The signed-in user who ordered, if any. */
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  /** The billing address's name and e-mail, copied out for the back office's list and search. */
  @Column({ type: 'varchar', length: 200 })
  customerName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'simple-json' })
  billingAddress!: OrderAddress;

  @Column({ type: 'simple-json' })
  shippingAddress!: OrderAddress;

  @CurrencyColumn()
  currency!: string;

  @MoneyColumn()
  amountUntaxed!: number;

  @MoneyColumn()
  amountTax!: number;

  @MoneyColumn()
  amountTotal!: number;

  /** The total before discounts (SPEC §3's order_amount_undiscounted). */
  @MoneyColumn()
  amountUndiscounted!: number;

  /** The secret of the order's portal link (compared in constant time). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  accessToken!: string;

  @Column({ type: TIMESTAMP, nullable: true })
  confirmedAt!: Date | null;

  /** When it became done (staff's "Mark as done"); null for any other state. */
  @Column({ type: TIMESTAMP, nullable: true })
  doneAt!: Date | null;

  /** The language the buyer ordered in: their mails speak it, their links open the site in it. */
  @Column({ type: 'varchar', length: 10, default: 'en_US' })
  lang!: string;

  /** The tracked link's campaign, medium and source that brought the buyer (revenue traced to links). */
  @Column({ type: 'varchar', length: 100, default: '' })
  campaign!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  medium!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  source!: string;

  /** The tracked links that brought the buyer, first and last (the links' touch cookie). */
  @Column({ type: 'integer', nullable: true })
  firstLinkId!: number | null;

  @Column({ type: 'integer', nullable: true })
  lastLinkId!: number | null;

  /** The goods are held for it (from the start of a payment, or staff's confirmation, until a cancel). */
  @Column({ type: 'boolean', default: false })
  stockReserved!: boolean;

  /** The shipping method chosen (the shipping feature's); its price is the 'shipping' line. */
  @Column({ type: 'integer', nullable: true })
  shippingMethodId!: number | null;

  @OneToMany(() => SaleOrderLine, (line) => line.order)
  lines?: Relation<SaleOrderLine[]>;

  /** A quotation: the last day it may be accepted (YYYY-MM-DD); null: no limit. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  validUntil!: string | null;

  /** A quotation is accepted with a drawn signature. */
  @Column({ type: 'boolean', default: false })
  signatureRequired!: boolean;

  /** A quotation is paid online when accepted. */
  @Column({ type: 'boolean', default: false })
  paymentRequired!: boolean;

  @Column({ type: TIMESTAMP, nullable: true })
  sentAt!: Date | null;

  /** The first time its customer opened it in the portal. */
  @Column({ type: TIMESTAMP, nullable: true })
  viewedAt!: Date | null;

  /** Who signed (the name typed), when, and the drawn signature (a PNG data URL). */
  @Column({ type: 'varchar', length: 200, default: '' })
  signedBy!: string;

  @Column({ type: TIMESTAMP, nullable: true })
  signedAt!: Date | null;

  @Column({ type: 'text', default: '' })
  signature!: string;
}
