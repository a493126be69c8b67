import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, TranslatedColumn, type Translated } from '../../core/db/columns';

/** A public category of the shop (/shop/category/{slug}); categories form a tree. */
@Entity('product_public_category')
export class ProductCategory extends BaseRecord {
  @TranslatedColumn()
  name!: Translated;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'integer', nullable: true })
  parentId!: number | null;

  @ManyToOne(() => ProductCategory, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'parentId' })
  parent?: ProductCategory | null;

  @Column({ type: 'integer', default: 10 })
  sequence!: number;
}
