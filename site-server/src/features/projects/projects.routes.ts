import type { Request, Response, Router } from 'express';
import { hmac, sameToken } from '../../core/security/access-token';
import type { Platform } from '../../platform';
import type { ProjectService } from './project.service';

/** The browser that rated: it may leave the comment (`{ratingId}.{signature}`, an hour). */
export const RATING_COOKIE = 'vitrine_rating';

export function ratingCookieOf(req: Request, secret: string): number | null {
  const raw: unknown = req.cookies?.[RATING_COOKIE];
  if (typeof raw !== 'string') return null;
  const [id, signature] = raw.split('.');
  if (!id || !/^\d{1,10}$/.test(id) || !sameToken(signature, hmac(secret, `rating:${id}`))) return null;
  return Number(id);
}

function rememberRating(req: Request, res: Response, secret: string, ratingId: number) {
  res.cookie(RATING_COOKIE, `${ratingId}.${hmac(secret, `rating:${ratingId}`)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.vitrine.secure,
    path: '/rate',
    maxAge: 60 * 60 * 1000,
  });
}

/**
 * GET /rate/{token}/{score} (the rating mail's links, one click): records the score, then the
 * feedback page thanks and offers the comment. A bad score, an unknown or used link: the site's error
 * page with the reason, nothing changed.
 */
export function projectsRoutes(router: Router, deps: { platform: Platform; projects: ProjectService }) {
  const { platform, projects } = deps;
  router.get('/rate/:token/:score', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const score = /^\d{1,2}$/.test(req.params.score ?? '') ? Number(req.params.score) : Number.NaN;
    const rating = await platform.transaction((em) => projects.rate(em, req.params.token ?? '', score));
    rememberRating(req, res, platform.config.sessionSecret, rating.id);
    res.redirect(303, '/rate/feedback');
  });
}
