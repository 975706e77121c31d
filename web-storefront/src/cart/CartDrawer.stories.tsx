import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_CART, withStores } from '../testing/storyDecorators';
import { CartDrawer } from './CartDrawer';

const meta = { title: 'Storefront/CartDrawer', component: CartDrawer } satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { decorators: [withStores({ cartOpen: true })] };
export const WithItems: Story = { decorators: [withStores({ cartOpen: true, cart: SAMPLE_CART })] };
