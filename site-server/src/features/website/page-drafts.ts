import { randomBytes } from 'node:crypto';
import type { PagePreviewInput } from '../../../../shared/website/contract';

interface Draft {
  userId: number;
  page: PagePreviewInput;
  expires: number;
}

const DRAFT_LIFETIME_MS = 30 * 60 * 1000;
const MAX_DRAFTS = 500;

/**
 * Unsaved pages of the back office's live preview: the editor posts its draft, gets a token, and the
 * preview frame opens the page's URL with `?enable_editor=1&draft=token`, rendered by the site's own
 * route. Kept in memory for half an hour, readable only by the publisher who posted it.
 */
export class PageDrafts {
  private readonly drafts = new Map<string, Draft>();

  put(userId: number, page: PagePreviewInput, now = Date.now()): string {
    for (const [token, draft] of this.drafts) if (draft.expires <= now) this.drafts.delete(token);
    while (this.drafts.size >= MAX_DRAFTS) this.drafts.delete(this.drafts.keys().next().value!);
    const token = randomBytes(18).toString('base64url');
    this.drafts.set(token, { userId, page, expires: now + DRAFT_LIFETIME_MS });
    return token;
  }

  get(token: string, userId: number, now = Date.now()): PagePreviewInput | null {
    const draft = this.drafts.get(token);
    if (!draft || draft.userId !== userId) return null;
    if (draft.expires <= now) {
      this.drafts.delete(token);
      return null;
    }
    return draft.page;
  }
}
