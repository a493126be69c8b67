import { In, type EntityManager } from 'typeorm';
import type { DemoData } from '../../core/demo';
import { User } from '../accounts';
import type { CountryService } from '../countries';
import { CustomerAddress } from './customer-address.entity';
import { Customer } from './customer.entity';
import type { CustomerService } from './customer.service';

/** The demo's customers are marked so: the orders' demo finds its buyers among them. */
export const DEMO_CUSTOMER = 'res.partner';

interface DemoPerson {
  name: string;
  email: string;
  phone: string;
  country: string;
  state?: string;
  street: string;
  city: string;
  zip: string;
}

/** People who bought from the demo shop as guests (their orders fill the dashboard). */
const guests: DemoPerson[] = [
  {
    name: 'Marie Dupont',
    email: 'marie.dupont@example.com',
    phone: '+33 6 12 34 56 78',
    country: 'FR',
    street: '8 rue des Lilas',
    city: 'Lyon',
    zip: '69003',
  },
  {
    name: 'John Smith',
    email: 'john.smith@example.com',
    phone: '+1 555 0142',
    country: 'US',
    state: 'NY',
    street: '221 Hudson Street',
    city: 'New York',
    zip: '10013',
  },
  {
    name: 'Lucía García',
    email: 'lucia.garcia@example.com',
    phone: '+34 612 345 678',
    country: 'ES',
    state: 'M',
    street: 'Calle Mayor 12',
    city: 'Madrid',
    zip: '28013',
  },
  {
    name: 'Oliver Brown',
    email: 'oliver.brown@example.com',
    phone: '+44 20 7946 0018',
    country: 'GB',
    street: '14 Baker Street',
    city: 'London',
    zip: 'NW1 6XE',
  },
  {
    name: 'Anna Becker',
    email: 'anna.becker@example.com',
    phone: '+49 30 1234567',
    country: 'DE',
    street: 'Torstraße 101',
    city: 'Berlin',
    zip: '10119',
  },
  {
    name: 'Emily Johnson',
    email: 'emily.johnson@example.com',
    phone: '+1 555 0177',
    country: 'US',
    state: 'CA',
    street: '1450 Mission Street',
    city: 'San Francisco',
    zip: '94103',
  },
];

/** The portal customer's address (the demo account portal@example.com). */
const portalAddress: Omit<DemoPerson, 'name' | 'email'> = {
  phone: '+1 555 0123',
  country: 'US',
  state: 'IL',
  street: '742 Evergreen Terrace',
  city: 'Springfield',
  zip: '62704',
};

/**
 * Demo customers with their addresses (SEED_DEMO): the portal customer's record, when the demo
 * account exists, and a few guests who ordered. All marked as demo data.
 */
export async function seedCustomersDemo(
  em: EntityManager,
  deps: { customers: CustomerService; countries: CountryService; demo: DemoData },
): Promise<void> {
  const { customers, countries, demo } = deps;
  const withAddress = async (customer: Customer, person: Omit<DemoPerson, 'name' | 'email'>) => {
    const country = await countries.byCode(em, person.country);
    if (!country) return;
    const stateId = person.state
      ? (country.states.find((state) => state.code === person.state)?.id ?? null)
      : null;
    const input = await customers.check(em, {
      name: customer.name,
      email: customer.email,
      phone: person.phone,
      street: person.street,
      city: person.city,
      zip: person.zip,
      state_id: stateId,
      country_id: country.country.id,
    });
    await customers.saveAddress(em, customer, 'billing', input);
  };
  const made: number[] = [];
  const portal = await em.getRepository(User).findOneBy({ email: 'portal@example.com' });
  if (portal) {
    const customer = await customers.forUser(em, portal);
    await em.getRepository(Customer).update({ id: customer.id }, { phone: portalAddress.phone });
    await withAddress(customer, portalAddress);
    made.push(customer.id);
  }
  for (const person of guests) {
    const customer = await customers.guest(em, person);
    await em.getRepository(Customer).update({ id: customer.id }, { phone: person.phone });
    await withAddress(customer, person);
    made.push(customer.id);
  }
  await demo.mark(em, DEMO_CUSTOMER, made);
}

/** Removes demo customers and their addresses (their orders went before them). */
export async function removeDemoCustomers(em: EntityManager, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await em.getRepository(CustomerAddress).delete({ customerId: In([...ids]) });
  await em.getRepository(Customer).delete({ id: In([...ids]) });
}
