import express, { type Router } from 'express';
import type { makeListAllCategories } from '../../../application/categories/list-all-categories.js';
import type { CreateCategory, DeleteCategory, SetCategoryVisibility } from '../../../application/categories/ports.js';
import { categoryNameProblem, normaliseCategoryName } from '../../../domain/category.js';
import { ok } from '../../../domain/result.js';
import { adminRoute, idParams, listAnswer } from '../../http/admin-route.js';
import { succeeded } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { categoryView } from './category-views.js';
import { adminCategoriesAnswer, adminCategory, createCategoryAnswer, createCategoryBody, setCategoryStatusBody, successAnswer } from '../../http/contract/categories.js';

export interface CategoryRoutesDeps {
  registry: ApiRegistry;
  listAllCategories: ReturnType<typeof makeListAllCategories>;
  createCategory: CreateCategory;
  setCategoryVisibility: SetCategoryVisibility;
  deleteCategory: DeleteCategory;
}

const TAG = 'Back office: categories';

/** The back office's category calls (admin-api.md). */
export function categoryRouter(d: CategoryRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getCategories',
    summary: 'Every category, hidden ones too, by name',
    tag: TAG,
    answer: adminCategoriesAnswer,
    responses: { 200: '`{categories: [{_id, name, isVisible}], count}`' },
    handler: async () => {
      const r = await d.listAllCategories();
      return r.ok ? ok(listAnswer('categories', r.value.map(categoryView), r.value.length)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/createNewCategory',
    summary: 'Adds a category (name case-sensitive, as typed)',
    tag: TAG,
    body: createCategoryBody,
    formRules: (f): Record<string, string> => {
      const problem = f.name === undefined ? null : categoryNameProblem(normaliseCategoryName(f.name));
      return problem ? { name: problem } : {};
    },
    status: 201,
    answer: createCategoryAnswer,
    responses: { 201: '`{category}`', 400: '`{name}` or `{isVisible}`', 409: '`{name}`: a category of this name already exists' },
    handler: async ({ body, actor }) => {
      const r = await d.createCategory({ actor, ...body });
      return r.ok ? ok({ category: categoryView(r.value) }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/setCategoryStatus/:id',
    summary: 'Shows or hides a category (hidden: it and its products leave the shop at once)',
    tag: TAG,
    params: idParams('Category id'),
    body: setCategoryStatusBody,
    answer: adminCategory,
    responses: { 200: 'The category `{_id, name, isVisible}`', 400: '`{id}` or `{isVisible}`', 404: 'No category has this id: `{message}`' },
    handler: async ({ params, body, actor }) => {
      const r = await d.setCategoryVisibility({ actor, id: params.id, isVisible: body.isVisible });
      return r.ok ? ok(categoryView(r.value)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/deleteCategory/:id',
    summary: 'Deletes a category no product uses',
    tag: TAG,
    params: idParams('Category id'),
    answer: successAnswer,
    responses: { 200: '`{success: true}`', 400: '`{id}`', 404: 'No category has this id: `{message}`', 409: 'Products use the category: `{message}` says how many' },
    handler: async ({ params, actor }) => succeeded(d.deleteCategory({ actor, id: params.id })),
  });

  return router;
}
