import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { ProfileOrder } from '../../../adapters/http/contract/orders.js';
import '../accounts/account.css';
import { OrderTable } from './OrderTable';

const order = (n: number, status: ProfileOrder['orderStatus']): ProfileOrder => ({
  _id: `o${n}`,
  orderid: `ss${1000 + n}`,
  paymentType: 'stripe',
  testMode: false,
  created_at: new Date(Date.UTC(2026, 2, n)).toISOString(),
  total: 4995 + n * 100,
  orderStatus: status,
  shippingDate: null,
  trackingNumber: null,
  shippingFee: 10,
  shippingType: 'standardShipping',
  coupon: null,
  products: [],
});

const orders = [order(7, 'Processing'), order(6, 'Confirmed'), order(5, 'Cancelled'), order(4, 'Confirmed'), order(3, 'Confirmed')];

const meta = {
  title: 'Account/OrderTable',
  component: OrderTable,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { orders, totalCount: 5, page: 1, pageCount: 1, showPagination: false, hrefFor: (n: number) => `/dashboard?page=${n}` },
} satisfies Meta<typeof OrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {};
export const WithPagination: Story = { args: { totalCount: 12, pageCount: 3, showPagination: true } };
export const Empty: Story = { args: { orders: [], totalCount: 0 } };
