import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminStores, type StoryResponder } from '../testing/storyDecorators';
import OrdersPage from './OrdersPage';

const orders = ['K7PX2M9Q', 'B4TR8WXZ'].map((orderid, i) => ({
  _id: `00000000-0000-4000-8000-00000000000${i + 1}`,
  orderid,
  created_at: '2026-11-27T22:15:00.000Z',
  email: `buyer${i}@example.com`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  total: 5995 + i * 1000,
  shippingType: i ? 'expressShipping' : 'standardShipping',
  paymentType: 'stripe',
  orderStatus: i ? 'Confirmed' : 'Processing',
  trackingNumber: i ? 'AB123AU' : null,
  testMode: false,
}));

const listed: StoryResponder = () => ({ body: { orders, count: 25 } });

const meta = { title: 'Admin/Orders/OrdersPage', component: OrdersPage } satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { decorators: [withAdminStores({ path: '/adminpanel/orders', respond: listed })] };
export const Searched: Story = { decorators: [withAdminStores({ path: '/adminpanel/orders?query=ada%40example.com&orderStatus=Confirmed', respond: listed })] };
export const Loading: Story = { decorators: [withAdminStores({ path: '/adminpanel/orders', respond: () => 'pending' })] };
export const NoOrders: Story = { decorators: [withAdminStores({ path: '/adminpanel/orders', respond: () => ({ body: { orders: [], count: 0 } }) })] };
export const NoResults: Story = { decorators: [withAdminStores({ path: '/adminpanel/orders?query=nobody', respond: () => ({ body: { orders: [], count: 0 } }) })] };
