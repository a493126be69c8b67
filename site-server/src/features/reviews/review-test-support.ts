import { User } from '../accounts';
import { SaleOrder, SaleOrderLine } from '../orders';
import { postForm } from '../wishlists/wishlist-test-support';
import type { TestClient, TestServer } from '../../testing/test-server';
import { ProductReview } from './entities';

export { stockedProduct } from '../wishlists/wishlist-test-support';

const address = { name: 'A buyer', street: '1 Main Street', city: 'Lyon', zip: '69001', country: 'FR' };

/** An order of one product by a user, in a state ('sale': paid or confirmed; 'done'; 'draft'…). */
export async function orderOf(
  server: TestServer,
  buyer: { email: string },
  product: { templateId: number; productId: number },
  state: SaleOrder['state'] = 'sale',
): Promise<SaleOrder> {
  const user = await server.dataSource.getRepository(User).findOneByOrFail({ email: buyer.email });
  const orders = server.dataSource.getRepository(SaleOrder);
  const order = await orders.save(
    orders.create({
      name: `T${Math.random().toString(36).slice(2, 10)}`,
      state,
      customerId: 1,
      userId: user.id,
      customerName: user.name,
      email: buyer.email,
      billingAddress: address as unknown as SaleOrder['billingAddress'],
      shippingAddress: address as unknown as SaleOrder['shippingAddress'],
      currency: 'EUR',
      amountUntaxed: 4200,
      amountTax: 0,
      amountTotal: 4200,
      amountUndiscounted: 4200,
      accessToken: Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2),
      confirmedAt: state === 'sale' || state === 'done' ? new Date() : null,
      doneAt: state === 'done' ? new Date() : null,
    }),
  );
  await server.dataSource.getRepository(SaleOrderLine).save({
    orderId: order.id,
    sequence: 1,
    kind: 'product',
    productId: product.productId,
    templateId: product.templateId,
    name: 'A product',
    unitPrice: 4200,
    quantity: 1,
    subtotal: 4200,
    taxAmount: 0,
    total: 4200,
  });
  return order;
}

/** The review form's post (JSON answer unless a referer says it comes from a page without JavaScript). */
export const postReview = (
  server: TestServer,
  client: TestClient,
  fields: Record<string, string | number>,
  referer?: string,
) => postForm(server, client, '/shop/reviews/post', fields, { json: !referer, referer });

export const reviewsOf = (server: TestServer, templateId: number) =>
  server.dataSource.getRepository(ProductReview).find({ where: { templateId }, order: { id: 'ASC' } });
