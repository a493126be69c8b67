import { TestClient, type TestServer } from '../../testing/test-server';
import { ProductVariant } from '../catalog/product-variant.entity';

/** A stockable product sold 'always' (out of stock at 0), made and published by `admin` for one test. */
export async function stockedProduct(
  server: TestServer,
  admin: TestClient,
  name: string,
  options: { qty?: number; price?: number } = {},
) {
  const created = await admin.request('POST', '/api/admin/products', {
    json: {
      name,
      type: 'product',
      inventoryAvailability: 'always',
      listPrice: options.price ?? 4200,
      price: options.price ?? 4200,
    },
  });
  if (created.status !== 200) throw new Error(`could not create ${name}: ${await created.text()}`);
  const template = (await created.json()) as { id: number };
  const published = await admin.rpc('/website/publish', { id: template.id, object: 'product.template' });
  if (published.body.result !== true) throw new Error(`could not publish ${name}`);
  const variant = await server.dataSource
    .getRepository(ProductVariant)
    .findOneByOrFail({ templateId: template.id });
  if (options.qty) await setStock(admin, template.id, variant.id, options.qty);
  return { templateId: template.id, productId: variant.id };
}

/** Staff's new stock count, through the back office's API. */
export async function setStock(admin: TestClient, templateId: number, productId: number, qty: number) {
  const response = await admin.request('PUT', `/api/admin/products/${templateId}/variants/${productId}`, {
    json: { qtyAvailable: qty },
  });
  if (response.status !== 200) throw new Error(`could not set the stock: ${await response.text()}`);
}

export { postForm } from '../../testing/test-server';
