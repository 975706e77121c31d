import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminStores } from '../testing/storyDecorators';
import { SummaryCards } from './SummaryCards';

const figures: Record<string, unknown> = {
  '/api/admin/revenueDetails': { todaysTotal: 123450, yesterdayTotal: 82300, totalOrdersToday: 7, totalOrdersYesterday: 9 },
  '/api/admin/getTotalUserDetails': { totalCount: 120, weeklyCount: 12 },
};

const meta = { title: 'Admin/Dashboard/SummaryCards', component: SummaryCards } satisfies Meta<typeof SummaryCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures read; the live channel is not open (stories have no stream), so it says offline. */
export const Figures: Story = { decorators: [withAdminStores({ respond: (r) => ({ body: figures[r.url] ?? {} }) })] };
export const Loading: Story = { decorators: [withAdminStores({ respond: () => 'pending' })] };
