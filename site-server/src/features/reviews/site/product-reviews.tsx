/**
 * The product page's reviews (issue 29, item 9): average, count and the 1–5 distribution, the
 * published reviews sorted and filtered by GET links and a GET form (no JavaScript needed), paged,
 * each with its Verified buyer badge and the shop's answer; then the visitor's form.
 */
import { REVIEW_PARAMS, REVIEWS_PAGE_SIZE, reviewSorts, type ProductReviews } from '@shared/reviews/contract';
import { useSite, useT } from '../../../core/site/shell-data';
import { formatRating, RatingSummary, Stars } from '../../ratings/site';
import reviewsCss from './reviews.css?url';
import { ReviewForm } from './review-form';

/** The page's address with some review parameters changed (null removes one). */
function hrefWith(
  path: string,
  data: ProductReviews,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams();
  if (data.query.sort !== 'newest') params.set(REVIEW_PARAMS.sort, data.query.sort);
  if (data.query.stars) params.set(REVIEW_PARAMS.stars, String(data.query.stars));
  if (data.token) params.set(REVIEW_PARAMS.token, data.token);
  for (const [name, value] of Object.entries(changes))
    if (value === null) params.delete(name);
    else params.set(name, String(value));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#reviews`;
}

export function ProductReviewsSection({ data, path }: { data: ProductReviews; path: string }) {
  const t = useT();
  const { lang } = useSite();
  const { summary, query } = data;
  const pages = Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE));
  const dateFormat = new Intl.DateTimeFormat(lang.replace('_', '-'), { dateStyle: 'medium' });
  return (
    <section
      id="reviews"
      className="product-reviews"
      aria-labelledby="reviews-title"
      data-review-count={summary.count}
    >
      {reviewsCss ? <link rel="stylesheet" href={reviewsCss} precedence="default" /> : null}
      <h2 id="reviews-title">
        {t('reviews.title')}{' '}
        <span className="product-reviews__count">({t('reviews.count', summary.count)})</span>
      </h2>
      {data.outcome ? (
        <p className="notice" role="status" data-review-outcome={data.outcome}>
          {t(`reviews.outcome.${data.outcome}`)}
        </p>
      ) : null}
      {summary.count ? (
        <RatingSummary
          stats={summary}
          t={t}
          lang={lang}
          rowHref={(row) => hrefWith(path, data, { [REVIEW_PARAMS.stars]: row, [REVIEW_PARAMS.page]: null })}
        />
      ) : (
        <p>{t('reviews.none')}</p>
      )}
      {summary.count ? (
        <form method="get" action={`${path}#reviews`} className="product-reviews__controls">
          {data.token ? <input type="hidden" name={REVIEW_PARAMS.token} value={data.token} /> : null}
          <label>
            <span>{t('reviews.sort')}</span>
            <select name={REVIEW_PARAMS.sort} defaultValue={query.sort}>
              {reviewSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`reviews.sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('reviews.filter')}</span>
            <select name={REVIEW_PARAMS.stars} defaultValue={query.stars ? String(query.stars) : ''}>
              <option value="">{t('reviews.filter.all')}</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {t('ratings.row', stars)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--secondary">
            {t('reviews.apply')}
          </button>
        </form>
      ) : null}
      <ol className="product-reviews__list">
        {data.reviews.map((review) => (
          <li key={review.id} className="product-review" data-review-id={review.id}>
            <Stars value={review.stars} t={t} lang={lang} />
            <h3 className="product-review__title">{review.title}</h3>
            <p className="product-review__meta">
              {t('reviews.by', review.authorName)} ·{' '}
              <time dateTime={review.date}>{dateFormat.format(new Date(review.date))}</time>
              {review.verified ? (
                <>
                  {' '}
                  <span className="badge product-review__verified" data-verified="">
                    {t('reviews.verified')}
                  </span>
                </>
              ) : null}
            </p>
            <p className="product-review__body">{review.body}</p>
            {review.answer ? (
              <div className="product-review__answer" data-review-answer="">
                <strong>{t('reviews.answer')}</strong>
                <p>{review.answer}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav className="product-reviews__pager" aria-label={t('reviews.pager')}>
          {query.page > 1 ? (
            <a rel="prev" href={hrefWith(path, data, { [REVIEW_PARAMS.page]: query.page - 1 })}>
              {t('reviews.previous')}
            </a>
          ) : null}
          <span>
            {query.page} / {pages}
          </span>
          {query.page < pages ? (
            <a rel="next" href={hrefWith(path, data, { [REVIEW_PARAMS.page]: query.page + 1 })}>
              {t('reviews.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
      <ReviewForm data={data} here={path} />
    </section>
  );
}

/** A product card's stars and count ("4.5 out of 5, 12 reviews"); nothing for a product without reviews. */
export function ReviewStars({ badge }: { badge: { avg: number; count: number } | undefined }) {
  const t = useT();
  const { lang } = useSite();
  if (!badge) return null;
  return (
    <span
      className="review-stars"
      data-review-stars={badge.count}
      title={t('reviews.card', formatRating(badge.avg, lang), badge.count)}
    >
      {reviewsCss ? <link rel="stylesheet" href={reviewsCss} precedence="default" /> : null}
      <Stars value={Math.round(badge.avg * 2) / 2} t={t} lang={lang} />
      <span className="review-stars__count" aria-hidden="true">
        ({badge.count})
      </span>
    </span>
  );
}
