import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { AdminOrderRow } from './orders-api';
import { OrderRow, OrderTableHead } from './OrderRow';

const base: AdminOrderRow = {
  _id: '00000000-0000-4000-8000-000000000001',
  orderid: 'K7PX2M9Q',
  created_at: '2026-11-27T22:15:00.000Z',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  total: 12990,
  shippingType: 'standardShipping',
  paymentType: 'stripe',
  orderStatus: 'Processing',
  trackingNumber: null,
  testMode: false,
};

const meta = {
  title: 'Admin/Orders/OrderRow',
  component: OrderRow,
  args: { order: base },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <table className="adm-table">
          <OrderTableHead />
          <tbody>
            <Story />
          </tbody>
        </table>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof OrderRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
export const ConfirmedWithTracking: Story = { args: { order: { ...base, orderStatus: 'Confirmed', trackingNumber: 'AB123456789AU', paymentType: 'paypal' } } };
export const CancelledExpress: Story = { args: { order: { ...base, orderStatus: 'Cancelled', shippingType: 'expressShipping' } } };
export const TestOrder: Story = { args: { order: { ...base, testMode: true } } };
