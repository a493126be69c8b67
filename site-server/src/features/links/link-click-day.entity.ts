import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { LinkDevice } from '../../../../shared/links/contract';
import { TIMESTAMP } from '../../core/db/columns';
import { TrackedLink } from './tracked-link.entity';

/**
 * Human clicks of a link on one UTC day, by country, device and referrer: what the raw clicks past their
 * retention period leave (click-retention.ts), so that the link's statistics, which read both, stay the
 * same when those clicks go. '' stands for an unknown country or referrer (a unique key cannot hold null).
 */
@Entity('link_click_day')
@Index('IDX_link_click_day_key', ['linkId', 'day', 'countryCode', 'device', 'referrerHost'], { unique: true })
export class LinkClickDay {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  linkId!: number;

  @ManyToOne(() => TrackedLink, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'linkId' })
  link?: Relation<TrackedLink>;

  /** The day's start, 00:00 UTC: compared as the raw clicks' `created` is. */
  @Column({ type: TIMESTAMP })
  day!: Date;

  @Column({ type: 'varchar', length: 2, default: '' })
  countryCode!: string;

  @Column({ type: 'varchar', length: 10 })
  device!: LinkDevice;

  @Column({ type: 'varchar', length: 255, default: '' })
  referrerHost!: string;

  @Column({ type: 'integer' })
  clicks!: number;
}
