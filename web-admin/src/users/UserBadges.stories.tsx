import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserBadges } from './UserBadges';

const customer = { isAdmin: false, isActive: true, registeredUser: true, sendOffers: true };

const meta = { title: 'Admin/Users/UserBadges', component: UserBadges, args: { user: customer } } satisfies Meta<typeof UserBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveSubscriber: Story = {};
export const Guest: Story = { args: { user: { isAdmin: false, isActive: false, registeredUser: false, sendOffers: false } } };
export const NotActive: Story = { args: { user: { ...customer, isActive: false, sendOffers: false } } };
export const Administrator: Story = { args: { user: { isAdmin: true, isActive: true, registeredUser: true, sendOffers: false } } };
