import type { SuccessAnswer } from '../../../adapters/http/contract/admin.js';
import type { AdminCategoriesAnswer, AdminCategory, CreateCategoryAnswer, CreateCategoryRequest } from '../../../adapters/http/contract/categories.js';
import type { ApiClient, RequestOptions } from '../../../web-shared/api/client';
import { adminPath } from '../api/paths';

export type { AdminCategory } from '../../../adapters/http/contract/categories.js';

/** The back office's category calls (admin-api.md). */
export class CategoriesApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  list(options: RequestOptions = {}): Promise<AdminCategoriesAnswer> {
    return this.#api.get<AdminCategoriesAnswer>(adminPath('getCategories'), options);
  }

  create(request: CreateCategoryRequest): Promise<CreateCategoryAnswer> {
    return this.#api.post<CreateCategoryAnswer>(adminPath('createNewCategory'), request);
  }

  setVisible(id: string, isVisible: boolean): Promise<AdminCategory> {
    return this.#api.post<AdminCategory>(adminPath('setCategoryStatus', id), { isVisible });
  }

  delete(id: string): Promise<SuccessAnswer> {
    return this.#api.post<SuccessAnswer>(adminPath('deleteCategory', id));
  }
}
