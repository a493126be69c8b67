import type { Request, Router } from 'express';
import { acceptParams, quotationMessages, updateLineParams } from '../../../../shared/orders/quotations';
import { idFrom } from '../../../../shared/api/numeric';
import { MissingError, ValidationError } from '../../core/errors';
import type { RouteKit } from '../../core/http/route-kit';
import { rememberOrder } from './order-cookie';
import type { QuotationService } from './quotations';

const orderIdOf = (req: Request) => {
  const id = idFrom(req.params.orderId);
  if (id === null) throw new MissingError('This order does not exist.');
  return id;
};

/**
 * The portal's quotation calls (SPEC §7): update_line_dict and its fallback update_line, and the
 * signature call (/my/orders/{order_id}/accept). Each opens the order for its signed-in customer or
 * the holder of its access_token, and nobody else.
 */
export function quotationRoutes(router: Router, deps: { kit: RouteKit; quotations: QuotationService }) {
  const { kit, quotations } = deps;
  const proofOf = (req: Request, token: string | null | undefined) => ({
    userId: req.vitrine.user?.id ?? null,
    token: token ?? null,
  });
  kit.rpc(router, '/my/orders/:orderId/update_line_dict', updateLineParams, (ctx, params, req) =>
    quotations.updateLine(ctx.em, orderIdOf(req), proofOf(req, params.access_token), {
      lineId: params.line_id,
      remove: params.remove,
      unlink: params.unlink,
      // A negative or missing quantity comes as false (SPEC §4): then one more or one less.
      quantity: typeof params.input_quantity === 'number' ? Math.floor(params.input_quantity) : null,
    }),
  );
  kit.rpc(router, '/my/orders/:orderId/update_line', updateLineParams, async (ctx, params, req) => {
    const result = await quotations.updateLine(ctx.em, orderIdOf(req), proofOf(req, params.access_token), {
      lineId: params.line_id,
      remove: params.remove,
      unlink: params.unlink,
      quantity: null,
    });
    return [result.order_line_product_uom_qty, result.order_amount_total];
  });
  kit.rpc(router, '/my/orders/:orderId/accept', acceptParams, async (ctx, params, req, res) => {
    const orderId = orderIdOf(req);
    if (params.res_id !== orderId) throw new ValidationError(quotationMessages.notOpen);
    const proof = proofOf(req, params.access_token);
    const result = await quotations.accept(ctx.em, orderId, proof, {
      name: params.partner_name,
      signature: params.signature,
    });
    if (result.pay) {
      // The checkout's payment page pays the order its cookie names.
      rememberOrder(req, res, await quotations.open(ctx.em, orderId, proof));
    }
    const { pay: _pay, ...answer } = result;
    return answer;
  });
}
