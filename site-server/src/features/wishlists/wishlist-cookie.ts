import type { CookieOptions, Request } from 'express';

/** The visitor's wishlist cookie: a random token; the table keeps only its hash. */
export const WISHLIST_COOKIE = 'vitrine_wishlist';

export const wishlistCookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.vitrine.secure,
  path: '/',
  // A wish outlives a cart: a year.
  maxAge: 365 * 24 * 60 * 60 * 1000,
});

/** Who a wishlist belongs to: the signed-in user, else the holder of the cookie. */
export interface WishlistOwner {
  userId: number | null;
  /** The cookie's token (never stored as is). */
  token: string | null;
}

export function wishlistOwnerOf(req: Request): WishlistOwner {
  const token: unknown = req.cookies?.[WISHLIST_COOKIE];
  return {
    userId: req.vitrine.user?.id ?? null,
    token: typeof token === 'string' && /^[\w-]{16,64}$/.test(token) ? token : null,
  };
}
