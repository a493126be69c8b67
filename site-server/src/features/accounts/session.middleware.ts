import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { preferredLanguage, type LangCode } from '../../../../shared/i18n/languages';
import type { SessionUser } from '../../core/context';
import type { SessionService } from './session.service';

export const SESSION_COOKIE = 'vitrine_session';

const cookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.vitrine.secure,
  path: '/',
  maxAge: 14 * 24 * 60 * 60 * 1000,
});

/** The first language of the request's Accept-Language that Vitrine speaks (the browser's), or null. */
export const requestLanguage = (req: Request): LangCode | null => preferredLanguage(req.acceptsLanguages());

/** Loads the session named by the cookie; a stale cookie is cleared. */
export function sessionMiddleware(sessions: SessionService): RequestHandler {
  return async (req, res, next) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token === 'string' && token) {
      const loaded = await sessions.load(token, requestLanguage(req));
      if (loaded) {
        req.vitrine.session = { tokenHash: loaded.tokenHash, csrfToken: loaded.csrfToken };
        req.vitrine.user = loaded.user;
      } else {
        res.clearCookie(SESSION_COOKIE, { path: '/' });
      }
    }
    next();
  };
}

/** Starts a fresh session for `user` (a new id, against session fixation). */
export async function startSession(sessions: SessionService, req: Request, res: Response, user: SessionUser) {
  if (req.vitrine.session) await sessions.destroy(req.vitrine.session.tokenHash);
  const { token, session } = await sessions.create(user.id);
  res.cookie(SESSION_COOKIE, token, cookieOptions(req));
  req.vitrine.session = { tokenHash: session.tokenHash, csrfToken: session.csrfToken };
  req.vitrine.user = user;
}

export async function endSession(sessions: SessionService, req: Request, res: Response) {
  if (req.vitrine.session) await sessions.destroy(req.vitrine.session.tokenHash);
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  req.vitrine.session = null;
  req.vitrine.user = null;
}
