import { BeforeInsert, BeforeUpdate, Column, Entity, Index, JoinTable, ManyToMany } from 'typeorm';
import type { VariantStyle } from '../../../../shared/catalog/contract';
import type { inventoryAvailabilities, productTypes } from '../../../../shared/catalog/contract';
import {
  BaseRecord,
  CurrencyColumn,
  MoneyColumn,
  TranslatedColumn,
  type Translated,
} from '../../core/db/columns';
import { ProductCategory } from './product-category.entity';
import { foldForSearch, templateSearchText } from './search-text';

export type ProductType = (typeof productTypes)[number];
export type InventoryAvailability = (typeof inventoryAvailabilities)[number];

/**
 * A product as the shop shows it (product.template); what is sold is one of its variants. The
 * PostgreSQL full-text index on search_text is made by hand in the migration (synchronize: false).
 */
@Entity('product_template')
@Index('IDX_product_template_listing', ['published', 'active', 'sequence'])
// The shop's other sorts walk these in order and stop after the page (catalog.service.ts, pageByIndex).
@Index('IDX_product_template_by_price', ['published', 'active', 'price'])
@Index('IDX_product_template_by_name', ['published', 'active', 'sortName'])
@Index('IDX_product_template_by_created', ['published', 'active', 'created'])
@Index('IDX_product_template_by_rating', ['published', 'active', 'ratingAverage', 'ratingCount'])
@Index('IDX_product_template_search', { synchronize: false })
export class ProductTemplate extends BaseRecord {
  @TranslatedColumn()
  name!: Translated;

  @TranslatedColumn()
  description!: Translated;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  /** product: stockable; consu: consumable; service. */
  @Column({ type: 'varchar', length: 10, default: 'consu' })
  type!: ProductType;

  /** Price before discount, minor units. */
  @MoneyColumn()
  listPrice!: number;

  /** Sale price, minor units. */
  @MoneyColumn()
  price!: number;

  @CurrencyColumn()
  currency!: string;

  @Column({ type: 'boolean', default: false })
  published!: boolean;

  /** Archived templates are gone from the shop and the back-office list. */
  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** Its published reviews' average stars and count: kept by the reviews feature (setRating), for the "rating" sort. */
  @Column({ type: 'real', default: 0 })
  ratingAverage!: number;

  @Column({ type: 'integer', default: 0 })
  ratingCount!: number;

  /** Featured order of the shop (lower first). */
  @Column({ type: 'integer', default: 10 })
  sequence!: number;

  @Column({ type: 'varchar', length: 10, default: 'never' })
  inventoryAvailability!: InventoryAvailability;

  @Column({ type: 'real', default: 5 })
  availableThreshold!: number;

  @Column({ type: 'varchar', length: 500, default: '' })
  customMessage!: string;

  /** How the shop page picks a variant: its attributes' selectors, or a list of the variants (SPEC §2). */
  @Column({ type: 'varchar', length: 10, default: 'attributes' })
  variantStyle!: VariantStyle;

  /** The tax its price pays (the taxes feature's); null: the default tax. */
  @Column({ type: 'integer', nullable: true })
  taxId!: number | null;

  /** Folded name for sorting by name. */
  @Index()
  @Column({ type: 'varchar', length: 200, default: '' })
  sortName!: string;

  /** What the full-text index reads: names and descriptions in every language, folded. */
  @Column({ type: 'text', default: '' })
  searchText!: string;

  @ManyToMany(() => ProductCategory)
  @JoinTable({
    name: 'product_template_public_category',
    joinColumn: { name: 'templateId' },
    inverseJoinColumn: { name: 'categoryId' },
  })
  categories?: ProductCategory[];

  /** Offered in the add-to-cart dialog. */
  @ManyToMany(() => ProductTemplate)
  @JoinTable({
    name: 'product_optional_rel',
    joinColumn: { name: 'templateId' },
    inverseJoinColumn: { name: 'optionalId' },
  })
  optionalProducts?: ProductTemplate[];

  /** Suggested in the cart. */
  @ManyToMany(() => ProductTemplate)
  @JoinTable({
    name: 'product_accessory_rel',
    joinColumn: { name: 'templateId' },
    inverseJoinColumn: { name: 'accessoryId' },
  })
  accessoryProducts?: ProductTemplate[];

  @BeforeInsert()
  @BeforeUpdate()
  keepSearchFields() {
    if (this.name) {
      this.searchText = templateSearchText(this.name, this.description ?? {});
      this.sortName = foldForSearch(this.name.en_US ?? Object.values(this.name)[0] ?? '').slice(0, 200);
    }
  }
}
