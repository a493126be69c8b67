/**
 * The shop's calls from the browser (SPEC §7): the configurator's JSON-RPC routes with the site's
 * `_website` suffix, the cart's JSON call, and the cart's form posts. JSON-RPC goes through the site's
 * client (Content-Type application/json); form posts carry the session's csrf_token.
 */
import type { CartUpdateJsonResult, CombinationInfo, SelectedProduct } from '@shared/catalog/contract';
import { rpc } from '../../../core/site/json-rpc';

export function getCombinationInfo(
  params: {
    product_template_id: number;
    product_id: number | false;
    combination: number[];
    add_qty: number;
    parent_combination?: number[];
  },
  signal?: AbortSignal,
): Promise<CombinationInfo> {
  return rpc<CombinationInfo>(
    '/product_configurator/get_combination_info_website',
    { pricelist_id: false, parent_combination: [], ...params },
    { signal },
  );
}

/**
 * A dynamic variant (create_variant 'dynamic') is created when first chosen: the answer is its id.
 * The site's public form of the call (the unsuffixed one is the back office's, for sales staff).
 */
export function createProductVariant(templateId: number, combination: number[]): Promise<number> {
  return rpc<number>('/product_configurator/create_product_variant_website', {
    product_template_id: templateId,
    product_template_attribute_value_ids: combination,
  });
}

/**
 * HTML of the optional products' rows for the add dialog (components/shop/optional-product-rows), for
 * the main product's chosen values (`variantValues`: what they exclude is not offered).
 */
export function optionalProductItems(productId: number, variantValues: number[] = []): Promise<string> {
  return rpc<string>('/product_configurator/optional_product_items_website', {
    product_id: productId,
    pricelist_id: false,
    variant_values: variantValues,
  });
}

/** Whether the add dialog has options to offer for the main product's chosen values (SPEC §7). */
export function showOptionalProducts(productId: number, variantValues: number[]): Promise<boolean> {
  return rpc<boolean>('/product_configurator/show_optional_products_website', {
    product_id: productId,
    variant_values: variantValues,
    pricelist_id: false,
  });
}

export function updateCartLine(params: {
  line_id: number;
  product_id: number;
  set_qty: number;
}): Promise<CartUpdateJsonResult> {
  return rpc<CartUpdateJsonResult>('/shop/cart/update_json', { ...params, display: true });
}

/**
 * POST /shop/cart/update_option (SPEC §7): the chosen products as JSON in custom_values, plus lang;
 * the answer is the cart's new quantity.
 */
export async function addProductsWithOptions(
  products: SelectedProduct[],
  lang: string,
  csrfToken: string,
): Promise<number> {
  const response = await fetch('/shop/cart/update_option', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      csrf_token: csrfToken,
      lang,
      product_id: String(products[0]?.product_id ?? ''),
      add_qty: String(products[0]?.quantity ?? 1),
      custom_values: JSON.stringify(products),
    }),
  });
  if (!response.ok) throw new Error(`The cart answered ${response.status}.`);
  const quantity = Number((await response.text()).trim());
  return Number.isFinite(quantity) ? quantity : 0;
}

/** A virtual page view of SPEC §2 (/stats/ecom/…), recorded by our own server; it survives navigation. */
export function recordPageView(path: string): void {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function')
    navigator.sendBeacon(path);
}
