import type { Request, Router } from 'express';
import {
  createProductVariantParams,
  getCombinationInfoParams,
  optionalProductItemsParams,
  showOptionalProductsParams,
} from '../../../../shared/catalog/contract';
import type { RequestContext } from '../../core/context';
import type { Access, RouteKit } from '../../core/http/route-kit';
import { clientKey, rateLimit } from '../../core/http/rate-limit';
import type { CatalogContext, CatalogService } from './catalog.service';

/** What the visitor's cart holds of a variant (given by the cart module; 0 without one). */
export type CartQuantitySource = (req: Request, ctx: RequestContext, productId: number) => Promise<number>;

export interface CatalogRoutesDeps {
  kit: RouteKit;
  catalog: CatalogService;
  cartQuantity: () => CartQuantitySource | null;
}

/**
 * SPEC §7 product configurator: JSON-RPC calls with the `_website` suffix for the site (public;
 * unpublished products only for shop managers) and without it for the back office (sales).
 */
/** Variants a visitor may have created per minute (the configurator asks once per new combination). */
export const VARIANT_CREATIONS_PER_MINUTE = 30;

export function catalogRoutes(router: Router, deps: CatalogRoutesDeps) {
  const { kit, catalog } = deps;
  const withCart = (ctx: RequestContext, req: Request): CatalogContext => {
    const source = deps.cartQuantity();
    return source ? { ...ctx, cartQuantityOf: (productId) => source(req, ctx, productId) } : ctx;
  };

  const variantCreationLimit = rateLimit({
    windowMs: 60_000,
    limit: VARIANT_CREATIONS_PER_MINUTE,
    key: (req) => (req.vitrine.user ? `user:${req.vitrine.user.id}` : `ip:${clientKey(req.ip)}`),
    message: 'Too many product variants asked for. Please wait a minute and try again.',
  });
  for (const [suffix, access] of [
    ['_website', 'public'],
    ['', 'sales'],
  ] as Array<[string, Access]>) {
    kit.rpc(
      router,
      `/product_configurator/get_combination_info${suffix}`,
      getCombinationInfoParams,
      (ctx, params, req) =>
        catalog.combinationInfo(withCart(ctx, req), {
          productTemplateId: params.product_template_id,
          productId: params.product_id,
          combination: params.combination,
        }),
      { access, readOnly: true },
    );
    kit.rpc(
      router,
      `/product_configurator/create_product_variant${suffix}`,
      createProductVariantParams,
      (ctx, params) =>
        catalog.createVariant(ctx, params.product_template_id, params.product_template_attribute_value_ids),
      // Each call may write a variant row: visitors may not fill the table at will.
      { access, before: suffix ? [variantCreationLimit] : [] },
    );
    kit.rpc(
      router,
      `/product_configurator/show_optional_products${suffix}`,
      showOptionalProductsParams,
      (ctx, params) => catalog.hasOptionalProducts(ctx, params.product_id),
      { access, readOnly: true },
    );
    kit.rpc(
      router,
      `/product_configurator/optional_product_items${suffix}`,
      optionalProductItemsParams,
      async (ctx, params) =>
        catalog.optionalProductItemsHtml(await catalog.optionalProductRows(ctx, params.product_id), ctx.lang),
      { access, readOnly: true },
    );
  }
}
