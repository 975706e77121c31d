import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartTable } from './CartTable';
import { CartWarnings } from './CartWarnings';
import { FreeShippingBar } from './FreeShippingBar';
import { STORY_LINES } from './story-data';

const meta = {
  title: 'Checkout/CartTable',
  component: CartTable,
  args: { lines: STORY_LINES, onIncrease: () => undefined, onDecrease: () => undefined, onRemove: () => undefined },
} satisfies Meta<typeof CartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Busy: Story = { args: { busy: true } };

export const WithWarningsAndProgress: Story = {
  render: (args) => (
    <div>
      <CartWarnings warnings={[{ product: 'Organic Trail Tee', definition: 'Only 2 left in stock: the quantity was reduced.' }]} />
      <CartTable {...args} />
      <FreeShippingBar subtotalCents={12995} />
      <FreeShippingBar subtotalCents={6000} />
    </div>
  ),
};
