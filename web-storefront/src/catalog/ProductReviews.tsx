import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatMelbourneDate } from './reviewDate';
import type { Review } from './catalog-api';
import { ProductImage } from '../components/ProductImage';
import { RatingStars } from '../components/RatingStars';
import type { ProductStore } from './ProductStore';
import { ReviewWizardModal } from '../engagement/ReviewWizardModal';

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="sf-review">
      <div className="sf-review__head">
        <RatingStars rating={review.rating} />
        <span className="sf-review__author">
          {review.firstName} {review.lastName.charAt(0)}.
        </span>
        {review.verified && <span className="sf-review__verified">Verified</span>}
        <time className="sf-review__date" dateTime={review.lastUpdated}>
          {formatMelbourneDate(review.lastUpdated)}
        </time>
      </div>
      <p className="sf-review__text">{review.review}</p>
      {review.reviewImage && <ProductImage src={review.reviewImage} alt={`Photo from ${review.firstName}'s review`} sizes="160px" width={160} height={160} className="sf-review__photo" />}
    </li>
  );
}

export const ProductReviews = observer(function ProductReviews({ store }: { store: ProductStore }) {
  const [writing, setWriting] = useState(false);
  const product = store.product;
  if (!product) return null;
  return (
    <section className="sf-section sf-reviews" aria-labelledby="sf-reviews-title">
      <div className="sf-reviews__head">
        <h2 id="sf-reviews-title" className="sf-section__title">
          Reviews
        </h2>
        {store.reviewCount > 0 && <RatingStars rating={product.rating} count={store.reviewCount} />}
        <button type="button" className="sf-button sf-button--ghost" onClick={() => setWriting(true)}>
          Write a Review
        </button>
      </div>
      {store.reviews.length === 0 ? (
        <p>No reviews yet. Be the first to share what you think.</p>
      ) : (
        <ul className="sf-reviews__list">
          {store.reviews.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </ul>
      )}
      {store.canReadMore && (
        <button type="button" className="sf-button sf-button--ghost" onClick={() => void store.readMore()} disabled={store.reviewsLoading}>
          Read More
        </button>
      )}
      {writing && <ReviewWizardModal productId={product._id} productName={product.name} onClose={() => setWriting(false)} />}
    </section>
  );
});
