import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminDate, CustomerTypeBadge, OrderStatusBadge, PercentChange } from './badges';

const meta = {
  title: 'Admin/Badges',
  component: OrderStatusBadge,
  args: { status: 'Processing' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderStatuses: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      <OrderStatusBadge status="Processing" />
      <OrderStatusBadge status="Confirmed" />
      <OrderStatusBadge status="Cancelled" />
    </p>
  ),
};

export const CustomerTypes: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      <CustomerTypeBadge orderCount={null} />
      <CustomerTypeBadge orderCount={1} />
      <CustomerTypeBadge orderCount={4} />
      <CustomerTypeBadge orderCount={9} />
    </p>
  ),
};

export const DatesAndChanges: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 16 }}>
      <AdminDate value="2026-03-05T04:04:05Z" />
      <PercentChange current={150} previous={100} />
      <PercentChange current={0} previous={40} />
      <PercentChange current={7} previous={0} />
    </p>
  ),
};
