import type { PortalProjectList, PortalProjectQuery } from '@shared/projects/contract';

/** The browser's rating, after its link was followed (null: none, or not from this browser). */
export interface SiteRatingFeedback {
  current(): Promise<{ score: number; label: string; commented: boolean } | null>;
  /** 'notRater': this browser did not rate; otherwise the comment was kept, or why not. */
  comment(text: string): Promise<'ok' | 'notRater' | { refused: string }>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** The signed-in customer's projects (null when signed out): the projects feature fills it. */
    myProjects?: (query: PortalProjectQuery) => Promise<PortalProjectList | null>;
    ratingFeedback?: SiteRatingFeedback;
  }
}

export {};
