import { afterAll, beforeAll, beforeEach } from 'vitest';
import { In } from 'typeorm';
import { tokenHash } from '../../core/security/access-token';
import {
  formTokenOf,
  postForm as postFormTo,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../testing/test-server';
import { User } from '../accounts/user.entity';
import { ProductTemplateAttributeValue } from '../catalog/product-template-attribute.entity';
import { ProductTemplate } from '../catalog/product-template.entity';
import { ProductVariant } from '../catalog/product-variant.entity';
import { Cart, CartLine } from './cart.entity';

export let server: TestServer;

/** Demo products the tests use (looked up by their English name). */
export const ids = {
  standingDesk: 0, // stockable, 'always', one variant
  cornerDesk: 0, // consumable, one variant
  lamp: 0, // stockable, 'threshold'
  desk: 0, // the configurable desk: a variant
  deskTemplate: 0,
  engravingNone: 0, // no_variant value of the desk that takes no text
  engravingInitials: 0, // no_variant custom value of the desk (the initials to engrave)
  engravingCustom: 0, // no_variant custom value of the desk ("Other, please specify")
  chairTemplate: 0,
  chairOption: 0, // a variant of an optional product of the chair
  foreignValue: 0, // a template attribute value of another template
};

export async function variantOf(name: string) {
  const template = await server.dataSource
    .getRepository(ProductTemplate)
    .createQueryBuilder('t')
    .where('t.sortName = :name', { name: name.toLowerCase() })
    .getOneOrFail();
  const variant = await server.dataSource
    .getRepository(ProductVariant)
    .findOneOrFail({ where: { templateId: template.id, active: true }, order: { id: 'ASC' } });
  return { template, variant };
}

/** The csrf_token the client's pages would carry (its session's, or the signed anonymous one). */
export const csrfOf = (client: TestClient): Promise<string> => formTokenOf(server, client);

/** A site form posted as the client's page would (see testing's postForm), on this file's server. */
export const postForm = (
  client: TestClient,
  path: string,
  fields: Record<string, string | number>,
  options?: Parameters<typeof postFormTo>[4],
) => postFormTo(server, client, path, fields, options);

/** The lines of the client's cart, straight from the database. */
export async function linesOf(client: TestClient): Promise<CartLine[]> {
  const token = /vitrine_cart=([^;]+)/.exec(client.cookieHeader)?.[1];
  if (!token) return [];
  const cart = await server.dataSource.getRepository(Cart).findOneBy({ tokenHash: tokenHash(token) });
  if (!cart) return [];
  return server.dataSource.getRepository(CartLine).find({ where: { cartId: cart.id }, order: { id: 'ASC' } });
}

/** The lines of the account's cart (its draft one: the demo's customer also has a cart already ordered). */
export async function userLines(email: string) {
  const user = await server.dataSource.getRepository(User).findOneByOrFail({ email });
  const carts = await server.dataSource.getRepository(Cart).findBy({ userId: user.id, state: 'draft' });
  return server.dataSource
    .getRepository(CartLine)
    .find({ where: { cartId: In(carts.map((c) => c.id)) }, order: { id: 'ASC' } });
}

export const updateJson = (client: TestClient, params: Record<string, unknown>) =>
  client.rpc('/shop/cart/update_json', params);

/** The server and clients of these tests, for the test file that calls it. */
export function useCartTestServer() {
  beforeAll(async () => {
    server = await startTestServer();
    const standing = await variantOf('Standing Desk');
    ids.standingDesk = standing.variant.id;
    ids.cornerDesk = (await variantOf('Corner Desk')).variant.id;
    ids.lamp = (await variantOf('Desk Lamp LED')).variant.id;
    const desk = await variantOf('Customizable Desk');
    ids.desk = desk.variant.id;
    ids.deskTemplate = desk.template.id;
    const values = await server.dataSource.getRepository(ProductTemplateAttributeValue).find({
      where: { templateId: desk.template.id },
      relations: { attributeValue: true, line: { attribute: true } },
    });
    const engraving = values.filter((v) => v.line?.attribute?.name.en_US === 'Engraving');
    const engravingValue = (name: string) => engraving.find((v) => v.attributeValue?.name.en_US === name)!.id;
    ids.engravingNone = engravingValue('None');
    ids.engravingInitials = engravingValue('Initials');
    ids.engravingCustom = engravingValue('Other, please specify');
    const chair = await server.dataSource
      .getRepository(ProductTemplate)
      .findOneOrFail({ where: { sortName: 'conference chair' }, relations: { optionalProducts: true } });
    ids.chairTemplate = chair.id;
    const option = chair.optionalProducts![0]!;
    ids.chairOption = (
      await server.dataSource
        .getRepository(ProductVariant)
        .findOneOrFail({ where: { templateId: option.id } })
    ).id;
    ids.foreignValue = (
      await server.dataSource.getRepository(ProductTemplateAttributeValue).findOneOrFail({
        where: { templateId: chair.id },
      })
    ).id;
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    // Stock as the tests expect it, whatever an earlier test did.
    await server.dataSource
      .getRepository(ProductVariant)
      .update({ id: ids.standingDesk }, { virtualAvailable: 12 });
  });
}
