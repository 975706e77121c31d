import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderSummary } from './OrderSummary';
import { STORY_LINES } from './story-data';
import { summaryLinesFromCart } from './summary-lines';

const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  args: { lines: summaryLinesFromCart(STORY_LINES), subtotalCents: 12995, discountCents: 0, shippingCents: null, totalCents: 12995 },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtCheckout: Story = {};

export const WithCouponAndShipping: Story = { args: { discountCents: 1300, shippingCents: 1500, totalCents: 13195 } };

export const Confirmation: Story = {
  args: { title: 'Your order', discountCents: 1300, shippingCents: 0, totalCents: 11695, gstCents: 1063, donationCents: 1170 },
};
