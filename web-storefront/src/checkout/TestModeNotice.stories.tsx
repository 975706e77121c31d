import type { Meta, StoryObj } from '@storybook/react-vite';
import './checkout.css';
import { TEST_ORDER_NOTICE, TestModeNotice } from './TestModeNotice';

const meta = {
  title: 'Checkout/TestModeNotice',
  component: TestModeNotice,
} satisfies Meta<typeof TestModeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above every checkout step while no payment provider is configured. */
export const CheckoutStep: Story = {};

/** On the confirmation of an order placed in test mode. */
export const TestOrder: Story = { args: { text: TEST_ORDER_NOTICE } };
