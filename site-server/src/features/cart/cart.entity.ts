import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, type Relation } from 'typeorm';
import { BaseRecord, CurrencyColumn, MoneyColumn } from '../../core/db/columns';
import { User } from '../accounts';
import { ProductVariant } from '../catalog';

/**
 * 'draft' while the visitor shops. The checkout issue turns a cart into a sales order (its own
 * module and table) and marks the cart 'ordered'; a cart is never reused after that.
 */
export const cartStates = ['draft', 'ordered'] as const;
export type CartState = (typeof cartStates)[number];

/** A custom ("other, please specify") value the visitor typed (SPEC §3). */
export interface CartLineCustomValue {
  attribute_value_id: number;
  attribute_value_name: string;
  custom_value: string;
}

/** A no_variant attribute value chosen for the line (SPEC §3). */
export interface CartLineNoVariantValue {
  attribute_value_id: number;
  attribute_value_name: string;
  attribute_name: string;
}

/**
 * A visitor's cart. Anonymous carts are found by the hash of the `vitrine_cart` cookie; a signed-in
 * user's cart by its userId (an anonymous cart is merged into it on the user's next request).
 */
@Entity('cart')
@Index('IDX_cart_user_state', ['userId', 'state'])
export class Cart extends BaseRecord {
  /** sha256 of the cookie's token; null once the cart belongs to a user. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  tokenHash!: string | null;

  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  /** Its price list's currency: what its lines, and the order made of it, are priced in. */
  @CurrencyColumn()
  currency!: string;

  /** The price list the visitor shops with (the pricelists feature's; null: the shop's default). */
  @Column({ type: 'integer', nullable: true })
  pricelistId!: number | null;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  state!: CartState;

  @OneToMany(() => CartLine, (line) => line.cart)
  lines?: Relation<CartLine[]>;
}

/**
 * One product of a cart. `unitPrice` is the price when the visitor last set it; every read prices
 * the line again by the cart's price list (pricedLines), so a sale that ends or a quantity break
 * left behind shows at once and the order is never made at a stale price.
 */
@Entity('cart_line')
export class CartLine extends BaseRecord {
  @Index()
  @Column({ type: 'integer' })
  cartId!: number;

  @ManyToOne(() => Cart, (cart) => cart.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cartId' })
  cart?: Relation<Cart>;

  /** The variant (product.product). */
  @Index()
  @Column({ type: 'integer' })
  productId!: number;

  @ManyToOne(() => ProductVariant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Relation<ProductVariant>;

  @Column({ type: 'integer' })
  quantity!: number;

  /** Minor units, with the price extras of the line's no_variant values. */
  @MoneyColumn()
  unitPrice!: number;

  @Column({ type: 'simple-json', default: '[]' })
  customValues!: CartLineCustomValue[];

  @Column({ type: 'simple-json', default: '[]' })
  noVariantValues!: CartLineNoVariantValue[];

  /**
   * The chosen values in one comparable text (no_variant value ids and custom texts): lines of the
   * same product and key add up instead of making a second line.
   */
  @Column({ type: 'varchar', length: 1000, default: '' })
  valuesKey!: string;

  /** An optional product added with this line (the add-to-cart dialog); it goes when its parent goes. */
  @Column({ type: 'integer', nullable: true })
  parentLineId!: number | null;

  @ManyToOne(() => CartLine, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parentLineId' })
  parentLine?: Relation<CartLine>;
}
