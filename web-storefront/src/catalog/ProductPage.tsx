import { observer } from 'mobx-react-lite';
import { shopAnalytics } from '../analytics/analytics-api';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { Spinner } from '../components/Spinner';
import { useMeta } from '../components/useMeta';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductGallery } from './ProductGallery';
import { ProductInfoSections } from './ProductInfoSections';
import { ProductReviews } from './ProductReviews';
import { RelatedProducts } from './RelatedProducts';
import { ProductStore } from './ProductStore';
import { useStores } from '../stores/StoreContext';

const ProductPage = observer(function ProductPage() {
  const root = useStores();
  const { productId = '' } = useParams();
  const { pathname } = useLocation();
  const [store] = useState(() => {
    const created = new ProductStore(root.catalogApi, root.cartSync, root.log);
    // A server-rendered page hydrates with the product it was rendered with (ADR 050).
    const seeded = root.takeProduct(productId);
    if (seeded) created.seed(productId, seeded.detail, seeded.related);
    return created;
  });

  useEffect(() => {
    if (store.holds(productId)) {
      if (store.product) shopAnalytics.track('ViewContent');
      return;
    }
    void store.load(productId);
  }, [store, productId]);

  const product = store.product;
  useMeta(product?.name ?? (store.notFound ? 'Page Not Found' : ''), product ? product.description.slice(0, 160) : undefined);

  if (store.loading) return <Spinner label="Loading product…" />;
  if (!product) return <NotFound />;
  return (
    <article className="sf-page sf-product">
      <nav aria-label="Breadcrumb" className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/shop">Shop</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="sf-product__main">
        <ProductGallery name={product.name} images={product.imageList} />
        <div className="sf-product__details">
          <h1 className="sf-product__name">{product.name}</h1>
          <ProductBuyBox store={store} onAdded={root.ui.openCart} />
          <div className="sf-product__description">
            {product.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <ProductInfoSections url={pathname} />
        </div>
      </div>
      <RelatedProducts products={store.related} />
      <ProductReviews store={store} />
    </article>
  );
});

export default ProductPage;
