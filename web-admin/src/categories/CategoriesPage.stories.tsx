import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyStore, withAdminStores, type StoryResponder } from '../testing/storyDecorators';
import CategoriesPage from './CategoriesPage';

const categories = [
  { _id: '00000000-0000-4000-8000-000000000001', name: 'bottoms', isVisible: true },
  { _id: '00000000-0000-4000-8000-000000000002', name: 'headwear', isVisible: true },
  { _id: '00000000-0000-4000-8000-000000000003', name: 'Winter Sale', isVisible: false },
  { _id: '00000000-0000-4000-8000-000000000004', name: 'tops', isVisible: true },
];

const listed: StoryResponder = (r) =>
  r.url === '/api/admin/getCategories'
    ? { body: { categories, count: categories.length } }
    : { status: 409, body: { message: 'tops is used by 12 products. Move them to another category before deleting it.' } };

/** A store whose delete dialog has been answered "in use". */
function refusedDelete() {
  const store = storyStore({ respond: listed });
  void store.categories.list.reload().then(() => {
    store.categories.deletion.ask(categories[3]!);
    void store.categories.deletion.confirm();
  });
  return store;
}

const meta = {
  title: 'Admin/Categories/CategoriesPage',
  component: CategoriesPage,
} satisfies Meta<typeof CategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { decorators: [withAdminStores({ path: '/adminpanel/categories', respond: listed })] };
export const Loading: Story = { decorators: [withAdminStores({ path: '/adminpanel/categories', respond: () => 'pending' })] };
export const Empty: Story = { decorators: [withAdminStores({ path: '/adminpanel/categories', respond: () => ({ body: { categories: [], count: 0 } }) })] };
export const Failed: Story = { decorators: [withAdminStores({ path: '/adminpanel/categories', respond: () => ({ status: 500, body: { message: 'Something went wrong.' } }) })] };
export const DeleteRefused: Story = { decorators: [withAdminStores({ path: '/adminpanel/categories', store: refusedDelete() })] };
