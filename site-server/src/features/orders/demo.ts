import { In, type EntityManager } from 'typeorm';
import type { AddressView } from '../../../../shared/customers/contract';
import { orderName, type OrderAddress, type OrderState } from '../../../../shared/orders/contract';
import type { DemoData } from '../../core/demo';
import { newAccessToken } from '../../core/security/access-token';
import { DEMO_CART, type CartService } from '../cart';
import { ProductTemplate, ProductVariant, type CatalogService, type VariantForCart } from '../catalog';
import { DEMO_CUSTOMER, type Customer, type CustomerService } from '../customers';
import { orderTotals, taxedLine, type LineRate } from './order-pricing';
import type { OrderService } from './order.service';
import type { OrderTaxSources } from './order-drafts';
import { SaleOrderLine } from './sale-order-line.entity';
import { SaleOrderMail } from './sale-order-mail.entity';
import { SaleOrder } from './sale-order.entity';

export const DEMO_ORDER = 'sale.order';

const DAY_MS = 86_400_000;

/** One demo order: whose, what, in which state, how long ago. */
interface DemoOrderPlan {
  customer: Customer;
  lines: Array<[slug: string, quantity: number]>;
  state: OrderState;
  daysAgo: number;
  lang?: string;
  campaign?: string;
  /** A quotation waiting for its customer's signature. */
  quotation?: boolean;
}

/** What the portal customer finds on first start: an order delivered, one paid, one awaiting a transfer, a quotation to sign. */
const portalPlans = (customer: Customer): DemoOrderPlan[] => [
  {
    customer,
    lines: [
      ['office-chair-black', 2],
      ['desk-organizer', 1],
    ],
    state: 'done',
    daysAgo: 24,
  },
  {
    customer,
    lines: [
      ['customizable-desk', 1],
      ['cable-tray', 1],
    ],
    state: 'sale',
    daysAgo: 3,
  },
  { customer, lines: [['bookshelf-oak', 1]], state: 'draft', daysAgo: 1 },
  {
    customer,
    lines: [
      ['office-design-consultation', 2],
      ['furniture-assembly', 1],
      ['whiteboard', 1],
    ],
    state: 'sent',
    daysAgo: 2,
    quotation: true,
  },
];

/** Products the guests buy: those whose stock the shop does not count, so the demo takes none. */
const guestBaskets: Array<Array<[string, number]>> = [
  [['corner-desk', 1]],
  [
    ['office-chair-black', 1],
    ['chair-cushion', 2],
  ],
  [['armchair-elegance', 1]],
  [
    ['floor-lamp', 1],
    ['desk-plant', 2],
  ],
  [['drawing-table', 1]],
  [
    ['bookshelf-oak', 1],
    ['storage-box', 2],
  ],
  [
    ['monitor-stand', 2],
    ['cable-tray', 2],
  ],
  [
    ['whiteboard', 1],
    ['pin-board', 1],
  ],
  [
    ['bar-stool', 4],
    ['pendant-light', 1],
  ],
  [
    ['coat-rack', 1],
    ['office-design-consultation', 1],
  ],
];

const CAMPAIGNS = ['Spring sale', 'Newsletter', '', ''];

/** The guests' orders over the last eight weeks: a few a week, older ones delivered. Deterministic. */
function guestPlans(guests: Customer[]): DemoOrderPlan[] {
  let state = 7;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const plans: DemoOrderPlan[] = [];
  for (let daysAgo = 56; daysAgo >= 2; daysAgo -= 1 + Math.floor(random() * 3)) {
    const customer = guests[Math.floor(random() * guests.length)]!;
    plans.push({
      customer,
      lines: guestBaskets[Math.floor(random() * guestBaskets.length)]!,
      state: daysAgo > 10 ? 'done' : 'sale',
      daysAgo,
      lang: customer.email.startsWith('marie')
        ? 'fr_FR'
        : customer.email.startsWith('lucia')
          ? 'es_ES'
          : 'en_US',
      campaign: CAMPAIGNS[Math.floor(random() * CAMPAIGNS.length)]!,
    });
  }
  return plans;
}

const orderAddress = (address: AddressView): OrderAddress => ({
  name: address.name,
  email: address.email,
  phone: address.phone,
  lines: address.lines,
  countryId: address.countryId,
  stateId: address.stateId,
});

export interface OrdersDemoDeps {
  demo: DemoData;
  carts: CartService;
  catalog: CatalogService;
  customers: CustomerService;
  taxes: OrderTaxSources;
  orders: OrderService;
  currency: (em: EntityManager) => Promise<string>;
}

/**
 * Demo orders (SEED_DEMO), made of the demo customers (customers/demo.ts): the portal customer's
 * documents, and the guests' orders of the last weeks. Priced and taxed as the shop prices them, and
 * each confirmed one counted in the statistics as a real one is, on the day it was confirmed. They
 * take no stock (the guests buy what the shop does not count). Marked as demo data.
 */
export async function seedOrdersDemo(em: EntityManager, deps: OrdersDemoDeps): Promise<void> {
  const customerIds = await deps.demo.ids(em, DEMO_CUSTOMER);
  // One after the other: a transaction's queries share one connection (pg warns on concurrent ones).
  const customers = [];
  for (const id of customerIds) customers.push(await deps.customers.get(em, id));
  const portal = customers.find((customer) => customer.userId !== null);
  const guests = customers.filter((customer) => customer.userId === null);
  const plans = [...(guests.length ? guestPlans(guests) : []), ...(portal ? portalPlans(portal) : [])];
  const variants = await variantsBySlug(em, [
    ...new Set(plans.flatMap((plan) => plan.lines.map(([slug]) => slug))),
  ]);
  const currency = await deps.currency(em);
  // What every order asks again (a customer's address, a product, a country's rates), read once.
  const once = <T>(cache: Map<string | number, Promise<T>>, key: string | number, read: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key)!;
  };
  const [addresses, products, rates] = [new Map(), new Map(), new Map()];
  const reads: DemoReads = {
    address: (customerId) =>
      once(addresses, customerId, async () => (await deps.customers.addressesOf(em, customerId, 'en_US'))[0]),
    product: (productId) =>
      once(products, productId, () => deps.catalog.variantForCart(em, productId, { lang: 'en_US' })),
    rates: (taxIds, countryId) =>
      once(rates, `${countryId}:${taxIds.join(',')}`, () => deps.taxes.ratesFor(em, taxIds, countryId)),
  };
  const made: number[] = [];
  for (const plan of plans) {
    const order =
      plan.state === 'draft'
        ? await orderAwaitingTransfer(em, deps, reads, plan, variants)
        : await demoOrder(em, deps, reads, plan, variants, currency);
    if (order) made.push(order.id);
  }
  await deps.demo.mark(em, DEMO_ORDER, made);
}

/** Each product's first variant, by the product's slug. */
async function variantsBySlug(em: EntityManager, slugs: string[]): Promise<Map<string, number>> {
  if (!slugs.length) return new Map();
  const rows: Array<{ slug: string; id: number }> = await em
    .getRepository(ProductVariant)
    .createQueryBuilder('v')
    .innerJoin(ProductTemplate, 't', 't.id = v.templateId')
    .select('t.slug', 'slug')
    .addSelect('MIN(v.id)', 'id')
    .where('t.slug IN (:...slugs)', { slugs })
    .groupBy('t.slug')
    .getRawMany();
  return new Map(rows.map((row) => [row.slug, Number(row.id)]));
}

/** The reads of the demo's orders, each asked once. */
interface DemoReads {
  address(customerId: number): Promise<AddressView | undefined>;
  product(productId: number): Promise<VariantForCart | null>;
  rates(taxIds: Array<number | null>, countryId: number): Promise<Map<number | null, LineRate>>;
}

async function demoOrder(
  em: EntityManager,
  deps: OrdersDemoDeps,
  reads: DemoReads,
  plan: DemoOrderPlan,
  variants: Map<string, number>,
  currency: string,
): Promise<SaleOrder | null> {
  const billing = await reads.address(plan.customer.id);
  if (!billing) return null;
  const address = orderAddress(billing);
  const products = [];
  for (const [slug, quantity] of plan.lines) {
    const productId = variants.get(slug);
    const variant = productId ? await reads.product(productId) : null;
    if (variant) products.push({ variant, quantity });
  }
  if (!products.length) return null;
  const taxIds = await deps.taxes.taxIdsOf(
    em,
    products.map(({ variant }) => variant.templateId),
  );
  const rates = await reads.rates([...taxIds.values()], address.countryId);
  const lines = products.map(({ variant, quantity }) =>
    taxedLine(
      {
        kind: 'product',
        productId: variant.productId,
        templateId: variant.templateId,
        name: variant.displayName,
        description: '',
        unitPrice: variant.price,
        quantity,
      },
      rates.get(taxIds.get(variant.templateId) ?? null) ?? null,
    ),
  );
  const created = new Date(Date.now() - plan.daysAgo * DAY_MS);
  const confirmed = plan.state === 'sale' || plan.state === 'done';
  const token = newAccessToken();
  const repository = em.getRepository(SaleOrder);
  const order = await repository.save(
    repository.create({
      name: `new-${token.slice(0, 12)}`,
      state: plan.state,
      customerId: plan.customer.id,
      cartId: null,
      userId: plan.customer.userId,
      customerName: billing.name,
      email: billing.email,
      billingAddress: address,
      shippingAddress: address,
      currency,
      ...orderTotals(lines),
      amountUndiscounted: lines.reduce((sum, line) => sum + line.subtotal, 0),
      accessToken: token,
      confirmedAt: confirmed ? new Date(created.getTime() + 2 * 3_600_000) : null,
      // Delivered and marked done three days after the order.
      doneAt: plan.state === 'done' ? new Date(created.getTime() + 3 * DAY_MS) : null,
      lang: plan.lang ?? 'en_US',
      campaign: plan.campaign ?? '',
      shippingMethodId: null,
      validUntil: plan.quotation ? new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10) : null,
      signatureRequired: Boolean(plan.quotation),
      sentAt: plan.quotation ? created : null,
      created,
    }),
  );
  order.name = orderName(order.id);
  await repository.update({ id: order.id }, { name: order.name });
  await em
    .getRepository(SaleOrderLine)
    .insert(lines.map((line, index) => ({ ...line, orderId: order.id, sequence: index + 1 })));
  // Counted as a real confirmation is, on its day (the dashboard's orders and revenue, top products).
  if (confirmed) await deps.orders.statistics.confirmed(em, order);
  return order;
}

/**
 * The order a shopper placed from their cart and chose to pay by bank transfer: made from a cart as the
 * checkout makes it (the cart is marked as demo data too); the payments' demo adds the awaited transfer.
 */
async function orderAwaitingTransfer(
  em: EntityManager,
  deps: OrdersDemoDeps,
  reads: DemoReads,
  plan: DemoOrderPlan,
  variants: Map<string, number>,
): Promise<SaleOrder | null> {
  const billing = await reads.address(plan.customer.id);
  if (!billing) return null;
  const owner = { userId: plan.customer.userId, token: null };
  let cart = null;
  for (const [slug, quantity] of plan.lines) {
    const productId = variants.get(slug);
    if (productId) cart = (await deps.carts.add(em, owner, { productId, quantity }, 'en_US')).cart;
  }
  if (!cart) return null;
  await deps.demo.mark(em, DEMO_CART, cart.id);
  const order = await deps.orders.fromCart(em, {
    cart,
    lang: 'en_US',
    customerId: plan.customer.id,
    userId: plan.customer.userId,
    billing,
    shipping: null,
    utm: { campaign: '', medium: '', source: '' },
    touch: { firstLinkId: null, lastLinkId: null },
  });
  await em
    .getRepository(SaleOrder)
    .update({ id: order.id }, { created: new Date(Date.now() - plan.daysAgo * DAY_MS) });
  // The transfer is chosen: the shopper is done with this cart, as at the checkout.
  await deps.orders.placed(em, order.id);
  return order;
}

/**
 * Removes demo orders with their lines and mails; what a confirmed one added to the statistics is
 * taken back, and the stock staff may have had one take is given back.
 */
export async function removeDemoOrders(
  em: EntityManager,
  ids: readonly number[],
  orders: OrderService,
): Promise<void> {
  if (!ids.length) return;
  const found = await em.getRepository(SaleOrder).findBy({ id: In([...ids]) });
  for (const order of found) {
    if ((order.state === 'sale' || order.state === 'done') && order.confirmedAt)
      await orders.statistics.cancelled(em, order);
    await orders.releaseStock(em, order.id);
  }
  await em.getRepository(SaleOrderLine).delete({ orderId: In([...ids]) });
  await em.getRepository(SaleOrderMail).delete({ orderId: In([...ids]) });
  await em.getRepository(SaleOrder).delete({ id: In([...ids]) });
}
