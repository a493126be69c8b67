import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP } from '../../core/db/columns';

/** The shop's virtual page views of SPEC §2 (/stats/ecom/...). */
export const shopEventKinds = [
  'product_view',
  'product_add_to_cart',
  'customer_checkout',
  'customer_signin',
  'customer_signup',
  'order_checkout',
  'order_payment',
  'order_confirmed',
] as const;
export type ShopEventKind = (typeof shopEventKinds)[number];

/**
 * One first-party page-view event. No personal data: the visitor is a keyed hash (of the
 * session, the cart cookie, or the address and browser of the day), never an address or an id.
 */
@Entity('analytics_event')
@Index('IDX_analytics_event_kind_created', ['kind', 'created'])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  kind!: ShopEventKind;

  /** The virtual path as the page sent it, e.g. /stats/ecom/product_view/12. */
  @Column({ type: 'varchar', length: 200 })
  path!: string;

  /** The product, order… the path names; null for paths without one. */
  @Column({ type: 'integer', nullable: true })
  recordId!: number | null;

  /** The payment method of order_payment/{method}. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  detail!: string | null;

  @Column({ type: 'varchar', length: 64 })
  visitorHash!: string;

  @Column({ type: TIMESTAMP })
  created!: Date;
}
