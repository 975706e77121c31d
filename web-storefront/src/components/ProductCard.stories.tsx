import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { sampleProduct } from '../testing/catalogFixtures';
import { ProductCard } from './ProductCard';

const NOW = Date.UTC(2026, 10, 25);

const meta = {
  title: 'Storefront/ProductCard',
  component: ProductCard,
  args: { product: sampleProduct(), now: NOW },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 280 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithReviews: Story = { args: { product: sampleProduct({ rating: 4.5, reviewCount: 12 }) } };
export const OnSale: Story = { args: { product: sampleProduct({ price: 39.95, originalPrice: 59.95 }) } };
export const NewArrival: Story = { args: { product: sampleProduct({ created_at: '2026-11-01T00:00:00.000Z', rating: 5, reviewCount: 1 }) } };
