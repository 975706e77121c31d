import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminStores } from '../testing/storyDecorators';
import { AdminHeader } from './AdminHeader';

const meta = {
  title: 'Admin/AdminHeader',
  component: AdminHeader,
  args: { title: 'Orders' },
} satisfies Meta<typeof AdminHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withAdminStores({ path: '/adminpanel/orders' })] };
export const UserMenuOpen: Story = {
  args: { title: 'Dashboard' },
  decorators: [withAdminStores({ userMenuOpen: true })],
};
