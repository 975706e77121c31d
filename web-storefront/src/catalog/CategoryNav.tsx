import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { shopTitle } from '../../../domain/index.js';
import type { Category } from './catalog-api';
import { shopHref, withCategory, type ShopQuery } from './shopQuery';

/** Shop titles for known categories, otherwise the category name as stored, capitalised. */
export function categoryLabel(name: string): string {
  const title = shopTitle(name);
  return title !== 'Products' ? title : name.charAt(0).toUpperCase() + name.slice(1);
}

export const CategoryNav = observer(function CategoryNav({ categories, query }: { categories: readonly Category[]; query: ShopQuery }) {
  const entries = [{ _id: 'all', name: '' }, ...categories];
  return (
    <nav className="sf-category-nav" aria-label="Categories">
      <ul>
        {entries.map((category) => {
          const current = category.name === query.category;
          return (
            <li key={category._id}>
              <Link to={shopHref(withCategory(query, category.name))} aria-current={current ? 'page' : undefined} className={current ? 'is-current' : undefined}>
                {category.name ? categoryLabel(category.name) : 'All Products'}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
