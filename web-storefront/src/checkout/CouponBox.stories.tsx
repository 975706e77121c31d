import type { Meta, StoryObj } from '@storybook/react-vite';
import { minimumSpendMessage } from '../../../domain/index.js';
import { CouponBox } from './CouponBox';

const coupon = { _id: 'c1', code: 'SAVE10', amount: 10, isPercent: true, minimumSpend: 50, expireDate: '2099-01-01', categories: [] };

const meta = {
  title: 'Checkout/CouponBox',
  component: CouponBox,
  args: { code: '', onCodeChange: () => undefined, onApply: () => undefined, onRemove: () => undefined, applied: null, discountCents: 0, error: '', minimumMessage: '' },
} satisfies Meta<typeof CouponBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typed: Story = { args: { code: 'SAVE10' } };

export const Error: Story = { args: { code: 'OLD', error: 'This coupon has expired.' } };

export const Applied: Story = { args: { applied: coupon, discountCents: 1299 } };

export const BelowMinimum: Story = { args: { applied: coupon, minimumMessage: minimumSpendMessage(5000) } };
