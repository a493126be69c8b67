/**
 * The header's cart link with its 'My Cart' popover (SPEC §2, §9): after a 100 ms hover it loads
 * GET /shop/cart?type=popover and shows the HTML; it closes 1000 ms after the pointer leaves both
 * the link and the popover. The link itself works without JavaScript.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { POPOVER_CLOSE_DELAY_MS, POPOVER_OPEN_DELAY_MS } from '../../catalog/site';
import cartLinkCss from './cart-link.css?url';

/** `label`: the popover's name ('My Cart'). */
export function CartLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const [html, setHtml] = useState<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimers = () => {
    if (openTimer.current) clearTimeout(openTimer.current);
    if (closeTimer.current) clearTimeout(closeTimer.current);
    openTimer.current = closeTimer.current = null;
  };
  useEffect(() => clearTimers, []);

  const enter = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
    if (html !== null || openTimer.current) return;
    openTimer.current = setTimeout(() => {
      openTimer.current = null;
      fetch('/shop/cart?type=popover', { credentials: 'same-origin', headers: { Accept: 'text/html' } })
        .then((response) =>
          response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
        )
        .then((text) => setHtml(text))
        .catch(() => setHtml(null));
    }, POPOVER_OPEN_DELAY_MS);
  };
  const leave = () => {
    if (openTimer.current) clearTimeout(openTimer.current);
    openTimer.current = null;
    if (closeTimer.current) return;
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setHtml(null);
    }, POPOVER_CLOSE_DELAY_MS);
  };

  return (
    <span className="shop-cart-link" onMouseEnter={enter} onMouseLeave={leave} onFocus={enter} onBlur={leave}>
      <link rel="stylesheet" href={cartLinkCss} precedence="default" />
      <a href={href} className="site-menu__cart">
        {children}
      </a>
      {html !== null ? (
        <div
          className="shop-popover"
          role="dialog"
          aria-label={label}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
    </span>
  );
}
