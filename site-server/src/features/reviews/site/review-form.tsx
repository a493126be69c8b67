import { useState } from 'react';
import {
  REVIEW_BODY_MAX,
  REVIEW_PARAMS,
  REVIEW_POST_PATH,
  REVIEW_TITLE_MAX,
  type ProductReviews,
} from '@shared/reviews/contract';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { useSite, useT } from '../../../core/site/shell-data';
import { StarRatingInput } from '../../ratings/site';

/**
 * Write or edit one's review: a plain form post (works without JavaScript). A review-request link's
 * token rides along for guests; the stars clicked in the mail come prefilled.
 */
export function ReviewForm({ data, here }: { data: ProductReviews; here: string }) {
  const t = useT();
  const { lang, urlPrefix } = useSite();
  const own = data.own;
  const [stars, setStars] = useState(data.rated ?? own?.stars ?? 0);
  if (!data.canReview)
    return (
      <p className="product-reviews__sign-in">
        <a href={`${urlPrefix}/web/login?redirect=${encodeURIComponent(`${here}#reviews`)}`}>
          {t('reviews.form.signIn')}
        </a>
      </p>
    );
  return (
    <form
      method="post"
      action={`${urlPrefix}${REVIEW_POST_PATH}`}
      className="product-reviews__form"
      data-review-form=""
    >
      <h3>{t(own ? 'reviews.form.edit' : 'reviews.form.title')}</h3>
      {own?.state === 'pending' ? <p className="notice">{t('reviews.own.pending')}</p> : null}
      {own?.state === 'rejected' ? <p className="notice">{t('reviews.own.rejected')}</p> : null}
      <CsrfField />
      <input type="hidden" name="template_id" value={data.templateId} />
      {own ? <input type="hidden" name="review_id" value={own.id} /> : null}
      {data.token ? <input type="hidden" name={REVIEW_PARAMS.token} value={data.token} /> : null}
      <StarRatingInput name="stars" t={t} lang={lang} value={stars} onChange={setStars} wholeStars />
      <label className="product-reviews__field">
        <span>{t('reviews.form.heading')}</span>
        <input
          type="text"
          name="title"
          required
          maxLength={REVIEW_TITLE_MAX}
          defaultValue={own?.title ?? ''}
        />
      </label>
      <label className="product-reviews__field">
        <span>{t('reviews.form.body')}</span>
        <textarea name="body" required rows={5} maxLength={REVIEW_BODY_MAX} defaultValue={own?.body ?? ''} />
      </label>
      <p className="product-reviews__help">{t('reviews.form.limits', REVIEW_TITLE_MAX, REVIEW_BODY_MAX)}</p>
      <button type="submit" className="button">
        {t('reviews.form.submit')}
      </button>
    </form>
  );
}
