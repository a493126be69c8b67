/** Stars of the one rating model (shared/ratings/scale.ts; SPEC §9: 0 to 5 in half steps, labels I hate it … I love it). */
import { useState } from 'react';
import { HALF_STAR_VALUES, RATING_LABEL_KEYS, starRowOf } from '@shared/ratings/scale';
import type { Translate } from '../../../core/site/shell-data';
import starsCss from './stars.css?url';

/** The stylesheet of the stars, once per page (React hoists and dedupes it). */
export function StarsStyle() {
  return starsCss ? <link rel="stylesheet" href={starsCss} precedence="default" /> : null;
}

/** The label of a rating: a half star takes the label of the value it rounds to (2.5 → It's okay). */
export function ratingLabel(t: Translate, value: number): string {
  return value <= 0 ? t('ratings.none') : t(RATING_LABEL_KEYS[Number(starRowOf(value)) - 1]!);
}

const ratingFormats = new Map<string, Intl.NumberFormat>();

/**
 * "4.5", "4", in the page's language. One format per language: making an Intl.NumberFormat for each
 * star row was 2.4 % of a rendered /shop's CPU (issue 28).
 */
export function formatRating(value: number, lang: string): string {
  let format = ratingFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang.replace('_', '-'), { maximumFractionDigits: 1 });
    // The site's languages are a short list; the cap keeps odd input from growing it.
    if (ratingFormats.size >= 50) ratingFormats.clear();
    ratingFormats.set(lang, format);
  }
  return format.format(value);
}

type StarFill = 'full' | 'half' | 'empty';

export function starFills(value: number): StarFill[] {
  return [1, 2, 3, 4, 5].map((star) => (value >= star ? 'full' : value >= star - 0.5 ? 'half' : 'empty'));
}

/** Five stars showing a value, read out as "4.5 out of 5 stars". */
export function Stars({ value, t, lang }: { value: number; t: Translate; lang: string }) {
  return (
    <span
      className="stars"
      role="img"
      aria-label={t('ratings.stars', formatRating(value, lang))}
      data-rating={value}
    >
      <StarsStyle />
      {starFills(value).map((fill, index) => (
        <span key={index} className={`star star--${fill}`} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * The rating input: a radio group of half stars plus "No rating". Without JavaScript the radios work
 * as they are and CSS fills the stars up to the checked or hovered one (the options are in reverse
 * order, laid out right to left); with it, the chosen rating's label shows beside the stars.
 */
export function StarRatingInput({
  name,
  t,
  lang,
  value,
  onChange,
  wholeStars = false,
}: {
  name: string;
  t: Translate;
  lang: string;
  value: number;
  onChange: (value: number) => void;
  /** Whole stars only (reviews, task ratings); half steps by default (the chatter, SPEC §9). */
  wholeStars?: boolean;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  const starred = HALF_STAR_VALUES.filter(
    (rating) => rating > 0 && (!wholeStars || Number.isInteger(rating)),
  ).reverse();
  const id = (rating: number) => `${name}-${String(rating).replace('.', '_')}`;
  return (
    <fieldset className={`star-input${wholeStars ? ' star-input--whole' : ''}`} data-star-input="">
      <StarsStyle />
      <legend>{t('ratings.legend')}</legend>
      <div className="star-input__row">
        <div className="star-input__stars" onMouseLeave={() => setHovered(null)}>
          {starred.map((rating) => (
            <span key={rating} className="star-input__option">
              <input
                type="radio"
                id={id(rating)}
                name={name}
                value={rating}
                className="visually-hidden"
                checked={value === rating}
                onChange={() => onChange(rating)}
              />
              <label
                htmlFor={id(rating)}
                className={`star-input__half star-input__half--${Number.isInteger(rating) ? 'right' : 'left'}`}
                onMouseEnter={() => setHovered(rating)}
              >
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {`${t('ratings.stars', formatRating(rating, lang))} — ${ratingLabel(t, rating)}`}
                </span>
              </label>
            </span>
          ))}
        </div>
        {wholeStars ? null : (
          <span className="star-input__none">
            <input
              type="radio"
              id={id(0)}
              name={name}
              value={0}
              checked={value === 0}
              onChange={() => onChange(0)}
            />
            <label htmlFor={id(0)}>{t('ratings.none')}</label>
          </span>
        )}
        <span className="star-input__label" aria-live="polite">
          {shown > 0 ? ratingLabel(t, shown) : ''}
        </span>
      </div>
    </fieldset>
  );
}
