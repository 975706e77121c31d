import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnalyticsList } from './AnalyticsList';

const meta = { title: 'Admin/Dashboard/AnalyticsList', component: AnalyticsList } satisfies Meta<typeof AnalyticsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cities: Story = {
  args: {
    title: 'Cities',
    items: [
      { name: 'Melbourne, Australia', count: 210 },
      { name: 'Sydney, Australia', count: 120 },
      { name: '(not set)', count: 9 },
      { name: '<img src=x onerror=alert(1)>', count: 1 },
    ],
  },
};
export const Empty: Story = { args: { title: 'Regions', items: [] } };
