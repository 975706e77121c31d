import { Fragment } from 'react';
import { RATING_LABELS } from '../../../domain/index.js';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** The star's left half (up to its middle, x = 12): the filled part of a half star. */
const HALF_STAR_PATH = 'M12 2.5V17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** From one star to the next in the SVG's units: a star is 24 (16 px), and 1 px apart. */
const STAR_STEP = 25.5;

/** Each star's fill for a rating rounded to halves: 1 full, 0.5 half, 0 empty. */
export function starFills(rating: number): number[] {
  const rounded = Math.round(rating * 2) / 2;
  return [1, 2, 3, 4, 5].map((n) => Math.max(0, Math.min(1, rounded - (n - 1))));
}

/**
 * Gold stars for an average rating (halves shown), with the review count when given. The five stars
 * are one SVG of outlined paths, a half star's left half filled by a second path: no gradient and no
 * id per star (a list page shows dozens of ratings, and each star was six elements and an id).
 */
export function RatingStars({ rating, count }: { rating: number; count?: number }) {
  return (
    <span className="sf-rating">
      <span className="sf-rating__stars" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
        <svg className="sf-stars" width="84" height="16" viewBox="0 0 126 24" aria-hidden="true" focusable="false" fill="var(--sf-gold)" stroke="var(--sf-gold)" strokeWidth="1.5">
          {starFills(rating).map((fill, i) => (
            <Fragment key={i}>
              <path d={STAR_PATH} transform={`translate(${i * STAR_STEP} 0)`} fill={fill === 1 ? undefined : 'none'} />
              {fill === 0.5 && <path d={HALF_STAR_PATH} transform={`translate(${i * STAR_STEP} 0)`} stroke="none" />}
            </Fragment>
          ))}
        </svg>
      </span>
      {count !== undefined && (
        <span className="sf-rating__count">
          ({count}
          <span className="sf-visually-hidden"> {count === 1 ? 'review' : 'reviews'}</span>)
        </span>
      )}
    </span>
  );
}

export interface StarPickerProps {
  name: string;
  legend: string;
  value: number;
  onChange: (rating: number) => void;
  /** Show the domain's words (Love it! … Not my thing) beside each choice. */
  withLabels?: boolean;
}

/** Choosing 1–5 stars: a radio group, so it works by keyboard and screen reader. */
export function StarPicker({ name, legend, value, onChange, withLabels = false }: StarPickerProps) {
  return (
    <fieldset className={`sf-star-picker${withLabels ? ' sf-star-picker--labelled' : ''}`}>
      <legend>{legend}</legend>
      <div className="sf-star-picker__options">
        {([5, 4, 3, 2, 1] as const).map((n) => (
          <label key={n} className={`sf-star-picker__option${value >= n ? ' is-on' : ''}`}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sf-visually-hidden" />
            <span className="sf-star-picker__stars" aria-hidden="true">
              {'★'.repeat(n)}
            </span>
            <span className={withLabels ? 'sf-star-picker__label' : 'sf-visually-hidden'}>{withLabels ? RATING_LABELS[n] : `${n} ${n === 1 ? 'star' : 'stars'}`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
