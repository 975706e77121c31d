import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RatingStars, StarPicker } from './RatingStars';

const meta = { title: 'Storefront/RatingStars', component: RatingStars, args: { rating: 4.5, count: 12 } } satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Average: Story = {};
export const FiveWithoutCount: Story = { args: { rating: 5, count: undefined } };
export const Low: Story = { args: { rating: 1.2, count: 1 } };

function PickerDemo({ withLabels }: { withLabels: boolean }) {
  const [value, setValue] = useState(0);
  return <StarPicker name="demo" legend="Your rating" value={value} onChange={setValue} withLabels={withLabels} />;
}

export const Picker: Story = { render: () => <PickerDemo withLabels={false} /> };
export const PickerWithLabels: Story = { render: () => <PickerDemo withLabels /> };
