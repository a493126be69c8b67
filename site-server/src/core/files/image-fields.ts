import type { EntityManager } from 'typeorm';

/** Who asks for an image: staff who may preview unpublished records, or anyone else. */
export interface ImageViewer {
  seesUnpublished: boolean;
}

/**
 * Finds the SHA-256 of the image in one field of one record; null when the field is empty, the
 * record missing, or the record not published and the viewer may not preview it.
 */
export type ImageResolver = (em: EntityManager, id: number, viewer: ImageViewer) => Promise<string | null>;

/**
 * Which (model, field) pairs /web/image serves, and how to find their file. Each module registers its
 * own, e.g. `imageFields.register('product.template', 'image', …)`; anything else answers the placeholder.
 */
export class ImageFields {
  private readonly resolvers = new Map<string, ImageResolver>();

  register(model: string, field: string, resolve: ImageResolver): void {
    const key = `${model}/${field}`;
    if (this.resolvers.has(key)) throw new Error(`The image field ${model}.${field} is registered twice.`);
    this.resolvers.set(key, resolve);
  }

  resolverOf(model: string, field: string): ImageResolver | undefined {
    return this.resolvers.get(`${model}/${field}`);
  }
}
