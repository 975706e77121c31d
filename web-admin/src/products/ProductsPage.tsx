import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { productTitleSegment } from '../../../domain/product.js';
import { ListState } from '../components/ListState';
import { useQueryFilters } from '../components/useQueryFilters';
import { useStores } from '../stores/StoreContext';
import { NO_PRODUCTS, PRODUCT_FILTER_DEFAULTS, PRODUCT_FILTER_VALUES, PRODUCT_FILTERS, PRODUCTS_LOADING, type ProductFilters } from './ProductsStore';
import './products.css';

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

export const productEditPath = (p: { _id: string; name: string }) => `/adminpanel/products/${encodeURIComponent(productTitleSegment(p.name))}/${p._id}`;

/** /adminpanel/products: 12 a page (page in the query string), the eight orders, search, New Product and Edit Bulk. */
const ProductsPage = observer(function ProductsPage() {
  const { products: store } = useStores();
  const { list } = store;
  const [filters, setFilters] = useQueryFilters<ProductFilters>(PRODUCT_FILTER_DEFAULTS, PRODUCT_FILTER_VALUES);
  const [search, setSearch] = useState(filters.query);

  useEffect(() => {
    void list.show(filters);
  }, [list, filters]);
  useEffect(() => setSearch(filters.query), [filters.query]);

  const go = (next: Partial<ProductFilters>) => setFilters({ ...filters, page: '1', ...next });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ query: search.trim() });
  };

  return (
    <section className="adm-page" aria-label="Products">
      <div className="adm-page__head">
        <form role="search" className="adm-products__filters" onSubmit={submitSearch}>
          <label className="adm-field">
            <span>Sort by</span>
            <select value={filters.filter} onChange={(e) => go({ filter: e.target.value })}>
              {PRODUCT_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <label className="adm-field">
            <span>Search products</span>
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or description" />
          </label>
          <button type="submit" className="adm-btn adm-btn--secondary">
            Search
          </button>
        </form>
        <div className="adm-table__actions">
          <Link className="adm-btn" to="/adminpanel/products/newProduct">
            New Product
          </Link>
          <Link className="adm-btn adm-btn--secondary" to="/adminpanel/products/bulkEdit">
            Edit Bulk
          </Link>
        </div>
      </div>
      <ListState list={list} loadingText={PRODUCTS_LOADING} emptyText={NO_PRODUCTS} onRetry={() => void list.reload()}>
        {list.items.length > 0 && (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="adm-visually-hidden">
                Products, page {store.currentPage} of {store.pageCount}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Image</th>
                  <th scope="col">Name</th>
                  <th scope="col">Category</th>
                  <th scope="col">Price</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Sold</th>
                  <th scope="col">Visibility</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((p) => (
                  <tr key={p._id} className={p.isVisible ? undefined : 'is-muted'}>
                    <td>{p.image ? <img className="adm-products__thumb" src={p.image.imageUrl.replace(/-640\.webp$/, '-320.webp')} alt="" width={48} height={48} /> : null}</td>
                    <th scope="row">
                      <Link to={productEditPath(p)}>{p.name}</Link>
                    </th>
                    <td>{p.category}</td>
                    <td>
                      {aud.format(p.price)}
                      {p.sale && p.originalPrice !== null && <s className="adm-products__was"> {aud.format(p.originalPrice)}</s>}
                    </td>
                    <td>{p.stockLevel === 0 ? <span className="adm-badge adm-badge--danger">Sold out</span> : p.stockLevel}</td>
                    <td>{p.count - 1}</td>
                    <td>
                      <span className={`adm-badge adm-badge--${p.isVisible ? 'success' : 'warning'}`}>{p.isVisible ? 'Visible' : 'Hidden'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      {list.loaded && store.pageCount > 1 && (
        <nav aria-label="Product pages" className="adm-products__pages">
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--small" disabled={store.currentPage <= 1} onClick={() => setFilters({ ...filters, page: String(store.currentPage - 1) })}>
            Previous
          </button>
          <span>
            Page {store.currentPage} of {store.pageCount} ({list.count} products)
          </span>
          <button
            type="button"
            className="adm-btn adm-btn--secondary adm-btn--small"
            disabled={store.currentPage >= store.pageCount}
            onClick={() => setFilters({ ...filters, page: String(store.currentPage + 1) })}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
});

export default ProductsPage;
