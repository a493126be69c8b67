/** The cart-add animation (SPEC §9): a copy of the product image shrinks to 75 px over 1 s, into the cart link. */
export const FLY_SIZE_PX = 75;
export const FLY_DURATION_MS = 1000;

export function flyToCart(image: HTMLImageElement | null | undefined): void {
  const cart = document.querySelector<HTMLElement>('.site-menu__cart');
  if (!image || !cart) return;
  const from = image.getBoundingClientRect();
  const to = cart.getBoundingClientRect();
  const flying = image.cloneNode() as HTMLImageElement;
  flying.removeAttribute('id');
  flying.className = 'shop-fly-image';
  flying.setAttribute('aria-hidden', 'true');
  Object.assign(flying.style, {
    position: 'fixed',
    zIndex: '1000',
    left: `${from.left}px`,
    top: `${from.top}px`,
    width: `${from.width}px`,
    height: `${from.height}px`,
    objectFit: 'contain',
    opacity: '0.9',
    pointerEvents: 'none',
    transition: `all ${FLY_DURATION_MS}ms ease-in-out`,
  });
  document.body.append(flying);
  // Next frame: the browser has laid out the start, so the change animates.
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      Object.assign(flying.style, {
        left: `${to.left + to.width / 2 - FLY_SIZE_PX / 2}px`,
        top: `${to.top + to.height / 2 - FLY_SIZE_PX / 2}px`,
        width: `${FLY_SIZE_PX}px`,
        height: `${FLY_SIZE_PX}px`,
      }),
    ),
  );
  setTimeout(() => flying.remove(), FLY_DURATION_MS + 50);
}

/** The header's cart count, after the cart changed without a page load. */
export function setCartCount(quantity: number): void {
  document.querySelectorAll<HTMLElement>('.site-menu__cart .badge').forEach((badge) => {
    badge.textContent = String(quantity);
  });
}
