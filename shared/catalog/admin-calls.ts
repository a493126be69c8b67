import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import {
  attributeInputSchema,
  attributeListSchema,
  attributeSchema,
  attributeValueInputSchema,
  categoryInputSchema,
  categoryListSchema,
  categorySchema,
  csvImportResultSchema,
  imageOrderInputSchema,
  productOptionListSchema,
  productTemplateInputSchema,
  productTemplateListQuerySchema,
  productTemplatePageSchema,
  productTemplateSchema,
  variantUpdateInputSchema,
} from './admin-contract';

const byId = { id: idParam };
const template = productTemplateSchema;

/** The products screens' calls (/api/admin/products…, /attributes…, /categories…; shop managers). */
export const catalogAdminCalls = {
  products: defineAdminCall({
    method: 'get',
    path: '/products',
    query: productTemplateListQuerySchema,
    result: productTemplatePageSchema,
  }),
  /** Pickers of optional and accessory products. */
  productOptions: defineAdminCall({
    method: 'get',
    path: '/products/options',
    query: z.object({ search: z.string().max(200).default('') }),
    result: productOptionListSchema,
  }),
  /** Every template as CSV (productCsvColumns). */
  exportCsv: defineAdminCall({ method: 'get', path: '/products/export.csv', result: z.void() }),
  /** A text/csv body, or multipart `file` with X-CSRF-Token; with any row in error nothing is written. */
  importCsv: defineAdminCall({ method: 'post', path: '/products/import', result: csvImportResultSchema }),
  createProduct: defineAdminCall({
    method: 'post',
    path: '/products',
    body: productTemplateInputSchema,
    result: template,
  }),
  product: defineAdminCall({ method: 'get', path: '/products/:id', params: byId, result: template }),
  updateProduct: defineAdminCall({
    method: 'put',
    path: '/products/:id',
    params: byId,
    body: productTemplateInputSchema,
    result: template,
  }),
  /** Archives (unpublished, inactive). */
  archiveProduct: defineAdminCall({
    method: 'delete',
    path: '/products/:id',
    params: byId,
    result: z.void(),
  }),
  updateVariant: defineAdminCall({
    method: 'put',
    path: '/products/:id/variants/:variantId',
    params: { id: idParam, variantId: idParam },
    body: variantUpdateInputSchema,
    result: template,
  }),
  /** Multipart: the image in `file` (and optional field `variantId`), the CSRF token in X-CSRF-Token. */
  addImage: defineAdminCall({ method: 'post', path: '/products/:id/images', params: byId, result: template }),
  reorderImages: defineAdminCall({
    method: 'put',
    path: '/products/:id/images/order',
    params: byId,
    body: imageOrderInputSchema,
    result: template,
  }),
  deleteImage: defineAdminCall({
    method: 'delete',
    path: '/products/:id/images/:imageId',
    params: { id: idParam, imageId: idParam },
    result: template,
  }),
  attributes: defineAdminCall({ method: 'get', path: '/attributes', result: attributeListSchema }),
  createAttribute: defineAdminCall({
    method: 'post',
    path: '/attributes',
    body: attributeInputSchema,
    result: attributeSchema,
  }),
  updateAttribute: defineAdminCall({
    method: 'put',
    path: '/attributes/:id',
    params: byId,
    body: attributeInputSchema,
    result: attributeSchema,
  }),
  /** Refused while a product uses it. */
  deleteAttribute: defineAdminCall({
    method: 'delete',
    path: '/attributes/:id',
    params: byId,
    result: z.void(),
  }),
  createAttributeValue: defineAdminCall({
    method: 'post',
    path: '/attributes/:id/values',
    params: byId,
    body: attributeValueInputSchema,
    result: attributeSchema,
  }),
  updateAttributeValue: defineAdminCall({
    method: 'put',
    path: '/attributes/:id/values/:valueId',
    params: { id: idParam, valueId: idParam },
    body: attributeValueInputSchema,
    result: attributeSchema,
  }),
  /** Refused while a variant uses it. */
  deleteAttributeValue: defineAdminCall({
    method: 'delete',
    path: '/attributes/:id/values/:valueId',
    params: { id: idParam, valueId: idParam },
    result: attributeSchema,
  }),
  categories: defineAdminCall({ method: 'get', path: '/categories', result: categoryListSchema }),
  createCategory: defineAdminCall({
    method: 'post',
    path: '/categories',
    body: categoryInputSchema,
    result: categorySchema,
  }),
  updateCategory: defineAdminCall({
    method: 'put',
    path: '/categories/:id',
    params: byId,
    body: categoryInputSchema,
    result: categorySchema,
  }),
  /** Its children move to its parent. */
  deleteCategory: defineAdminCall({
    method: 'delete',
    path: '/categories/:id',
    params: byId,
    result: z.void(),
  }),
};
