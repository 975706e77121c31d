import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountryMap } from './CountryMap';

const meta = { title: 'Admin/Dashboard/CountryMap', component: CountryMap } satisfies Meta<typeof CountryMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sessions: Story = {
  args: {
    data: [
      { country: 'Australia', code: 'AU', count: 420 },
      { country: 'New Zealand', code: 'NZ', count: 80 },
      { country: 'United States', code: 'US', count: 45 },
      { country: 'United Kingdom', code: 'GB', count: 20 },
      { country: 'Germany', code: 'DE', count: 4 },
    ],
  },
};
export const NoSessions: Story = { args: { data: [] } };
