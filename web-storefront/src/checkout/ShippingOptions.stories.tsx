import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { shippingOptionsFor } from '../../../domain/index.js';
import { ShippingOptions } from './ShippingOptions';

const meta = {
  title: 'Checkout/ShippingOptions',
  component: ShippingOptions,
  args: { options: shippingOptionsFor('Australia', 6000), selected: null, onSelect: () => undefined },
} satisfies Meta<typeof ShippingOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DomesticUnder100: Story = {};

export const DomesticOver100: Story = { args: { options: shippingOptionsFor('Australia', 12000), selected: 'free-shipping' } };

export const International: Story = { args: { options: shippingOptionsFor('United Kingdom', 8000) } };

function InteractiveOptions(props: Parameters<typeof ShippingOptions>[0]) {
  const [selected, setSelected] = useState<string | null>(null);
  return <ShippingOptions {...props} selected={selected} onSelect={setSelected} />;
}

export const Interactive: Story = { render: (args) => <InteractiveOptions {...args} /> };
