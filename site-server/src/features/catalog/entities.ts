import { ProductAttribute, ProductAttributeValue } from './product-attribute.entity';
import { ProductCategory } from './product-category.entity';
import { ProductImage } from './product-image.entity';
import {
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
} from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import { ProductVariant } from './product-variant.entity';

export {
  ProductAttribute,
  ProductAttributeValue,
  ProductCategory,
  ProductImage,
  ProductTemplate,
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
  ProductVariant,
};

export const catalogEntities = [
  ProductCategory,
  ProductAttribute,
  ProductAttributeValue,
  ProductTemplate,
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
  ProductVariant,
  ProductImage,
];
