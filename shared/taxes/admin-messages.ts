/** The back office's texts of the taxes feature (renderer/src/features/taxes), in every language. */
const en_US = {
  'admin.taxes.newTax': 'New tax',
  'admin.taxes.rate': 'Rate (%)',
  'admin.taxes.pricesIncludeTax': 'Prices include this tax',
  'admin.taxes.cataloguesPricesHoldEuStyleOffAdded':
    "On: the catalogue's prices hold it (EU style). Off: it is added at checkout (US style).",
  'admin.taxes.defaultTax': 'Default tax',
  'admin.taxes.appliesEveryProductWithoutOwnTax':
    'Applies to every product without its own tax, and to shipping.',
  'admin.taxes.ratesPerCountry': 'Rates per country',
  'admin.taxes.whereParcelGoesDecidesRateCountries':
    'Where the parcel goes decides the rate; countries not listed pay the rate above.',
  'admin.taxes.removeCountry': 'Remove this country',
  'admin.taxes.addCountry': 'Add a country',
  'admin.taxes.deleteXProductsFallBackDefaultTax': 'Delete %s? Its products fall back to the default tax.',
  'admin.taxes.noTaxYetOrdersUntaxedAddOneMake':
    'No tax yet: orders are untaxed. Add one and make it the default.',
  'admin.taxes.prices': 'Prices',
  'admin.taxes.included': 'Included',
  'admin.taxes.addedCheckout': 'Added at checkout',
  'admin.taxes.navTaxes': 'Taxes',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const taxesAdminMessages = {
  en_US,
  fr_FR: {
    'admin.taxes.newTax': 'Nouvelle taxe',
    'admin.taxes.rate': 'Taux (%)',
    'admin.taxes.pricesIncludeTax': 'Les prix incluent cette taxe',
    'admin.taxes.cataloguesPricesHoldEuStyleOffAdded':
      "Activé : les prix du catalogue l'incluent (à l'européenne). Désactivé : elle est ajoutée au paiement (à l'américaine).",
    'admin.taxes.defaultTax': 'Taxe par défaut',
    'admin.taxes.appliesEveryProductWithoutOwnTax':
      "S'applique à tout produit sans taxe propre, et à la livraison.",
    'admin.taxes.ratesPerCountry': 'Taux par pays',
    'admin.taxes.whereParcelGoesDecidesRateCountries':
      'La destination du colis décide du taux ; les pays non listés paient le taux ci-dessus.',
    'admin.taxes.removeCountry': 'Retirer ce pays',
    'admin.taxes.addCountry': 'Ajouter un pays',
    'admin.taxes.deleteXProductsFallBackDefaultTax':
      'Supprimer %s ? Ses produits reprennent la taxe par défaut.',
    'admin.taxes.noTaxYetOrdersUntaxedAddOneMake':
      "Aucune taxe pour l'instant : les commandes sont hors taxes. Ajoutez-en une et faites-en la taxe par défaut.",
    'admin.taxes.prices': 'Prix',
    'admin.taxes.included': 'Inclus',
    'admin.taxes.addedCheckout': 'Ajoutée au paiement',
    'admin.taxes.navTaxes': 'Taxes',
  } satisfies Translation,
  es_ES: {
    'admin.taxes.newTax': 'Nuevo impuesto',
    'admin.taxes.rate': 'Tasa (%)',
    'admin.taxes.pricesIncludeTax': 'Los precios incluyen este impuesto',
    'admin.taxes.cataloguesPricesHoldEuStyleOffAdded':
      'Activado: los precios del catálogo lo incluyen (al estilo europeo). Desactivado: se añade al pagar (al estilo estadounidense).',
    'admin.taxes.defaultTax': 'Impuesto predeterminado',
    'admin.taxes.appliesEveryProductWithoutOwnTax':
      'Se aplica a todo producto sin impuesto propio, y al envío.',
    'admin.taxes.ratesPerCountry': 'Tasas por país',
    'admin.taxes.whereParcelGoesDecidesRateCountries':
      'El destino del paquete decide la tasa; los países que no figuran pagan la tasa de arriba.',
    'admin.taxes.removeCountry': 'Quitar este país',
    'admin.taxes.addCountry': 'Añadir un país',
    'admin.taxes.deleteXProductsFallBackDefaultTax':
      '¿Eliminar %s? Sus productos vuelven al impuesto predeterminado.',
    'admin.taxes.noTaxYetOrdersUntaxedAddOneMake':
      'Todavía no hay impuestos: los pedidos no llevan impuestos. Añada uno y hágalo predeterminado.',
    'admin.taxes.prices': 'Precios',
    'admin.taxes.included': 'Incluido',
    'admin.taxes.addedCheckout': 'Añadido al pagar',
    'admin.taxes.navTaxes': 'Impuestos',
  } satisfies Translation,
};
