/**
 * The red alert of the cart's form posts (SPEC §8: "Cart warning from the server: dismissable red
 * alert"; "This combination does not exist."): the cart page and the product page show the warning
 * or the error their address names (cart_warning, cart_error), worded in the page's language
 * (shared/catalog/cart-alerts.ts). Rendered on the server, it shows without JavaScript; its dismiss
 * control is a link to the same page without them, and with JavaScript it hides the alert in place
 * and takes them out of the address, so a reload does not show it again.
 */
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { cartAlertTexts, withoutCartAlerts } from '@shared/catalog/cart-alerts';
import { useSite, useT } from '../../../core/site/shell-data';

export function CartAlerts() {
  const t = useT();
  const { lang } = useSite();
  const location = useLocation();
  // The address whose alert was dismissed (a later post's redirect shows its own again).
  const [dismissed, setDismissed] = useState<string | null>(null);
  const search = new URLSearchParams(location.search);
  const texts = cartAlertTexts(search, lang);
  if (texts.length === 0 || dismissed === location.search) return null;
  const withoutAlert = withoutCartAlerts(location.pathname, search);
  const dismiss = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setDismissed(location.search);
    window.history.replaceState(window.history.state, '', `${withoutAlert}${location.hash}`);
  };
  return (
    <div className="shop-alert shop-alert--danger" role="alert" data-cart-alert="server">
      <div>
        {texts.map((text) => (
          <p key={text} className="shop-alert__text">
            {text}
          </p>
        ))}
      </div>
      <a
        href={withoutAlert}
        className="shop-alert__dismiss"
        aria-label={t('shop.cart.dismiss')}
        onClick={dismiss}
      >
        ×
      </a>
    </div>
  );
}
