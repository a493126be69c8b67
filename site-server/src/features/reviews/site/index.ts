/** What other features' pages may use of the reviews: the product page's section, the cards' stars, the JSON-LD. */
export { ProductReviewsSection, ReviewStars } from './product-reviews';
export { withReviewsJsonLd } from './json-ld';
export { reviewsOfProduct, siteReviews, type SiteReviews } from './context';
