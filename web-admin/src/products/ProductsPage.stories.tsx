import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminStores, type StoryResponder } from '../testing/storyDecorators';
import ProductsPage from './ProductsPage';

const row = (i: number, over: Record<string, unknown> = {}) => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Trail Tee ${i}`,
  price: 45,
  originalPrice: null,
  sale: false,
  category: 'tops',
  stockLevel: 10 + i,
  count: i + 1,
  created_at: '2026-11-01T00:00:00.000Z',
  isVisible: true,
  image: null,
  ...over,
});

const page: StoryResponder = () => ({
  body: { rangeProducts: [row(1, { sale: true, originalPrice: 60 }), row(2, { stockLevel: 0 }), row(3, { isVisible: false }), ...Array.from({ length: 9 }, (_, i) => row(i + 4))], count: 30 },
});

const meta = { title: 'Admin/Products/ProductsPage', component: ProductsPage } satisfies Meta<typeof ProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = { decorators: [withAdminStores({ path: '/adminpanel/products', respond: page })] };
export const Loading: Story = { decorators: [withAdminStores({ path: '/adminpanel/products', respond: () => 'pending' })] };
export const NoResults: Story = { decorators: [withAdminStores({ path: '/adminpanel/products?query=nothing', respond: () => ({ body: { rangeProducts: [], count: 0 } }) })] };
