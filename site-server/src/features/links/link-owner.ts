import type { Request, Response } from 'express';
import { isStaff } from '../../../../shared/roles';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import type { TrackedLink } from './tracked-link.entity';

/**
 * Who shortens a link (SPEC §1: staff, portal users and visitors): staff see and manage every link,
 * a signed-in user their own, an anonymous visitor the ones made from this browser (its link-owner
 * cookie, whose hash the link keeps).
 */
export type LinkOwner =
  | { kind: 'staff'; userId: number }
  | { kind: 'user'; userId: number }
  | { kind: 'visitor'; key: string | null };

/** The anonymous visitor's link-owner cookie: a random token; links keep only its hash. */
export const LINK_OWNER_COOKIE = 'vitrine_links';

const cookieOptions = (req: Request) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: req.vitrine.secure,
  path: '/',
  maxAge: 365 * 24 * 60 * 60 * 1000,
});

/** The owner a request speaks for (a visitor without the cookie owns nothing yet). */
export function linkOwnerOf(req: Request): LinkOwner {
  const user = req.vitrine.user;
  if (user) return { kind: isStaff(user.role) ? 'staff' : 'user', userId: user.id };
  const token: unknown = req.cookies?.[LINK_OWNER_COOKIE];
  return { kind: 'visitor', key: typeof token === 'string' && token.length >= 16 ? tokenHash(token) : null };
}

/** The owner who creates a link: an anonymous visitor gets the cookie first, if the browser has none. */
export function creatingOwner(req: Request, res: Response | undefined): LinkOwner {
  const owner = linkOwnerOf(req);
  if (owner.kind !== 'visitor' || owner.key) return owner;
  const token = newAccessToken(18);
  res?.cookie(LINK_OWNER_COOKIE, token, cookieOptions(req));
  return { kind: 'visitor', key: tokenHash(token) };
}

/** Whether the owner may see a link's statistics and rename its code. */
export function mayManage(owner: LinkOwner, link: Pick<TrackedLink, 'createdById' | 'visitorKey'>): boolean {
  if (owner.kind === 'staff') return true;
  if (owner.kind === 'user') return link.createdById === owner.userId;
  return owner.key !== null && link.visitorKey === owner.key;
}
