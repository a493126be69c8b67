import type { NextFunction, Request, Response } from 'express';

/**
 * The campaign that brought the visitor: a tracked link's redirect adds utm_campaign, utm_medium and
 * utm_source to the page it opens; the first page read with them keeps them in a cookie for 30 days
 * (the latest campaign wins, as Odoo's website does), so an order or a lead made later names them.
 */
export const UTM_COOKIE = 'vitrine_utm';
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_LENGTH = 100;

export interface Utm {
  campaign: string;
  medium: string;
  source: string;
}

/** Printable text only, trimmed and capped (the values end up in mails, CSV and the back office). */
const clean = (value: unknown) =>
  typeof value === 'string'
    ? [...value]
        .filter((char) => char >= ' ')
        .join('')
        .trim()
        .slice(0, MAX_LENGTH)
    : '';

/** Middleware: keeps the utm_* parameters of a page's address in the visitor's cookie. */
export function rememberUtm(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' && (req.query.utm_campaign || req.query.utm_medium || req.query.utm_source)) {
    const utm: Utm = {
      campaign: clean(req.query.utm_campaign),
      medium: clean(req.query.utm_medium),
      source: clean(req.query.utm_source),
    };
    res.cookie(UTM_COOKIE, JSON.stringify(utm), {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.vitrine.secure,
      path: '/',
      maxAge: MAX_AGE_MS,
    });
  }
  next();
}

/** The campaign the visitor came from (empty strings when none). */
export function utmOf(req: Request): Utm {
  const raw: unknown = req.cookies?.[UTM_COOKIE];
  try {
    const parsed = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : {};
    return { campaign: clean(parsed.campaign), medium: clean(parsed.medium), source: clean(parsed.source) };
  } catch {
    return { campaign: '', medium: '', source: '' };
  }
}
