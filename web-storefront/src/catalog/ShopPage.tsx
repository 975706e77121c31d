import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SHOP_SORT_KEYS, SHOP_SORT_LABELS, type ShopSort } from '../../../domain/index.js';
import { CategoryNav } from './CategoryNav';
import { Pagination } from '../components/Pagination';
import { ProductCard } from '../components/ProductCard';
import { Spinner } from '../components/Spinner';
import { useMeta } from '../components/useMeta';
import { useStores } from '../stores/StoreContext';
import { parseShopQuery, shopHref, withPage, withSort } from './shopQuery';

export const EMPTY_SHOP_MESSAGE = 'There is no products in this category. Please check back later.';

const ShopPage = observer(function ShopPage() {
  const { catalog } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sortId = useId();
  const query = parseShopQuery(params);
  const key = params.toString();

  useEffect(() => {
    void catalog.load(parseShopQuery(key));
  }, [catalog, key]);
  useEffect(() => {
    void catalog.loadCategories();
  }, [catalog]);

  const title = catalog.title;
  useMeta(query.productSearch ? `Search results for “${query.productSearch}”` : title, `Shop ${title.toLowerCase()} from Soul Searching Outdoor Co.`);

  const count = catalog.count;
  return (
    <section className="sf-page sf-shop">
      <h1 className="sf-page__title">{title}</h1>
      {query.productSearch && <p className="sf-shop__search">Showing results for “{query.productSearch}”</p>}
      <CategoryNav categories={catalog.categories} query={query} />
      <div className="sf-shop__toolbar">
        <p className="sf-shop__count" aria-live="polite">
          {catalog.loaded ? `${count} ${count === 1 ? 'product' : 'products'}` : ''}
        </p>
        <div className="sf-field sf-field--inline">
          <label htmlFor={sortId}>Sort by</label>
          <select id={sortId} value={query.orderby} onChange={(event) => navigate(shopHref(withSort(query, event.target.value as ShopSort)))}>
            {SHOP_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SHOP_SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {catalog.loading ? (
        <Spinner label="Loading products…" />
      ) : catalog.isEmpty ? (
        <p className="sf-shop__empty">{EMPTY_SHOP_MESSAGE}</p>
      ) : (
        <>
          {/* The cards' names are h3: the list has its own heading so the outline has no gap. */}
          <h2 className="sf-visually-hidden">Products</h2>
          <ul className="sf-product-grid">
            {catalog.products.map((product, index) => (
              <li key={product._id}>
                <ProductCard product={product} eager={index < 4} />
              </li>
            ))}
          </ul>
        </>
      )}
      {catalog.showPagination && !catalog.loading && <Pagination current={catalog.query.page} pageCount={catalog.pageCount} hrefFor={(page) => shopHref(withPage(query, page))} />}
    </section>
  );
});

export default ShopPage;
