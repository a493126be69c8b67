import type { ProductReviews, ReviewBadge } from '@shared/reviews/contract';
import type { SiteContext } from '../../../core/site/context';

/** The product page's reviews and the cards' stars (the reviews feature fills it). */
export interface SiteReviews {
  /** The page's reviews; `search` is the page's query string (sort, filter, page, a request link's token). */
  forProduct(templateId: number, search: URLSearchParams): Promise<ProductReviews>;
  /** Stars and counts of a page of cards, by template id: one query. */
  badges(templateIds: number[]): Promise<Record<number, ReviewBadge>>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** Filled by the reviews feature's siteContext hook. */
    reviews?: SiteReviews;
  }
}

/** The reviews in the load context, or null on a site without them (the page shows none). */
export function siteReviews(site: SiteContext): SiteReviews | null {
  return site.reviews ?? null;
}

/** The product page's reviews for the page's address (its query: sort, filter, page, a request link), or null without the feature. */
export function reviewsOfProduct(site: SiteContext, templateId: number, url: string) {
  return site.reviews
    ? site.reviews.forProduct(templateId, new URL(url).searchParams)
    : Promise.resolve(null);
}
