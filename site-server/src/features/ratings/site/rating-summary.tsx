import type { RatingSummary as Summary, StarRow } from '@shared/ratings/scale';
import type { Translate } from '../../../core/site/shell-data';
import { formatRating, Stars, StarsStyle } from './stars';

const ROWS_DOWN: readonly StarRow[] = ['5', '4', '3', '2', '1'];

/**
 * The average rating and one bar per whole star, 5 down to 1 (the chatter's rating_stats, SPEC §3;
 * a product's reviews). With `rowHref`, each row's label links to the list filtered by that star.
 */
export function RatingSummary({
  stats,
  t,
  lang,
  rowHref,
}: {
  stats: Pick<Summary, 'avg' | 'percent'>;
  t: Translate;
  lang: string;
  rowHref?: (row: StarRow) => string;
}) {
  return (
    <section className="rating-summary" aria-label={t('ratings.summary')}>
      <StarsStyle />
      <div className="rating-summary__average">
        <span className="rating-summary__value">{formatRating(stats.avg, lang)}</span>
        <Stars value={Math.round(stats.avg * 2) / 2} t={t} lang={lang} />
        <span className="visually-hidden">{t('ratings.average', formatRating(stats.avg, lang))}</span>
      </div>
      <ul className="rating-summary__bars">
        {ROWS_DOWN.map((rating) => (
          <li key={rating} className="rating-summary__bar" data-rating-row={rating}>
            <span className="rating-summary__label">
              {rowHref ? <a href={rowHref(rating)}>{t('ratings.row', rating)}</a> : t('ratings.row', rating)}
            </span>
            <meter min={0} max={100} value={stats.percent[rating]} aria-label={t('ratings.row', rating)} />
            <span className="rating-summary__percent">{Math.round(stats.percent[rating])}%</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
