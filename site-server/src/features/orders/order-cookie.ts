import type { Request, Response } from 'express';
import { ORDER_COOKIE } from '../../../../shared/checkout/contract';
import { idFrom } from '../../../../shared/api/numeric';

/**
 * The visitor's last order for the payment and status pages: its id and access token in an HttpOnly
 * cookie (`{id}.{token}`), which the order's pages and calls read back.
 */
export function rememberOrder(req: Request, res: Response, order: { id: number; accessToken: string }) {
  res.cookie(ORDER_COOKIE, `${order.id}.${order.accessToken}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.vitrine.secure,
    path: '/',
    maxAge: 30 * 24 * 60 * 60 * 1000,
  });
}

/** The order id and token the cookie names, or null (OrderService.forVisitor decides whether they match). */
export function orderOfCookie(req: Request): { id: number; token: string } | null {
  const cookie: unknown = req.cookies?.[ORDER_COOKIE];
  const [id, token] = typeof cookie === 'string' ? cookie.split('.') : [];
  const orderId = idFrom(id);
  return orderId !== null && token ? { id: orderId, token } : null;
}
