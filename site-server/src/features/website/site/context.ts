import type { MenuItemView, PageView } from '@shared/website/contract';

/** The website feature's part: the header menu and the drafts of the back office's live preview. */
export interface SiteWebsite {
  /** The header menu in the visitor's language, with the entries they may open. */
  menu: MenuItemView[];
  /** The page at `url` ('/aboutus') in the visitor's language; null when there is none they may see. */
  page(url: string): Promise<PageView | null>;
  /** A draft posted by the page editor for its live preview (publishers only; null when unknown or expired). */
  draft(token: string): Promise<PageView | null>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** The website's menu and live-preview drafts: filled by the website feature's siteContext hook. */
    website?: SiteWebsite;
  }
}
