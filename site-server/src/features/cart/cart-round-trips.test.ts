import { describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/test-server';
import { ids, linesOf, postForm, server, updateJson, useCartTestServer } from './cart-test-support';

useCartTestServer();

/** The statements TypeORM sends (its logger hears each one) while `act` runs. */
async function statementsOf(act: () => Promise<void>): Promise<string[]> {
  const logger = server.dataSource.logger;
  const statements: string[] = [];
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, ...rest) => {
    statements.push(query);
    return logQuery(query, ...rest);
  };
  try {
    await act();
  } finally {
    logger.logQuery = logQuery;
  }
  return statements;
}

const postgres = () => server.dataSource.options.type === 'postgres';

// On PostgreSQL every change of one cart waits for the one before on the cart's row lock (issue 28):
// the fewer statements it holds the lock for, the more changes of a cart a second. (The logger hears
// the statements of every connection: only the cart's own are counted.)
describe("a cart change's statements", () => {
  it.each([
    ['its product', false],
    ['its line', true],
  ])(
    'finds and locks the cart in one, reads its lines once and answers from them (by %s)',
    async (_, byLine) => {
      const visitor = new TestClient(server.url);
      await postForm(visitor, '/shop/cart/update', { product_id: ids.cornerDesk, add_qty: 2 });
      await postForm(visitor, '/shop/cart/update', { product_id: ids.lamp, add_qty: 1 });
      const [desk] = await linesOf(visitor);
      let result: Record<string, unknown> = {};
      const statements = await statementsOf(async () => {
        const { body } = await updateJson(visitor, {
          product_id: ids.cornerDesk,
          set_qty: 5,
          ...(byLine ? { line_id: desk!.id } : {}),
        });
        result = body.result as Record<string, unknown>;
      });
      // The answer is the cart as changed: 5 desks and the lamp, in the count and in the blocks.
      expect(result).toMatchObject({ quantity: 5, cart_quantity: 6, warning: '' });
      expect(result['website_sale.cart_lines']).toContain(`data-line-id="${desk!.id}"`);
      expect(result['website_sale.cart_lines']).toContain('value="5"');
      expect(result['website_sale.short_cart_summary']).toContain('$2,659.00'); // 5 × 520 + 59
      expect((await linesOf(visitor)).map((line) => line.quantity)).toEqual([5, 1]);

      // The cart's own tables (background jobs may query others meanwhile): the cart found and
      // locked in one statement, its lines read once, the line written; nothing summed or read again.
      const cartStatements = statements
        .filter((statement) => /"cart(_line)?"/.test(statement))
        .map((statement) => statement.replace(/\s+/g, ' '));
      expect(cartStatements).toHaveLength(3);
      expect(cartStatements[0]).toMatch(/^SELECT .* FROM "cart" WHERE /);
      if (postgres()) expect(cartStatements[0]).toMatch(/ FOR UPDATE$/);
      expect(cartStatements[1]).toMatch(/^SELECT .* FROM "cart_line" WHERE "cartId" = \S+ ORDER BY "id"$/);
      expect(cartStatements[2]).toMatch(/^UPDATE "cart_line" SET "quantity" = /);
      // The change commits (and lets the lock go) before the blocks' reads: the lamp's product, the coupon.
      const written = statements.findIndex((s) => s.startsWith('UPDATE "cart_line"'));
      const committed = statements.indexOf('COMMIT', written);
      const couponRead = statements.findIndex((s) => /FROM "cart_coupon"/.test(s));
      expect(committed).toBeGreaterThan(written);
      expect(couponRead).toBeGreaterThan(committed);
    },
  );
});
