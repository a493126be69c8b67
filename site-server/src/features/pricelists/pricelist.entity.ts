import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import type { RuleCompute, RuleScope } from '../../../../shared/pricelists/pricing';
import { BaseRecord, CurrencyColumn, MoneyColumn, TIMESTAMP } from '../../core/db/columns';
import { User } from '../accounts';

/** A currency the shop sells in besides its own (res.currency): its rate and its rounding. */
@Entity('currency')
export class Currency extends BaseRecord {
  @Index({ unique: true })
  @CurrencyColumn()
  code!: string;

  /** Units of it for one unit of the shop's currency, as decimal text ("0.92"). */
  @Column({ type: 'varchar', length: 20, default: '1' })
  rate!: string;

  /** Prices end on a multiple of this many minor units. */
  @Column({ type: 'integer', default: 1 })
  rounding!: number;

  /** Offered to visitors: its price lists appear in the site's currency switcher. */
  @Column({ type: 'boolean', default: true })
  published!: boolean;
}

/** A price list (product.pricelist): a currency, who gets it, and its rules. */
@Entity('pricelist')
export class Pricelist extends BaseRecord {
  @Column({ type: 'varchar', length: 80 })
  name!: string;

  @CurrencyColumn()
  currency!: string;

  /** The price list of visitors no other one is for; one at most. */
  @Column({ type: 'boolean', default: false })
  isDefault!: boolean;

  /** Offered to every visitor in the site's switcher (when its currency is published). */
  @Column({ type: 'boolean', default: false })
  selectable!: boolean;

  /** ISO country codes whose visitors get it by default. */
  @Column({ type: 'simple-json', default: '[]' })
  countryCodes!: string[];

  /** Upper case; '' for none. Unique among those set (checked on save). */
  @Column({ type: 'varchar', length: 40, default: '' })
  code!: string;

  @Column({ type: 'integer', default: 10 })
  sequence!: number;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @OneToMany(() => PricelistRule, (rule) => rule.pricelist)
  rules?: Relation<PricelistRule[]>;
}

/** One rule of a price list (product.pricelist.item). */
@Entity('pricelist_rule')
export class PricelistRule extends BaseRecord {
  @Index()
  @Column({ type: 'integer' })
  pricelistId!: number;

  @ManyToOne(() => Pricelist, (pricelist) => pricelist.rules, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pricelistId' })
  pricelist?: Relation<Pricelist>;

  @Column({ type: 'varchar', length: 10 })
  scope!: RuleScope;

  /** The variant, template or category; null for 'all'. */
  @Column({ type: 'integer', nullable: true })
  targetId!: number | null;

  @Column({ type: 'integer', default: 1 })
  minQuantity!: number;

  @Column({ type: TIMESTAMP, nullable: true })
  start!: Date | null;

  @Column({ type: TIMESTAMP, nullable: true })
  end!: Date | null;

  @Column({ type: 'varchar', length: 10 })
  compute!: RuleCompute;

  @MoneyColumn()
  fixedPrice!: number;

  /** Basis points off the sales price. */
  @Column({ type: 'integer', default: 0 })
  discount!: number;

  @MoneyColumn()
  surcharge!: number;

  @Column({ type: 'integer', default: 0 })
  roundTo!: number;
}

/** A customer's account that always gets a price list (B2B prices). */
@Entity('pricelist_account')
export class PricelistAccount {
  @PrimaryColumn({ type: 'integer' })
  pricelistId!: number;

  @Index()
  @PrimaryColumn({ type: 'integer' })
  userId!: number;

  @ManyToOne(() => Pricelist, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pricelistId' })
  pricelist?: Relation<Pricelist>;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;
}

export const pricelistEntities = [Currency, Pricelist, PricelistRule, PricelistAccount];
