import { RATING_LABELS } from '../../../domain/index.js';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill }: { fill: number }) {
  const id = `sf-star-${Math.round(fill * 100)}`;
  return (
    <svg className="sf-star" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id}>
          <stop offset={`${fill * 100}%`} stopColor="var(--sf-gold)" />
          <stop offset={`${fill * 100}%`} stopColor="transparent" />
        </linearGradient>
      </defs>
      <path d={STAR_PATH} fill={`url(#${id})`} stroke="var(--sf-gold)" strokeWidth="1.5" />
    </svg>
  );
}

/** Gold stars for an average rating (halves shown), with the review count when given. */
export function RatingStars({ rating, count }: { rating: number; count?: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className="sf-rating">
      <span className="sf-rating__stars" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} fill={Math.max(0, Math.min(1, rounded - (n - 1)))} />
        ))}
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
