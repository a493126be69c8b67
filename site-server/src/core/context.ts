import type { EntityManager } from 'typeorm';
import type { Role } from '../../../shared/roles';

/** The signed-in user as a request sees it. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  companyId: number;
  /** The language they work in: their own (Profile), else their browser's (Accept-Language). */
  lang: string;
}

/**
 * What a service needs to know about the request it serves (Vendure's RequestContext):
 * who asks, in which language, and the entity manager of the request's transaction.
 */
export interface RequestContext {
  user: SessionUser | null;
  lang: string;
  ip: string | null;
  em: EntityManager;
}
