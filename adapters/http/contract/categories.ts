/**
 * Wire shapes of the back office's category calls (admin-api.md "Coupons, reviews, categories"), as
 * zod schemas with their inferred types. Failures: 400 `{name}` or `{isVisible}`, 404 `{message}` for
 * an unknown id, 409 `{name}` for a name already used, 409 `{message}` for a category that products
 * use (see admin.ts).
 */
import { z } from 'zod';
import { adminListAnswer } from './admin.js';

/** A category as the back office sees it (the storefront's list has only visible ones, without `isVisible`). */
export const adminCategory = z.object({
  _id: z.string(),
  /** Exactly as typed; case-sensitive. */
  name: z.string(),
  isVisible: z.boolean(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

/** GET /api/admin/getCategories: every category, hidden ones too, by name. */
export const adminCategoriesAnswer = adminListAnswer('categories', adminCategory);
export type AdminCategoriesAnswer = z.infer<typeof adminCategoriesAnswer>;

const isVisible = z.boolean({ message: 'Choose whether the category is visible (true or false).' });
const name = z.string({ message: 'Please enter a category name.' }).max(200, 'A category name has at most 40 characters.');

/** POST /api/admin/createNewCategory. */
export const createCategoryBody = z.object({ name, isVisible });
export type CreateCategoryRequest = z.input<typeof createCategoryBody>;

/** 201 from createNewCategory. */
export const createCategoryAnswer = z.object({ category: adminCategory });
export type CreateCategoryAnswer = z.infer<typeof createCategoryAnswer>;

/** POST /api/admin/setCategoryStatus/{id} answers the category. */
export const setCategoryStatusBody = z.object({ isVisible });
export type SetCategoryStatusRequest = z.input<typeof setCategoryStatusBody>;

/** POST /api/admin/deleteCategory/{id} answers `{success: true}` (SuccessAnswer). */
export { successAnswer } from './admin.js';
export type { SuccessAnswer as DeleteCategoryAnswer } from './admin.js';
