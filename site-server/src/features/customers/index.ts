import type { AddressProblem } from '../../../../shared/customers/contract';
import {
  defaultLangCode,
  isLangCode,
  languages,
  splitLangPrefix,
  underLangPrefix,
} from '../../../../shared/i18n';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { countriesFeature, type CountriesExports } from '../countries';
import { CustomerAddress } from './customer-address.entity';
import { Customer } from './customer.entity';
import { ContactEmails, type ContactEmailLink } from './contact-email';
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
  const contactEmails = new ContactEmails({
    secret: platform.config.sessionSecret,
    mail: platform.mail,
    publicUrl: platform.publicUrl,
    shopName: async (em) => (await platform.company.siteCompany(em)).name,
  });
  platform.demo.removes(DEMO_CUSTOMER, removeDemoCustomers);
  return {
    name: 'customers',
    exports: { customers },
    seedDemo: (em) =>
      seedCustomersDemo(em, { customers, countries: countries.countries, demo: platform.demo }),
    siteRoutes(router) {
      // The link of the mail that confirms a new contact e-mail (contact-email.ts): applies it, then
      // shows the account page with the outcome.
      router.get(underLangPrefix('/my/account/email'), async (req, res) => {
        const { urlCode } = splitLangPrefix(req.path);
        // The language of the link's address; without a prefix, the site's default one.
        const siteLang = (await platform.company.siteCompany(platform.dataSource.manager)).defaultLang;
        const lang =
          languages.find((language) => urlCode && language.urlCode === urlCode)?.code ??
          (isLangCode(siteLang) ? siteLang : defaultLangCode);
        const query = req.query as Record<string, unknown>;
        const text = (name: keyof ContactEmailLink) => {
          const value = query[name];
          return typeof value === 'string' ? value : '';
        };
        const link = {
          customer: text('customer'),
          email: text('email'),
          expires: text('expires'),
          token: text('token'),
        };
        const outcome = await platform.transaction((em) => contactEmails.confirm(em, link, lang));
        res
          .set('Cache-Control', 'no-store')
          .redirect(303, `${urlCode ? `/${urlCode}` : ''}/my/account?email=${outcome}`);
      });
    },
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
            const saved = await platform.transaction(async (tx) => {
              const { customer, requestedEmail } = await customers.saveAccount(tx, user, posted);
              if (requestedEmail) await contactEmails.request(tx, customer, requestedEmail, site.lang);
              return { emailPending: requestedEmail !== null };
            });
            return { ok: true, ...saved };
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
