import type { ProductReviews } from '@shared/reviews/contract';

/**
 * The product's JSON-LD with its published reviews: `aggregateRating` (average and count) and the
 * page's `review`s. Without published reviews the product's JSON-LD stays as it was.
 */
export function withReviewsJsonLd(product: object, data: ProductReviews | null): object {
  if (!data || data.summary.count === 0) return product;
  return {
    ...product,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: data.summary.avg,
      reviewCount: data.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: data.reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: review.date.slice(0, 10),
      author: { '@type': 'Person', name: review.authorName },
      reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
    })),
  };
}
