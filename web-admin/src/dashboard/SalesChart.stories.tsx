import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesChart } from './SalesChart';

const months = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const index = 2026 * 12 + 10 - (n - 1) + i;
    return { _id: { month: (index % 12) + 1, year: Math.floor(index / 12) }, total_sales: i % 5 === 3 ? 0 : 150_000 + ((i * 73_129) % 400_000) };
  });

const meta = { title: 'Admin/Dashboard/SalesChart', component: SalesChart } satisfies Meta<typeof SalesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LastSixMonths: Story = { args: { sales: months(6) } };
export const LastTwoYears: Story = { args: { sales: months(24) } };
export const NoSales: Story = { args: { sales: months(6).map((m) => ({ ...m, total_sales: 0 })) } };
