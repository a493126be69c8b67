import { data } from 'react-router';
import type { AddressChoices, AddressProblem, AddressView } from '@shared/customers/contract';
import type { SiteContext } from '../../../core/site/context';

/** The account page's data: the customer's details, their address, and the address form's choices. */
export interface AccountFormData {
  company: string;
  address: AddressView | null;
  /** When the customer has no address yet: their account's name and e-mail to start with. */
  name: string;
  email: string;
  phone: string;
  choices: AddressChoices;
}

/** The signed-in customer's account page (the customers feature fills it; null when signed out). */
export interface SiteMyAccount {
  form(): Promise<AccountFormData | null>;
  /** `emailPending`: a new e-mail was asked for, and waits for its address to confirm it. */
  save(
    posted: Record<string, string>,
  ): Promise<{ ok: true; emailPending: boolean } | { ok: false; problems: Record<string, AddressProblem> }>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    myAccount?: SiteMyAccount;
  }
}

export function siteMyAccount(site: SiteContext): SiteMyAccount {
  if (!site.myAccount) throw data(null, { status: 404 });
  return site.myAccount;
}
