/**
 * JSON shapes of the back office's category calls (admin-api.md "Coupons, reviews, categories").
 * Types only: the SPAs import them with `import type`. Failures: 400 `{name}` or `{isVisible}`,
 * 404 `{message}` for an unknown id, 409 `{name}` for a name already used, 409 `{message}` for a
 * category that products use (see admin.ts).
 */
import type { AdminList } from './admin.js';

/** A category as the back office sees it (the storefront's list has only visible ones, without `isVisible`). */
export interface AdminCategory {
  _id: string;
  /** Exactly as typed; case-sensitive. */
  name: string;
  isVisible: boolean;
}

/** GET /api/admin/getCategories: every category, hidden ones too, by name. */
export type AdminCategoriesAnswer = AdminList<'categories', AdminCategory>;

/** POST /api/admin/createNewCategory. */
export interface CreateCategoryRequest {
  name: string;
  isVisible: boolean;
}

/** 201 from createNewCategory. */
export interface CreateCategoryAnswer {
  category: AdminCategory;
}

/** POST /api/admin/setCategoryStatus/{id} answers the category. */
export interface SetCategoryStatusRequest {
  isVisible: boolean;
}

/** POST /api/admin/deleteCategory/{id} answers `{success: true}` (SuccessAnswer). */
export type { SuccessAnswer as DeleteCategoryAnswer } from './admin.js';
