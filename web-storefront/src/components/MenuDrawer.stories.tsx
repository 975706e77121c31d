import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStores } from '../testing/storyDecorators';
import { MenuDrawer } from './MenuDrawer';

const meta = { title: 'Storefront/MenuDrawer', component: MenuDrawer } satisfies Meta<typeof MenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = { decorators: [withStores({ menuOpen: true })] };
export const LoggedIn: Story = { decorators: [withStores({ menuOpen: true, loggedIn: true })] };
