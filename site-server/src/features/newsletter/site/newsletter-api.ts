/** The browser's side of the newsletter calls (SPEC §7). */
import type { IsSubscriberResult, PopupContentResult, SubscribeResult } from '@shared/newsletter/contract';
import { popupCookieName, POPUP_COOKIE_MAX_AGE_S } from '@shared/newsletter/subscribe-rules';
import { rpc } from '../../../core/site/json-rpc';

export const isSubscriber = (listId: number) =>
  rpc<IsSubscriberResult>('/website_mass_mailing/is_subscriber', { list_id: listId });

export const subscribe = (listId: number, email: string) =>
  rpc<SubscribeResult>('/website_mass_mailing/subscribe', { list_id: listId, email });

/**
 * SPEC §4, §9: one cookie per list marks its popup as shown. A visitor who just subscribed (or asked
 * to, and waits for the confirmation mail) is not asked again by the popup.
 */
export function markPopupShown(listId: number) {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${popupCookieName(listId)}=1; path=/; max-age=${POPUP_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}

export const popupContent = (listId: number) =>
  rpc<PopupContentResult>('/website_mass_mailing/get_content', { newsletter_id: listId });
