import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/StoreContext';
import { storyStore, type StoryResponder } from '../testing/storyDecorators';
import type { AdminProduct } from './products-api';
import ProductFormPage from './ProductFormPage';

const ID = '00000000-0000-4000-8000-000000000001';
const product: AdminProduct = {
  _id: ID,
  name: 'Merino Beanie',
  description: 'Warm, soft and made in Melbourne.',
  price: 39.9,
  originalPrice: 49.9,
  sale: true,
  category: 'headwear',
  stockLevel: 5,
  count: 3,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  isVisible: true,
  imageList: [],
  variants: [
    { _id: '00000000-0000-4000-8000-0000000000a1', variantName: 'S', variantStockLevel: 2 },
    { _id: '00000000-0000-4000-8000-0000000000a2', variantName: 'M', variantStockLevel: 3 },
  ],
};

const categories = { body: { categories: [{ _id: 'c', name: 'Trail Running', isVisible: true }], count: 1 } };
const reads: StoryResponder = (r) => {
  if (r.url === '/api/admin/getCategories') return categories;
  if (r.url.startsWith('/api/admin/getSingleProduct/')) return { body: product };
  if (r.url.startsWith('/api/admin/auditLog/')) return { body: { entries: [], count: 0 } };
  return 'pending';
};

/** A new-product form typed in, then saved with the given answer. */
function saved(answer: 'errors' | 'saving') {
  const store = storyStore({
    respond: (r) => {
      if (r.url !== '/api/admin/newProduct') return reads(r);
      if (answer === 'saving') return 'pending';
      return {
        status: 400,
        body: {
          name: 'Please enter the product name.',
          price: 'Enter the price in dollars, at least 0 and with at most 2 decimals (e.g. 49.90).',
          category: 'Please choose a category.',
          variantStockLevel: 'The stock of every size is a whole number from 0 to 1,000,000.',
          image: 'Add at least one image (JPEG or PNG).',
        },
      };
    },
  });
  const editor = store.products.editor;
  void editor.startNew().then(() => {
    editor.form.set('description', 'Warm.');
    editor.form.set('price', answer === 'saving' ? '39.90' : '-1');
    editor.addVariant();
    editor.setVariant(0, 'variantName', 'S');
    editor.setVariant(0, 'variantStockLevel', answer === 'saving' ? '3' : '-2');
    void editor.submit();
  });
  return store;
}

/** The form in a data router (it asks before leaving with unsaved changes), at `path`, over `store`. */
function at(path: string, store: RootStore): Decorator {
  return () => {
    const router = createMemoryRouter(
      [
        { path: '/adminpanel/products/newProduct', element: <ProductFormPage /> },
        { path: '/adminpanel/products/:title/:productid', element: <ProductFormPage /> },
        { path: '*', element: <p>Left the form.</p> },
      ],
      { initialEntries: [path] },
    );
    return (
      <StoreProvider store={store}>
        <RouterProvider router={router} />
      </StoreProvider>
    );
  };
}

const meta = {
  title: 'Admin/Products/ProductFormPage',
  component: ProductFormPage,
} satisfies Meta<typeof ProductFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const newAt = '/adminpanel/products/newProduct';
const editAt = `/adminpanel/products/Merino-Beanie/${ID}`;
export const Empty: Story = { decorators: [at(newAt, storyStore({ respond: reads }))] };
export const WithErrors: Story = { decorators: [at(newAt, saved('errors'))] };
export const Saving: Story = { decorators: [at(newAt, saved('saving'))] };
export const Editing: Story = { decorators: [at(editAt, storyStore({ respond: reads }))] };
export const LoadingProduct: Story = { decorators: [at(editAt, storyStore({ respond: () => 'pending' }))] };
