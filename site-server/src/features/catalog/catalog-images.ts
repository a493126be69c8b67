import { IsNull, type EntityManager } from 'typeorm';
import type { ImageFields, ImageViewer } from '../../core/files';
import { ProductImage } from './product-image.entity';
import { ProductTemplate } from './product-template.entity';
import { ProductVariant } from './product-variant.entity';

const IMAGE_ORDER = { sequence: 'ASC', id: 'ASC' } as const;

/**
 * The catalogue's image fields of /web/image (SPEC §7): a product's images are shown to visitors
 * once it is published, and to staff who may preview it before.
 */
export function registerCatalogImages(imageFields: ImageFields) {
  imageFields.register('product.template', 'image', templateImageSha);
  imageFields.register('product.product', 'image', variantImageSha);
  imageFields.register('product.image', 'image', productImageSha);
}

/** The first image of a template (its own images before its variants'). */
async function templateImageSha(em: EntityManager, templateId: number, viewer: ImageViewer) {
  if (!viewer.seesUnpublished && !(await isPublished(em, templateId))) return null;
  const repository = em.getRepository(ProductImage);
  const image =
    (await repository.findOne({ where: { templateId, variantId: IsNull() }, order: IMAGE_ORDER })) ??
    (await repository.findOne({ where: { templateId }, order: IMAGE_ORDER }));
  return image?.fileSha ?? null;
}

/** A variant's first image, else its template's first image. */
async function variantImageSha(em: EntityManager, productId: number, viewer: ImageViewer) {
  const variant = await em.getRepository(ProductVariant).findOneBy({ id: productId });
  if (!variant) return null;
  if (!viewer.seesUnpublished && !(await isPublished(em, variant.templateId))) return null;
  const own = await em
    .getRepository(ProductImage)
    .findOne({ where: { variantId: productId }, order: IMAGE_ORDER });
  return own ? own.fileSha : templateImageSha(em, variant.templateId, viewer);
}

/** One image of the gallery. */
async function productImageSha(em: EntityManager, imageId: number, viewer: ImageViewer) {
  const image = await em.getRepository(ProductImage).findOneBy({ id: imageId });
  if (!image) return null;
  return viewer.seesUnpublished || (await isPublished(em, image.templateId)) ? image.fileSha : null;
}

const isPublished = (em: EntityManager, templateId: number) =>
  em.getRepository(ProductTemplate).existsBy({ id: templateId, published: true });
