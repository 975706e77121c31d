import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestAuthenticationDialog } from './TestAuthenticationDialog';

const meta = {
  title: 'Checkout/TestAuthenticationDialog',
  component: TestAuthenticationDialog,
  args: { open: true, onAnswer: () => undefined },
} satisfies Meta<typeof TestAuthenticationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
