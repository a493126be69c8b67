import type { ChatterRatingStats } from '@shared/chatter/contract';
import type { Translate } from '../../../core/site/shell-data';
import { formatRating, Stars } from './stars';

/** The average rating and one bar per rating value, 5 down to 1 (SPEC §3 rating_stats). */
export function RatingSummary({ stats, t, lang }: { stats: ChatterRatingStats; t: Translate; lang: string }) {
  return (
    <section className="rating-summary" aria-label={t('chatter.rating.summary')}>
      <div className="rating-summary__average">
        <span className="rating-summary__value">{formatRating(stats.avg, lang)}</span>
        <Stars value={Math.round(stats.avg * 2) / 2} t={t} lang={lang} />
        <span className="visually-hidden">{t('chatter.rating.average', formatRating(stats.avg, lang))}</span>
      </div>
      <ul className="rating-summary__bars">
        {(['5', '4', '3', '2', '1'] as const).map((rating) => (
          <li key={rating} className="rating-summary__bar" data-rating-row={rating}>
            <span className="rating-summary__label">{t('chatter.rating.row', rating)}</span>
            <meter
              min={0}
              max={100}
              value={stats.percent[rating]}
              aria-label={t('chatter.rating.row', rating)}
            />
            <span className="rating-summary__percent">{Math.round(stats.percent[rating])}%</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
