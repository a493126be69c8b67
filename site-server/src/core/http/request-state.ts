import type { Request } from 'express';
import type { SessionUser } from '../context';

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
