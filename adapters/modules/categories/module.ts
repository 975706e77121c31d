import { makeCreateCategory } from '../../../application/categories/create-category.js';
import { makeDeleteCategory } from '../../../application/categories/delete-category.js';
import { makeListAllCategories } from '../../../application/categories/list-all-categories.js';
import type { CategoryStores } from '../../../application/categories/ports.js';
import { makeSetCategoryVisibility } from '../../../application/categories/set-category-visibility.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import type { ShopModule } from '../../platform/module.js';
import { AUDIT, T } from '../../platform/tokens.js';
import { postgresCategoryRepository } from './category-repository.js';
import { categoryRouter } from './category-routes.js';

/** The back office's categories: list (hidden ones too), create, hide and display, delete. Every change audited and announced. */
export const categoriesModule: ShopModule = {
  name: 'categories',
  routers(c) {
    const uow = unitOfWorkIn<CategoryStores>(c, (tx) => ({ categories: postgresCategoryRepository(tx), audit: c.get(AUDIT.logIn)(tx) }));
    const ids = c.get(T.ids);
    const clock = c.get(T.clock);
    return [
      categoryRouter({
        registry: c.get(T.registry),
        listAllCategories: makeListAllCategories({ categories: postgresCategoryRepository(c.get(T.db)) }),
        createCategory: makeCreateCategory({ uow, ids, clock }),
        setCategoryVisibility: makeSetCategoryVisibility({ uow, clock }),
        deleteCategory: makeDeleteCategory({ uow, clock }),
      }),
    ];
  },
};
