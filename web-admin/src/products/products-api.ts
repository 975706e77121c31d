import type { AdminCategoriesAnswer } from '../../../adapters/http/contract/categories.js';
import type { AdminProduct, AdminProductFilter, AdminProductsAnswer, DeleteProductAnswer, ProductAnswer, ProductVariantInput } from '../../../adapters/http/contract/products.js';
import type { ApiClient, RequestOptions } from '../../../web-shared/api/client';
import { adminPath } from '../api/paths';

export type { AdminProduct, AdminProductFilter, AdminProductImage, AdminProductRow, AdminProductVariant, ProductVariantInput } from '../../../adapters/http/contract/products.js';

/** The back office's product calls (admin-api.md "Products"). */
export class ProductsApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  list(page: number, filter: AdminProductFilter, query: string, options: RequestOptions = {}): Promise<AdminProductsAnswer> {
    return this.#api.get<AdminProductsAnswer>(adminPath('getAdminProducts', page, filter, query), options);
  }

  get(id: string, options: RequestOptions = {}): Promise<AdminProduct> {
    return this.#api.get<AdminProduct>(adminPath('getSingleProduct', id), options);
  }

  /** Multipart: `images` and the form's fields (see NewProductFields). */
  create(form: FormData): Promise<ProductAnswer> {
    return this.#api.post<ProductAnswer>(adminPath('newProduct'), form);
  }

  /** Multipart: the fields to change, `imageList` (JSON) and new `images`. */
  update(id: string, form: FormData): Promise<ProductAnswer> {
    return this.#api.post<ProductAnswer>(adminPath('updateProduct', id), form);
  }

  delete(id: string): Promise<DeleteProductAnswer> {
    return this.#api.get<DeleteProductAnswer>(adminPath('deleteProduct', id));
  }

  deleteImage(id: string, imageId: string): Promise<ProductAnswer> {
    return this.#api.post<ProductAnswer>(adminPath('deleteProductImage', id), { image: { _id: imageId } });
  }

  removeVariant(id: string, variants: ProductVariantInput[]): Promise<ProductAnswer> {
    return this.#api.post<ProductAnswer>(adminPath('removeVariant', id), { product: { _id: id }, variants });
  }

  /** The categories that exist (the form offers them beside the fixed ones). */
  async categoryNames(options: RequestOptions = {}): Promise<string[]> {
    const answer = await this.#api.get<AdminCategoriesAnswer>(adminPath('getCategories'), options);
    return answer.categories.map((c) => c.name);
  }
}
