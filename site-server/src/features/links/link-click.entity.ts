import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { LinkDevice } from '../../../../shared/links/contract';
import type { LinkClickRule } from '../../../../shared/links/rules';
import { TIMESTAMP } from '../../core/db/columns';
import { TrackedLink } from './tracked-link.entity';

/**
 * One redirect served. Written in batches by the click writer (never through the ORM's save).
 * One wide index starting (linkId, created) covers every statistics query of a link — per day,
 * per country, referrers, devices, for any period — so they read the index only, never the table.
 */
@Entity('link_click')
@Index('IDX_link_click_stats', ['linkId', 'created', 'isBot', 'countryCode', 'device', 'referrerHost'])
export class LinkClick {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  linkId!: number;

  @ManyToOne(() => TrackedLink, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'linkId' })
  link?: Relation<TrackedLink>;

  @Column({ type: TIMESTAMP })
  created!: Date;

  @Column({ type: 'varchar', length: 2, nullable: true })
  countryCode!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  referrerHost!: string | null;

  @Column({ type: 'varchar', length: 10 })
  device!: LinkDevice;

  @Column({ type: 'boolean', default: false })
  isBot!: boolean;

  /** The split's destination this click went to (0 = first); null outside a split (bots too). */
  @Column({ type: 'smallint', nullable: true })
  variant!: number | null;

  /** The rule that chose the destination (LinkClickRule); null: the link's own target. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  rule!: LinkClickRule | null;
  /** The visitor's address, anonymised unless the privacy setting keeps it whole (features/retention). */
  @Column({ type: 'varchar', length: 45, nullable: true })
  address!: string | null;
}
