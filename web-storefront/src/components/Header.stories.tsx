import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_CART, withStores } from '../testing/storyDecorators';
import { Header } from './Header';

const meta = {
  title: 'Storefront/Header',
  component: Header,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = { decorators: [withStores()] };
export const LoggedIn: Story = { decorators: [withStores({ loggedIn: true })] };
export const WithCartItems: Story = { decorators: [withStores({ cart: SAMPLE_CART, path: '/shop' })] };
export const Narrow: Story = {
  decorators: [withStores({ cart: SAMPLE_CART })],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
