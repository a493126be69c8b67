import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import type { AttributeDisplayType, VariantCreationMode } from '../../../../shared/catalog/admin-contract';
import { BaseRecord, TranslatedColumn, type Translated } from '../../core/db/columns';

/** An attribute products vary by (Colour, Size…), shown as radio, select, colour swatches or pills. */
@Entity('product_attribute')
export class ProductAttribute extends BaseRecord {
  @TranslatedColumn()
  name!: Translated;

  @Column({ type: 'varchar', length: 10, default: 'radio' })
  displayType!: AttributeDisplayType;

  /** always: every combination is a variant; dynamic: made when first chosen; no_variant: never. */
  @Column({ type: 'varchar', length: 12, default: 'always' })
  createVariant!: VariantCreationMode;

  @Column({ type: 'integer', default: 10 })
  sequence!: number;

  @OneToMany(() => ProductAttributeValue, (value) => value.attribute)
  values?: ProductAttributeValue[];
}

/** A value of an attribute (Oak, Steel…); a custom one asks the shopper for their own text. */
@Entity('product_attribute_value')
export class ProductAttributeValue extends BaseRecord {
  @Index()
  @Column({ type: 'integer' })
  attributeId!: number;

  @ManyToOne(() => ProductAttribute, (attribute) => attribute.values, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attributeId' })
  attribute?: ProductAttribute;

  @TranslatedColumn()
  name!: Translated;

  @Column({ type: 'varchar', length: 7, nullable: true })
  htmlColor!: string | null;

  @Column({ type: 'boolean', default: false })
  isCustom!: boolean;

  @Column({ type: 'integer', default: 10 })
  sequence!: number;
}
