import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminStores, type StoryResponder } from '../testing/storyDecorators';
import CouponsPage from './CouponsPage';

const base = { isPercent: true, minimumSpend: 0, isOneTime: false, categories: [] as string[], isActive: true };
const coupons = [
  { ...base, _id: '00000000-0000-4000-8000-000000000001', code: 'SUMMER25', expireDate: '2027-02-28', amount: 25 },
  { ...base, _id: '00000000-0000-4000-8000-000000000002', code: 'welcome-jess', expireDate: '2027-01-15', amount: 10, isOneTime: true, isActive: false },
  { ...base, _id: '00000000-0000-4000-8000-000000000003', code: 'MARBLE15', expireDate: '2026-12-31', amount: 15, isPercent: false, minimumSpend: 80, categories: ['marble', 'sale'] },
];
const listed: StoryResponder = () => ({ body: { coupons, count: 45 } });

const meta = {
  title: 'Admin/Coupons/CouponsPage',
  component: CouponsPage,
} satisfies Meta<typeof CouponsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = '/adminpanel/coupons';
export const List: Story = { decorators: [withAdminStores({ path: at, respond: listed })] };
export const Loading: Story = { decorators: [withAdminStores({ path: at, respond: () => 'pending' })] };
export const Empty: Story = { decorators: [withAdminStores({ path: at, respond: () => ({ body: { coupons: [], count: 0 } }) })] };
export const Failed: Story = { decorators: [withAdminStores({ path: at, respond: () => ({ status: 500, body: { message: 'Something went wrong.' } }) })] };
