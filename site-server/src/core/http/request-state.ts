import { randomBytes, randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { SessionUser } from '../context';
import type { PublicAddress } from './public-address';

/** What the platform middleware attaches to every request. */
export interface RequestState {
  requestId: string;
  /** Which error envelope the route answers with; set by the route kits. */
  kind?: 'rpc' | 'api' | 'page';
  /** The session, when the browser has a valid one. */
  session: { tokenHash: string; csrfToken: string } | null;
  user: SessionUser | null;
  /** Cookies get the Secure flag: the request came over https or the public address is https. */
  secure: boolean;
  /** The site's public address (PUBLIC_URL, else where it listens): forms posted from it are ours. */
  publicUrl?: string;
  /** Raw body of a form post, kept for the public site's handler after the CSRF check. */
  rawBody?: Buffer;
  /** The csrf_token of a form post, once checked. */
  verifiedCsrfToken?: string;
  /** The call passed a staff access check: its record changes go to the audit log (core/audit). */
  staffCall?: boolean;
  /** The page being rendered shows more of the visitor than its page-cache variant (markPagePersonal). */
  personalPage?: boolean;
  /** The page is being rendered for the page cache: it carries no visitor's csrf token (csrf.ts). */
  sharedPage?: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    vitrine: RequestState;
  }
}

export const currentUser = (req: Request) => req.vitrine?.user ?? null;

/** CSP nonces: 128 random bits each, cut from a pooled buffer (one RNG call per 256 requests). */
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function nextNonce(): string {
  if (nonceOffset + 16 > noncePool.length) {
    noncePool = randomBytes(16 * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + 16);
  nonceOffset += 16;
  return nonce;
}

/** The first middleware: the request's state (its id, echoed in X-Request-Id) and its CSP nonce. */
export const requestState =
  (address: PublicAddress): RequestHandler =>
  (req, res, next) => {
    const given = req.get('x-request-id');
    req.vitrine = {
      requestId: given && /^[\w-]{1,64}$/.test(given) ? given : randomUUID(),
      session: null,
      user: null,
      secure: req.secure || address.isHttps,
      publicUrl: address.url,
    };
    res.locals.cspNonce = nextNonce();
    res.setHeader('X-Request-Id', req.vitrine.requestId);
    next();
  };
