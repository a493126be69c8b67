import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP } from '../../core/db/columns';

/**
 * One visit: a visitor's pages until 30 minutes pass without one. It remembers the tracked links that
 * had brought the visitor (first and last) and how far the visit went: a cart, the checkout, an order.
 * The visitor is a random first-party cookie, never an address.
 */
@Entity('site_visit')
// The visitor's visit going on; whether today's visitors came before in a range of days.
@Index('IDX_site_visit_visitor', ['visitorKey', 'day', 'lastSeen'])
// Different visitors of a range of days, read from this index only.
@Index('IDX_site_visit_day', ['day', 'visitorKey'])
export class SiteVisit {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  visitorKey!: string;

  /** The local day it started (YYYY-MM-DD), as the daily statistics key days. */
  @Column({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: TIMESTAMP })
  started!: Date;

  @Column({ type: TIMESTAMP })
  lastSeen!: Date;

  @Column({ type: 'varchar', length: 200, default: '' })
  landingPath!: string;

  @Column({ type: 'integer', default: 0 })
  pageViews!: number;

  @Column({ type: 'integer', nullable: true })
  firstLinkId!: number | null;

  @Column({ type: 'integer', nullable: true })
  lastLinkId!: number | null;

  @Column({ type: 'boolean', default: false })
  reachedCart!: boolean;

  @Column({ type: 'boolean', default: false })
  reachedCheckout!: boolean;

  @Column({ type: 'boolean', default: false })
  reachedOrder!: boolean;
}
