import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique, type Relation } from 'typeorm';
import { BaseRecord, MoneyColumn } from '../../core/db/columns';
import { User } from '../accounts';
import { ProductTemplate } from '../catalog';

/**
 * A visitor's or a customer's wishlist. A visitor's is found by the hash of the `vitrine_wishlist`
 * cookie; a customer's by their userId (a visitor's list joins it on their next request signed in).
 */
@Entity('wishlist')
export class Wishlist extends BaseRecord {
  /** sha256 of the cookie's token; null once the list belongs to a user. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  tokenHash!: string | null;

  @Index({ unique: true })
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;
}

/** One product (template) of a wishlist, once per list. */
@Entity('wishlist_item')
@Unique('UQ_wishlist_item_product', ['wishlistId', 'templateId'])
export class WishlistItem extends BaseRecord {
  @Column({ type: 'integer' })
  wishlistId!: number;

  @ManyToOne(() => Wishlist, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'wishlistId' })
  wishlist?: Relation<Wishlist>;

  @Index()
  @Column({ type: 'integer' })
  templateId!: number;

  @ManyToOne(() => ProductTemplate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'templateId' })
  template?: Relation<ProductTemplate>;

  /**
   * The price (minor units of `currencySeen`) the owner was last told about, or saw when adding it, in
   * their price list (the price /shop/wishlist shows them): a lower price later in the same currency
   * is "down in price" (the owners' notices, a setting).
   */
  @MoneyColumn()
  priceSeen!: number;

  /** The currency of `priceSeen` (null: not known, rows made before it was kept; never compared). */
  @Column({ type: 'varchar', length: 3, nullable: true })
  currencySeen!: string | null;

  /** Whether the owner last knew it could be bought: false → true is "back in stock" (the owners' notices). */
  @Column({ type: 'boolean', default: true })
  availableSeen!: boolean;
}

/** The wishlists' one row of settings (id 1). */
@Entity('wishlist_settings')
export class WishlistSettings {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  /** Owners hear of their wishlist's products back in stock or down in price (off by default). */
  @Column({ type: 'boolean', default: false })
  notifyOwners!: boolean;
}
