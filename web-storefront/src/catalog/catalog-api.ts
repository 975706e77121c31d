import type { CartLineInput } from '../../../adapters/http/contract/cart.js';
import type { Category, Product, ProductDetail, ProductListResponse, ReviewPage } from '../../../adapters/http/contract/catalog.js';
import type { ApiClient } from '../../../web-shared/api/client';

export type { Category, Product, ProductDetail, ProductImage, ProductVariant, Review } from '../../../adapters/http/contract/catalog.js';

/** How an empty productSearch or category is written in the product-list path. */
export const EMPTY_SEGMENT = '-';

const segment = (value: string): string => (value.trim() === '' ? EMPTY_SEGMENT : encodeURIComponent(value.trim()));

export interface ProductListQuery {
  page: number;
  orderby: string;
  productSearch: string;
  category: string;
}

export function productListPath(query: ProductListQuery): string {
  return `/api/products/getproducts/${query.page}/${encodeURIComponent(query.orderby)}/${segment(query.productSearch)}/${segment(query.category)}`;
}

/** The storefront's catalogue calls (spec storefront.md §7). */
export class CatalogApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  bestSellers(cart: CartLineInput[] = []): Promise<Product[]> {
    return this.#api.post<Product[]>('/api/products/getBestSellers', { cart });
  }

  products(query: ProductListQuery): Promise<ProductListResponse> {
    return this.#api.get<ProductListResponse>(productListPath(query));
  }

  product(productId: string): Promise<ProductDetail> {
    return this.#api.get<ProductDetail>(`/api/products/getSpecificProduct/${encodeURIComponent(productId)}`);
  }

  youMayAlsoLike(product: { _id: string; category: string }): Promise<Product[]> {
    const params = new URLSearchParams({ _id: product._id, category: product.category });
    return this.#api.get<Product[]>(`/api/products/getYouMayAlsoLike?${params.toString()}`);
  }

  reviews(productId: string, page: number): Promise<ReviewPage> {
    return this.#api.get<ReviewPage>(`/api/reviews/getProductReviews/${encodeURIComponent(productId)}/${page}`);
  }

  categories(): Promise<Category[]> {
    return this.#api.get<Category[]>('/api/categories/getCategories');
  }
}
