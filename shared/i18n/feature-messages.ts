import { accountsMessages } from '../accounts/messages';
import { backupsMessages } from '../backups/messages';
import { blogMessages } from '../blog/messages';
import { cartRecoveryMessages } from '../cart-recovery/messages';
import { chatterMessages } from '../chatter/messages';
import { checkoutMessages } from '../checkout/messages';
import { couponsMessages } from '../coupons/messages';
import { customersMessages } from '../customers/messages';
import { formsMessages } from '../forms/messages';
import { instancesMessages } from '../instances/messages';
import { invoicesMessages } from '../invoices/messages';
import { leadsMessages } from '../leads/messages';
import { linkRulesMessages } from '../links/messages';
import { newsletterMessages } from '../newsletter/messages';
import { ordersMessages } from '../orders/messages';
import { paymentMailMessages } from '../payment/mail-messages';
import { paymentMessages } from '../payment/messages';
import { projectsMessages } from '../projects/messages';
import { ratingsMessages } from '../ratings/messages';
import { retentionMessages } from '../retention/messages';
import { reviewsMessages } from '../reviews/messages';
import { seoMessages } from '../seo/messages';
import { websiteMessages } from '../website/messages';
import { wishlistsMessages } from '../wishlists/messages';
import type { LangCode } from './languages';

/**
 * The shared tree's feature manifest: each feature's UI strings (shared/<feature>/messages.ts), in
 * every language. Adding a feature's strings is one line here; the catalogs take them all.
 */
const featureMessages = [
  accountsMessages,
  websiteMessages,
  blogMessages,
  ratingsMessages,
  chatterMessages,
  formsMessages,
  newsletterMessages,
  seoMessages,
  checkoutMessages,
  couponsMessages,
  paymentMessages,
  paymentMailMessages,
  ordersMessages,
  customersMessages,
  instancesMessages,
  projectsMessages,
  invoicesMessages,
  leadsMessages,
  backupsMessages,
  cartRecoveryMessages,
  wishlistsMessages,
  reviewsMessages,
  linkRulesMessages,
  retentionMessages,
] as const;

type Merged<List extends readonly unknown[], Lang extends LangCode> = List extends readonly [
  infer First,
  ...infer Rest,
]
  ? (First extends Record<Lang, infer Strings> ? Strings : never) & Merged<Rest, Lang>
  : unknown;

/** Every feature's strings of one language, as one object (its type keeps every key, for MessageKey). */
export function featureStrings<Lang extends LangCode>(lang: Lang): Merged<typeof featureMessages, Lang> {
  return Object.assign({}, ...featureMessages.map((messages) => messages[lang]));
}
