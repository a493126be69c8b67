import type { AddressProblem } from '../../../../shared/customers/contract';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { countriesFeature, type CountriesExports } from '../countries';
import { CustomerAddress } from './customer-address.entity';
import { Customer } from './customer.entity';
import { AddressProblems, CustomerService } from './customer.service';
import { DEMO_CUSTOMER, removeDemoCustomers, seedCustomersDemo } from './demo';
import type { SiteMyAccount } from './site/context';

export { Customer, CustomerAddress, CustomerService };
export { AddressProblems } from './customer.service';
export { DEMO_CUSTOMER } from './demo';

/** What other features may use of the customers: their records and addresses. */
export interface CustomersExports {
  customers: CustomerService;
}

/** Customers (res.partner) and their billing and shipping addresses, checked against their country. */
function createCustomersModule(
  platform: Platform,
  { countries }: { countries: CountriesExports },
): FeatureModule<CustomersExports> {
  const customers = new CustomerService(countries.countries);
  platform.demo.removes(DEMO_CUSTOMER, removeDemoCustomers);
  return {
    name: 'customers',
    exports: { customers },
    seedDemo: (em) =>
      seedCustomersDemo(em, { customers, countries: countries.countries, demo: platform.demo }),
    siteContext(_req, site) {
      const em = platform.dataSource.manager;
      const user = site.user;
      const myAccount: SiteMyAccount = {
        async form() {
          if (!user) return null;
          const { customer, address } = await customers.account(em, user, site.lang);
          const company = await platform.company.siteCompany(em);
          return {
            company: customer.company,
            address,
            name: customer.name,
            email: customer.email,
            phone: customer.phone,
            choices: await customers.addressChoices(em, site.lang, company.countryCode, [address?.countryId]),
          };
        },
        async save(posted) {
          if (!user) return { ok: false, problems: {} };
          try {
            await platform.transaction((tx) => customers.saveAccount(tx, user, posted));
            return { ok: true };
          } catch (error) {
            if (error instanceof AddressProblems)
              return { ok: false, problems: error.fields as Record<string, AddressProblem> };
            throw error;
          }
        },
      };
      return { myAccount };
    },
  };
}

export const customersFeature = defineFeature({
  name: 'customers',
  entities: [Customer, CustomerAddress],
  needs: { countries: countriesFeature },
  create: createCustomersModule,
});
