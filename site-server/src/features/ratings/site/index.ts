/** What features' pages use of the one rating model: the stars, the star input and the summary. */
export { formatRating, ratingLabel, starFills, Stars, StarRatingInput, StarsStyle } from './stars';
export { RatingSummary } from './rating-summary';
