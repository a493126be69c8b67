/** The browser's side of the newsletter calls (SPEC §7). */
import { isSubscriberResult, popupContentResult, subscribeResult } from '@shared/newsletter/contract';
import { rpc } from '../../../core/site/json-rpc';

export const isSubscriber = (listId: number) =>
  rpc('/website_mass_mailing/is_subscriber', { list_id: listId }, isSubscriberResult);

export const subscribe = (listId: number, email: string) =>
  rpc('/website_mass_mailing/subscribe', { list_id: listId, email }, subscribeResult);

export const popupContent = (listId: number) =>
  rpc('/website_mass_mailing/get_content', { newsletter_id: listId }, popupContentResult);
