import type { EntityManager } from 'typeorm';
import type { CompanyDirectory } from '../../core/company';
import type { CatalogService } from '../catalog';
import type { CartCatalog } from './cart-catalog';

/** The catalog module's service, as the cart's CartCatalog. */
export function cartCatalogOf(catalog: CatalogService, company: CompanyDirectory): CartCatalog {
  return {
    async product(em, productId, lang, noVariantValueIds = []) {
      const variant = await catalog.variantForCart(em, productId, { lang, noVariantValueIds });
      if (!variant) return null;
      return {
        productId: variant.productId,
        templateId: variant.templateId,
        saleable: variant.published && variant.active,
        name: variant.displayName,
        url: variant.url,
        imageUrl: variant.imageUrl,
        price: variant.price,
        currency: variant.currency,
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
    accessories: (em, templateIds, lang) => catalog.accessoryCards(em, templateIds, lang),
    currency: async (em: EntityManager) => (await company.mainCompany(em)).currency,
  };
}
