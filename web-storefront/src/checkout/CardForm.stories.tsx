import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardForm } from './CardForm';

const meta = {
  title: 'Checkout/CardForm',
  component: CardForm,
  args: { card: { number: '', expiry: '', cvc: '' }, onChange: () => undefined, error: '', testMode: true },
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TestMode: Story = {};

export const Filled: Story = { args: { card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } } };

export const Declined: Story = { args: { card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' }, error: 'Your card was declined.' } };

export const Processing: Story = { args: { card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, disabled: true } };
