import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { TIMESTAMP } from '../../core/db/columns';
import { User } from '../accounts';
import { UtmCampaign, UtmMedium, UtmSource } from './utm.entity';

/** A tracked short link: /r/{code} redirects to `url` with the UTM values added. */
@Entity('tracked_link')
@Index('IDX_tracked_link_owner_created', ['createdById', 'created'])
export class TrackedLink {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 2048 })
  url!: string;

  /** [A-Za-z0-9_-]{1,64}; case-sensitive. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  code!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  title!: string | null;

  @Column({ type: 'integer', nullable: true })
  campaignId!: number | null;

  @ManyToOne(() => UtmCampaign, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'campaignId' })
  campaign?: Relation<UtmCampaign> | null;

  @Column({ type: 'integer', nullable: true })
  mediumId!: number | null;

  @ManyToOne(() => UtmMedium, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'mediumId' })
  medium?: Relation<UtmMedium> | null;

  @Column({ type: 'integer', nullable: true })
  sourceId!: number | null;

  @ManyToOne(() => UtmSource, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sourceId' })
  source?: Relation<UtmSource> | null;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById' })
  createdBy?: Relation<User> | null;

  /** A link an anonymous visitor shortened: the hash of their browser's link-owner cookie. */
  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  visitorKey!: string | null;

  /**
   * Made by a staff member: /r/{code} redirects at once. Anyone else's link to another site first
   * shows the page saying where it leads (issue 25: the shop's domain is no open redirect).
   */
  @Column({ type: 'boolean', default: false })
  madeByStaff!: boolean;

  @Column({ type: 'boolean', default: false })
  archived!: boolean;

  // ----- Rules (issue 32; link-rules.ts): null when the link has none ------------------------------

  /** Before this time the link is outside its life (fallback or the expired page). */
  @Column({ type: TIMESTAMP, nullable: true })
  startsAt!: Date | null;

  @Column({ type: TIMESTAMP, nullable: true })
  expiresAt!: Date | null;

  /** Human clicks the link redirects to its destinations; later ones go to the fallback (clickCount decides). */
  @Column({ type: 'integer', nullable: true })
  maxClicks!: number | null;

  /** Where a visitor outside the link's life goes; none: the "This link has expired" page (410). */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  fallbackUrl!: string | null;

  /** The link's password, hashed as the accounts' passwords are (argon2id). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  /** Targeting and split (LinkTargeting, shared/links/rules.ts) as JSON; null: none. */
  @Column({ type: 'text', nullable: true })
  targeting!: string | null;

  /** Human clicks (bots left out), kept by the click writer. */
  @Index()
  @Column({ type: 'integer', default: 0 })
  clickCount!: number;

  @Column({ type: TIMESTAMP, nullable: true })
  lastClickAt!: Date | null;

  @Index()
  @CreateDateColumn({ type: TIMESTAMP })
  created!: Date;
}
