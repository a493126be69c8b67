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
import type { CatalogPricing } from './catalog-pricing';
import type { CatalogContext, CatalogService } from './catalog.service';

/** What the visitor's cart holds of a variant (given by the cart module; 0 without one). */
export type CartQuantitySource = (req: Request, ctx: RequestContext, productId: number) => Promise<number>;

export interface CatalogRoutesDeps {
  kit: RouteKit;
  catalog: CatalogService;
  cartQuantity: () => CartQuantitySource | null;
  pricing: () => CatalogPricing | null;
}

/**
 * SPEC §7 product configurator: JSON-RPC calls with the `_website` suffix for the site (public;
 * unpublished products only for shop managers) and without it for the back office (sales).
 */
/** Variants a visitor may have created per minute (the configurator asks once per new combination). */
export const VARIANT_CREATIONS_PER_MINUTE = 30;

export function catalogRoutes(router: Router, deps: CatalogRoutesDeps) {
  const { kit, catalog } = deps;
  /** The request's context with its cart's quantities and its price list (pricelist_id, when asked). */
  const shopContext = async (
    ctx: RequestContext,
    req: Request,
    pricelistId?: number | false,
  ): Promise<CatalogContext> => {
    const source = deps.cartQuantity();
    const pricer = await deps.pricing()?.forRequest(req, ctx.em, pricelistId);
    return {
      ...ctx,
      ...(pricer ? { pricer } : {}),
      ...(source ? { cartQuantityOf: (productId: number) => source(req, ctx, productId) } : {}),
    };
  };

  const variantCreationLimit = rateLimit(kit.transaction.bind(kit), {
    name: 'catalog.variant-creations',
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
      async (ctx, params, req) =>
        catalog.combinationInfo(await shopContext(ctx, req, params.pricelist_id), {
          productTemplateId: params.product_template_id,
          productId: params.product_id,
          combination: params.combination,
          quantity: params.add_qty,
          parentCombination: params.parent_combination,
        }),
      { access, readOnly: true },
    );
    kit.rpc(
      router,
      `/product_configurator/create_product_variant${suffix}`,
      createProductVariantParams,
      (ctx, params) =>
        catalog.createVariant(
          ctx,
          params.product_template_id,
          params.product_template_attribute_value_ids ?? params.variant_values ?? [],
        ),
      // Each call may write a variant row: visitors may not fill the table at will.
      { access, before: suffix ? [variantCreationLimit] : [] },
    );
    kit.rpc(
      router,
      `/product_configurator/show_optional_products${suffix}`,
      showOptionalProductsParams,
      async (ctx, params, req) =>
        catalog.hasOptionalProducts(
          await shopContext(ctx, req, params.pricelist_id),
          params.product_id,
          params.variant_values,
        ),
      { access, readOnly: true },
    );
    kit.rpc(
      router,
      `/product_configurator/optional_product_items${suffix}`,
      optionalProductItemsParams,
      async (ctx, params, req) =>
        catalog.optionalProductItemsHtml(
          await catalog.optionalProductRows(
            await shopContext(ctx, req, params.pricelist_id),
            params.product_id,
            params.variant_values,
          ),
          ctx.lang,
        ),
      { access, readOnly: true },
    );
  }
}
