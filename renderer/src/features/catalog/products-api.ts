/**
 * The products screen's helpers: inputs of the catalog's back-office calls
 * (shared/catalog/admin-calls.ts), the foundation's publish toggle (SPEC §7 POST /website/publish,
 * JSON-RPC) and money and labels.
 */
import type { ErrorName } from '@shared/api/admin';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type {
  AttributeLine,
  AttributeLineInput,
  ProductTemplate,
  ProductTemplateInput,
} from '@shared/catalog/admin-contract';
import { parseMoney } from '@shared/money';
import { api, ApiError } from '../../app/api';
import { amountText } from '../../app/row-actions';
import { formatAmount, t } from '../../app/i18n';

export function attributeLinesInput(lines: AttributeLine[]): AttributeLineInput[] {
  return lines.map((line) => ({
    attributeId: line.attributeId,
    values: line.values.map((value) => ({
      attributeValueId: value.attributeValueId,
      priceExtra: value.priceExtra,
      // The answer names excluded template values; the input names attribute values.
      excludedAttributeValueIds: value.excludedValueIds.flatMap((excludedId) =>
        lines.flatMap((other) =>
          other.values
            .filter((candidate) => candidate.id === excludedId)
            .map((found) => found.attributeValueId),
        ),
      ),
    })),
  }));
}

/** The whole input of PUT /products/:id for a template as it is, with some parts replaced. */
export function templateInput(
  product: ProductTemplate,
  changes: Partial<ProductTemplateInput> = {},
): ProductTemplateInput {
  return {
    name: product.name,
    description: product.description,
    slug: product.slug,
    type: product.type,
    listPrice: product.listPrice,
    price: product.price,
    inventoryAvailability: product.inventoryAvailability,
    availableThreshold: product.availableThreshold,
    customMessage: product.customMessage,
    categoryIds: product.categoryIds,
    optionalProductIds: product.optionalProducts.map((ref) => ref.id),
    accessoryProductIds: product.accessoryProducts.map((ref) => ref.id),
    attributeLines: attributeLinesInput(product.attributeLines),
    sequence: product.sequence,
    taxId: product.taxId,
    variantStyle: product.variantStyle,
    ...changes,
  };
}

export const saveProduct = (id: number, input: ProductTemplateInput) =>
  api.call(calls.updateProduct, { params: { id }, body: input });

export const uploadImage = (productId: number, file: File, variantId: number | null) =>
  api.upload(calls.addImage, variantId ? { file, variantId: String(variantId) } : { file }, {
    params: { id: productId },
  });

let rpcId = 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** SPEC §7 publish toggle: flips the template's published flag; answers the new flag. */
export async function togglePublished(productId: number): Promise<boolean> {
  rpcId += 1;
  let response: Response;
  try {
    response = await fetch('/website/publish', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        jsonrpc: '2.0',
        method: 'call',
        params: { id: productId, object: 'product.template' },
        id: rpcId,
      }),
    });
  } catch {
    throw new ApiError(0, 'NetworkError', t('admin.common.serverCannotReachedCheckVitrine'));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (isRecord(payload) && typeof payload.result === 'boolean') return payload.result;
  const data =
    isRecord(payload) && isRecord(payload.error) && isRecord(payload.error.data) ? payload.error.data : {};
  throw new ApiError(
    response.status,
    typeof data.name === 'string' ? (data.name as ErrorName) : 'ServerError',
    typeof data.message === 'string' ? data.message : t('admin.catalog.productCouldNotPublished'),
  );
}

/** "$12.50", "12,50 €": in the person's locale. */
export const money = formatAmount;

/** "12.50": how a price input shows minor units. */
export const moneyText = amountText;

/** Parses a price typed by a person; null when it is not an amount of this currency. */
export const parsePrice = (text: string, currency: string) => parseMoney(text, currency);

export const productTypeLabels = () =>
  ({
    product: t('admin.catalog.stockable'),
    consu: t('admin.catalog.consumable'),
    service: t('admin.catalog.service'),
  }) as const;

export const inventoryAvailabilityLabels = () =>
  ({
    never: t('admin.catalog.sellRegardlessInventory'),
    always: t('admin.catalog.showInventoryBlockSalesWhenOutStock'),
    threshold: t('admin.catalog.showInventoryBelowThresholdBlock'),
    custom: t('admin.catalog.showCustomMessage'),
  }) as const;

export const displayTypeLabels = () =>
  ({
    radio: t('admin.catalog.radio'),
    select: t('admin.common.select'),
    color: t('admin.catalog.colour'),
    pills: t('admin.catalog.pills'),
  }) as const;

export const createVariantLabels = () =>
  ({
    always: t('admin.catalog.instantly'),
    dynamic: t('admin.catalog.dynamicallyWhenFirstChosen'),
    no_variant: t('admin.catalog.never'),
  }) as const;
