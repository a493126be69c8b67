// What other features' pages may use of the customers' site: the address fields (the checkout's
// address page and the portal's account page draw them).
export {
  ADDRESS_FIELD_NAMES,
  AddressFields,
  addressValuesOf,
  COUNTRY_INFO_DELAY_MS,
  type AddressValues,
} from './address-fields';
