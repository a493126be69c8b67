import { LessThanOrEqual, MoreThan, type EntityManager } from 'typeorm';
import type { PagePreviewInput } from '../../../../shared/website/contract';
import type { PeriodicPayload } from '../../core/jobs';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { WebsitePageDraft } from './page-draft.entity';

declare module '../../core/jobs' {
  interface VitrineJobs {
    /** Hourly: the expired drafts go (a post also removes them; this one when nobody previews). */
    'website.drafts-purge': PeriodicPayload;
  }
}

export const DRAFT_LIFETIME_MS = 30 * 60 * 1000;
export const DRAFTS_PURGE_EVERY_MS = 60 * 60 * 1000;
/** A publisher's newest drafts kept; older ones go (the editor posts one per change it previews). */
const DRAFTS_PER_USER = 50;

/**
 * Unsaved pages of the back office's live preview: the editor posts its draft, gets a token, and the
 * preview frame opens the page's URL with `?enable_editor=1&draft=token`, rendered by the site's own
 * route, by whichever process answers it. Kept in the database for half an hour, readable only by the
 * publisher who posted it; each post removes the expired ones.
 */
export class PageDrafts {
  async put(em: EntityManager, userId: number, page: PagePreviewInput, now = Date.now()): Promise<string> {
    const repository = em.getRepository(WebsitePageDraft);
    await this.purge(em, now);
    const token = newAccessToken(18);
    await repository.insert({
      tokenHash: tokenHash(token),
      userId,
      page,
      expiresAt: new Date(now + DRAFT_LIFETIME_MS),
    });
    const kept = await repository.find({
      select: { id: true },
      where: { userId },
      order: { id: 'DESC' },
      skip: DRAFTS_PER_USER,
    });
    if (kept.length) await repository.delete(kept.map((draft) => draft.id));
    return token;
  }

  /** Removes the expired drafts. */
  async purge(em: EntityManager, now = Date.now()): Promise<void> {
    await em.getRepository(WebsitePageDraft).delete({ expiresAt: LessThanOrEqual(new Date(now)) });
  }

  async get(
    em: EntityManager,
    token: string,
    userId: number,
    now = Date.now(),
  ): Promise<PagePreviewInput | null> {
    const draft = await em.getRepository(WebsitePageDraft).findOneBy({
      tokenHash: tokenHash(token),
      userId,
      expiresAt: MoreThan(new Date(now)),
    });
    return draft?.page ?? null;
  }
}
