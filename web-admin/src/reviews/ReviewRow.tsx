import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { AdminDate } from '../components/badges';
import { productLink, reviewerName, userLink } from './review-text';
import type { AdminReview } from './reviews-api';

export interface ReviewRowProps {
  review: AdminReview;
  busy: boolean;
  onToggle: (review: AdminReview) => void;
  onDelete: (review: AdminReview) => void;
}

/** The star rating, read out as 'Rated 4 out of 5'. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="adm-stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rating)}
      <span className="adm-stars__empty">{'☆'.repeat(Math.max(0, 5 - rating))}</span>
    </span>
  );
}

/**
 * One review of the list. Everything the shopper wrote (the text, the names) is rendered as text by
 * React, never as markup, so a stored `<img src=x onerror=…>` shows as those characters.
 */
export const ReviewRow = observer(function ReviewRow({ review, busy, onToggle, onDelete }: ReviewRowProps) {
  const who = reviewerName(review);
  const user = userLink(review);
  return (
    <tr className={review.isActive ? undefined : 'is-muted'}>
      <td>
        <Stars rating={review.rating} />
      </td>
      <td className="adm-review__text">{review.review}</td>
      <th scope="row">{user ? <Link to={user}>{who}</Link> : who}</th>
      <td>
        <Link to={productLink(review)}>{review.product.name}</Link>
      </td>
      <td>
        <AdminDate value={review.lastUpdated} />
      </td>
      <td>
        {review.reviewImage ? (
          <img className="adm-review__image" src={review.reviewImage} alt={`Photo from ${who}`} width={64} height={64} loading="lazy" />
        ) : (
          <span className="adm-form__note">No image</span>
        )}
      </td>
      <td className="adm-review__status">
        <span className={`adm-badge adm-badge--${review.isActive ? 'success' : 'warning'}`}>{review.isActive ? 'Published' : 'Not Active'}</span>
      </td>
      <td>
        <div className="adm-table__actions">
          <button
            type="button"
            className="adm-btn adm-btn--secondary adm-btn--small"
            onClick={() => onToggle(review)}
            disabled={busy}
            aria-label={`${review.isActive ? 'Deactivate' : 'Publish'} the review by ${who}`}
          >
            {review.isActive ? 'Deactivate' : 'Publish'}
          </button>
          <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => onDelete(review)} aria-label={`Delete the review by ${who}`}>
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
});
