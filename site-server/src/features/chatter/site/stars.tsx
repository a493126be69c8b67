/** Star ratings of the chatter (SPEC §9: 0 to 5 in half steps, labels I hate it … I love it). */
import { useState } from 'react';
import { RATING_LABEL_KEYS, RATING_VALUES } from '@shared/chatter/contract';
import type { Translate } from '../../../core/site/shell-data';

/** The label of a rating: a half star takes the label of the value it rounds to (2.5 → It's okay). */
export function ratingLabel(t: Translate, value: number): string {
  const rounded = Math.min(5, Math.max(1, Math.round(value)));
  return value <= 0 ? t('chatter.rating.none') : t(RATING_LABEL_KEYS[rounded - 1]!);
}

/** "4.5", "4", in the page's language. */
export function formatRating(value: number, lang: string): string {
  return new Intl.NumberFormat(lang.replace('_', '-'), { maximumFractionDigits: 1 }).format(value);
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
      aria-label={t('chatter.rating.stars', formatRating(value, lang))}
      data-rating={value}
    >
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
}: {
  name: string;
  t: Translate;
  lang: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  const starred = RATING_VALUES.filter((rating) => rating > 0).reverse();
  const id = (rating: number) => `${name}-${String(rating).replace('.', '_')}`;
  return (
    <fieldset className="star-input" data-star-input="">
      <legend>{t('chatter.rating.legend')}</legend>
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
                  {`${t('chatter.rating.stars', formatRating(rating, lang))} — ${ratingLabel(t, rating)}`}
                </span>
              </label>
            </span>
          ))}
        </div>
        <span className="star-input__none">
          <input
            type="radio"
            id={id(0)}
            name={name}
            value={0}
            checked={value === 0}
            onChange={() => onChange(0)}
          />
          <label htmlFor={id(0)}>{t('chatter.rating.none')}</label>
        </span>
        <span className="star-input__label" aria-live="polite">
          {shown > 0 ? ratingLabel(t, shown) : ''}
        </span>
      </div>
    </fieldset>
  );
}
