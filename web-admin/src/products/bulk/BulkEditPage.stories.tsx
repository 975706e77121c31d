import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RootStore } from '../../stores/RootStore';
import { StoreProvider } from '../../stores/StoreContext';
import { storyStore, type StoryResponder } from '../../testing/storyDecorators';
import type { BulkProductRow } from './bulk-api';
import BulkEditPage from './BulkEditPage';

const products: BulkProductRow[] = [
  { _id: 'p1', name: 'Trail Tee', price: 45, originalPrice: null, category: 'tops', isVisible: true, stockLevel: 7, variants: [] },
  {
    _id: 'p2',
    name: 'Ridge Cap',
    price: 20,
    originalPrice: 30,
    category: 'headwear',
    isVisible: true,
    stockLevel: 5,
    variants: [
      { _id: 'v1', variantName: 'S', variantStockLevel: 2 },
      { _id: 'v2', variantName: 'M', variantStockLevel: 3 },
    ],
  },
  { _id: 'p3', name: 'Merino Beanie', price: 35, originalPrice: null, category: 'headwear', isVisible: false, stockLevel: 0, variants: [] },
];
const categories = ['tops', 'bottoms', 'headwear', 'sale'];

const listed: StoryResponder = (r) =>
  r.url === '/api/admin/getBulkProducts'
    ? { body: { products, categories } }
    : r.url === '/api/admin/bulkUpdateProducts'
      ? { status: 400, body: { 'p2/v1': 'The stock "-1" must be a whole number, 0 or more.' } }
      : {
          body: {
            rows: 2,
            changes: [{ key: 'p1', productId: 'p1', variantId: null, name: 'Trail Tee', field: 'stock', before: 7, after: 20 }],
            problems: [{ key: 'line 3', line: 3, message: 'No product has this id; it may have been deleted.' }],
          },
        };

/** The screen in a data router (the unsaved-changes blocker needs one) over the given store. */
const onScreen =
  (make: () => RootStore): Decorator =>
  (Story) => {
    const router = createMemoryRouter([{ path: '/adminpanel/products/bulkEdit', element: <Story /> }], { initialEntries: ['/adminpanel/products/bulkEdit'] });
    return (
      <StoreProvider store={make()}>
        <RouterProvider router={router} />
      </StoreProvider>
    );
  };

/** Edited cells (highlighted), one refused by the server with its reason, and a CSV preview with a bad row. */
function withChangesAndErrors() {
  const store = storyStore({ respond: listed });
  void store.bulkEdit.load().then(async () => {
    const grid = store.bulkEdit.grid;
    grid.setCell(grid.rows[0]!, 'price', '39.95');
    grid.setCell(grid.rows[1]!, 'isVisible', 'false');
    grid.setCell(grid.rows[2]!, 'stock', '-1');
    await store.bulkEdit.save();
    await store.bulkEdit.csvImport.choose(new Blob(['productId,stock']), 'stock.csv');
  });
  return store;
}

const meta = {
  title: 'Admin/Products/BulkEditPage',
  component: BulkEditPage,
} satisfies Meta<typeof BulkEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { decorators: [onScreen(() => storyStore({ respond: listed }))] };
export const WithChangesAndErrors: Story = { decorators: [onScreen(withChangesAndErrors)] };
export const Loading: Story = { decorators: [onScreen(() => storyStore({ respond: () => 'pending' }))] };
export const Failed: Story = { decorators: [onScreen(() => storyStore({ respond: () => ({ status: 500, body: { message: 'Something went wrong.' } }) }))] };
