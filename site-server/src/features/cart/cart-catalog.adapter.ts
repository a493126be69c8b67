import type { EntityManager } from 'typeorm';
import type { CompanyDirectory } from '../../core/company';
import type { CatalogService } from '../catalog';
import type { CartCatalog, CartPricer } from './cart-catalog';

/** The catalog module's service and the price lists, as the cart's CartCatalog. */
export function cartCatalogOf(
  catalog: CatalogService,
  company: CompanyDirectory,
  pricerOf: (em: EntityManager, pricelistId: number | null) => Promise<CartPricer>,
): CartCatalog {
  return {
    async product(em, productId, lang, noVariantValueIds = [], pricer) {
      const variant = await catalog.variantForCart(em, productId, { lang, noVariantValueIds, pricer });
      if (!variant) return null;
      return {
        productId: variant.productId,
        templateId: variant.templateId,
        saleable: variant.published && variant.active,
        name: variant.displayName,
        url: variant.url,
        imageUrl: variant.imageUrl,
        price: variant.price,
        listPrice: variant.listPrice,
        currency: variant.currency,
        categoryIds: variant.categoryIds,
        type: variant.type,
        inventoryAvailability: variant.inventoryAvailability,
        virtualAvailable: variant.virtualAvailable,
        noVariantValues: variant.noVariantValues.map((value) => ({
          id: value.id,
          attributeName: value.attributeName,
          valueName: value.valueName,
          isCustom: value.isCustom,
        })),
      };
    },
    accessories: (em, templateIds, lang, pricer) => catalog.accessoryCards(em, templateIds, lang, pricer),
    pricer: pricerOf,
    currency: async (em: EntityManager) => (await company.mainCompany(em)).currency,
  };
}
