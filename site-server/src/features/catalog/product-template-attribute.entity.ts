import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne, OneToMany } from 'typeorm';
import { BaseRecord, MoneyColumn } from '../../core/db/columns';
import { ProductAttribute, ProductAttributeValue } from './product-attribute.entity';
import { ProductTemplate } from './product-template.entity';

/** An attribute on a template, with the values it offers (product.template.attribute.line). */
@Entity('product_template_attribute_line')
@Index(['templateId', 'attributeId'], { unique: true })
export class ProductTemplateAttributeLine extends BaseRecord {
  @Column({ type: 'integer' })
  templateId!: number;

  @ManyToOne(() => ProductTemplate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'templateId' })
  template?: ProductTemplate;

  @Index()
  @Column({ type: 'integer' })
  attributeId!: number;

  @ManyToOne(() => ProductAttribute, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'attributeId' })
  attribute?: ProductAttribute;

  @Column({ type: 'integer', default: 10 })
  sequence!: number;

  @OneToMany(() => ProductTemplateAttributeValue, (value) => value.line)
  values?: ProductTemplateAttributeValue[];
}

/**
 * One value offered on a template (product.template.attribute.value): what combinations are made
 * of; carries the price extra and the values of other lines it cannot go with.
 */
@Entity('product_template_attribute_value')
@Index(['lineId', 'attributeValueId'], { unique: true })
export class ProductTemplateAttributeValue extends BaseRecord {
  @Column({ type: 'integer' })
  lineId!: number;

  @ManyToOne(() => ProductTemplateAttributeLine, (line) => line.values, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lineId' })
  line?: ProductTemplateAttributeLine;

  /** Denormalised from the line: the shop filters templates by attribute value. */
  @Index()
  @Column({ type: 'integer' })
  templateId!: number;

  @Index()
  @Column({ type: 'integer' })
  attributeValueId!: number;

  @ManyToOne(() => ProductAttributeValue, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'attributeValueId' })
  attributeValue?: ProductAttributeValue;

  @MoneyColumn()
  priceExtra!: number;

  /** Kept symmetric: when A excludes B, B excludes A. */
  @ManyToMany(() => ProductTemplateAttributeValue)
  @JoinTable({
    name: 'product_template_attribute_exclusion',
    joinColumn: { name: 'valueId' },
    inverseJoinColumn: { name: 'excludedValueId' },
  })
  excluded?: ProductTemplateAttributeValue[];
}
