import type { CookieOptions, Request } from 'express';

/** The visitor's cart cookie: a random token; the table keeps only its hash. */
export const CART_COOKIE = 'vitrine_cart';

/** Bytes of the cart token: 144 random bits. */
export const CART_TOKEN_BYTES = 18;

export const cartCookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.vitrine.secure,
  path: '/',
  maxAge: 30 * 24 * 60 * 60 * 1000,
});

/** Who a cart belongs to: the signed-in user, else the holder of the cookie. */
export interface CartOwner {
  userId: number | null;
  /** The cookie's token (never stored as is). */
  token: string | null;
  /**
   * The visitor's price list, when the caller resolved it: a new cart takes it, and a cart found
   * with another one is moved to it (its currency with it). Undefined: the cart keeps its own.
   */
  pricelistId?: number | null;
}

export function cartOwnerOf(req: Request): CartOwner {
  const token: unknown = req.cookies?.[CART_COOKIE];
  return {
    userId: req.vitrine.user?.id ?? null,
    token: typeof token === 'string' && /^[\w-]{16,64}$/.test(token) ? token : null,
  };
}
