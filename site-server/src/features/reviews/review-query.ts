import { parseWholeStars } from '../../../../shared/ratings/scale';
import {
  REVIEW_PARAMS,
  reviewOutcomes,
  reviewSorts,
  type ReviewOutcome,
  type ReviewQuery,
  type ReviewSort,
} from '../../../../shared/reviews/contract';

/** The product page's review query from its address; anything unknown falls back to the default. */
export function reviewQueryOf(search: URLSearchParams): ReviewQuery {
  const sort = search.get(REVIEW_PARAMS.sort) ?? '';
  const page = Number(search.get(REVIEW_PARAMS.page) ?? '1');
  return {
    sort: (reviewSorts as readonly string[]).includes(sort) ? (sort as ReviewSort) : 'newest',
    stars: parseWholeStars(search.get(REVIEW_PARAMS.stars) ?? '') ?? null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** A request link's token, the stars it was clicked with, and the outcome of the last post. */
export function reviewLinkOf(search: URLSearchParams) {
  const outcome = search.get(REVIEW_PARAMS.outcome) ?? '';
  const token = search.get(REVIEW_PARAMS.token);
  return {
    token: token && token.length <= 100 ? token : null,
    rated: parseWholeStars(search.get(REVIEW_PARAMS.rated) ?? '') ?? null,
    outcome: (reviewOutcomes as readonly string[]).includes(outcome) ? (outcome as ReviewOutcome) : null,
  };
}
