import { defineFeature, type FeatureModule } from '../../platform';
import { countriesFeature, type CountriesExports } from '../countries';
import { CustomerAddress } from './customer-address.entity';
import { Customer } from './customer.entity';
import { CustomerService } from './customer.service';

export { Customer, CustomerAddress, CustomerService };
export { AddressProblems } from './customer.service';

/** What other features may use of the customers: their records and addresses. */
export interface CustomersExports {
  customers: CustomerService;
}

/** Customers (res.partner) and their billing and shipping addresses, checked against their country. */
function createCustomersModule(
  _platform: unknown,
  { countries }: { countries: CountriesExports },
): FeatureModule<CustomersExports> {
  return { name: 'customers', exports: { customers: new CustomerService(countries.countries) } };
}

export const customersFeature = defineFeature({
  name: 'customers',
  entities: [Customer, CustomerAddress],
  needs: { countries: countriesFeature },
  create: createCustomersModule,
});
