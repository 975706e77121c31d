import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './StatCard';

const meta = { title: 'Admin/Dashboard/StatCard', component: StatCard } satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = { args: { label: "Today's sales", value: '$1,234.50 AUD', change: 50, changeLabel: 'vs yesterday' } };
export const Falling: Story = { args: { label: "Today's orders", value: '2', change: -34, changeLabel: 'vs yesterday' } };
export const Unchanged: Story = { args: { label: 'Total active users', value: '120', change: 0, changeLabel: 'joined this week' } };
export const NoComparison: Story = { args: { label: "Yesterday's sales", value: '$980.00 AUD' } };
