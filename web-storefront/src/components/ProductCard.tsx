import { Link } from 'react-router-dom';
import { isNewArrival, productPath } from '../../../domain/index.js';
import type { Product } from '../catalog/catalog-api';
import { formatDollars } from '../brand';
import { ProductImage } from './ProductImage';
import { RatingStars } from './RatingStars';

export const CARD_IMAGE_SIZES = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 300px';

export interface ProductCardProps {
  product: Product;
  /** Milliseconds since the epoch, for the New Arrival label; stories pin it. */
  now?: number;
  /** The first row of a list is above the fold. */
  eager?: boolean;
}

/** One product in a list: first image (second on hover), name, stars, price, New Arrival label. */
export function ProductCard({ product, now = Date.now(), eager = false }: ProductCardProps) {
  const [first, second] = product.imageList;
  const discounted = product.originalPrice !== null && product.originalPrice > product.price;
  const isNew = isNewArrival(product.created_at, new Date(now));
  return (
    <article className="sf-card">
      <Link to={productPath(product.name, product._id)} className="sf-card__link">
        <div className="sf-card__media">
          {first && <ProductImage src={first.imageUrl} alt="" sizes={CARD_IMAGE_SIZES} eager={eager} className="sf-card__img" />}
          {second && <ProductImage src={second.imageUrl} alt="" sizes={CARD_IMAGE_SIZES} className="sf-card__img sf-card__img--hover" />}
          {isNew && <span className="sf-card__label">New Arrival</span>}
        </div>
        <h3 className="sf-card__name">{product.name}</h3>
      </Link>
      {product.reviewCount > 0 && <RatingStars rating={product.rating} count={product.reviewCount} />}
      <p className="sf-card__price">
        {discounted && product.originalPrice !== null && (
          <s className="sf-card__original">
            <span className="sf-visually-hidden">Original price </span>
            {formatDollars(product.originalPrice)}
          </s>
        )}{' '}
        <span className={discounted ? 'sf-card__sale' : undefined}>
          {discounted && <span className="sf-visually-hidden">Now </span>}
          {formatDollars(product.price)}
        </span>
      </p>
    </article>
  );
}
