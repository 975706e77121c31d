import { observer } from 'mobx-react-lite';
import type { Product } from './catalog-api';
import { ProductCard } from '../components/ProductCard';

/** You May Also Like: three on wide screens, all of them on narrow ones (CSS hides the rest). */
export const RelatedProducts = observer(function RelatedProducts({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className="sf-section sf-related" aria-labelledby="sf-related-title">
      <h2 id="sf-related-title" className="sf-section__title">
        You May Also Like
      </h2>
      <ul className="sf-related__list">
        {products.map((product, index) => (
          <li key={product._id} className={index >= 3 ? 'sf-related__extra' : undefined}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
});
