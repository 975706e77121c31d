import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminStores, type StoryResponder } from '../testing/storyDecorators';
import UsersPage from './UsersPage';

const users = [
  { firstName: 'Ada', lastName: 'Lovelace', isAdmin: true, registeredUser: true, isActive: true, sendOffers: false },
  { firstName: 'Grace', lastName: 'Hopper', isAdmin: false, registeredUser: true, isActive: false, sendOffers: true },
  { firstName: 'Guest', lastName: '', isAdmin: false, registeredUser: false, isActive: false, sendOffers: true },
].map((u, i) => ({
  _id: `00000000-0000-4000-8000-00000000000${i + 1}`,
  email: `${u.firstName.toLowerCase()}@example.com`,
  dateCreated: '2026-11-20T01:00:00.000Z',
  lastLogin: i === 0 ? '2026-11-27T23:00:00.000Z' : null,
  orderCount: i * 3,
  ...u,
}));

const listed: StoryResponder = () => ({ body: { users, count: 40 } });

const meta = { title: 'Admin/Users/UsersPage', component: UsersPage } satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { decorators: [withAdminStores({ path: '/adminpanel/users', respond: listed })] };
export const Loading: Story = { decorators: [withAdminStores({ path: '/adminpanel/users', respond: () => 'pending' })] };
export const Empty: Story = { decorators: [withAdminStores({ path: '/adminpanel/users?query=nobody', respond: () => ({ body: { users: [], count: 0 } }) })] };
