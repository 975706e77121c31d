import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { AdminReview } from './reviews-api';
import { ReviewRow } from './ReviewRow';
import './reviews.css';

const review: AdminReview = {
  _id: '00000000-0000-4000-8000-000000000001',
  rating: 4,
  review: 'Kept me warm on a windy ridge walk, and packs down small. The hood is a touch tight over a beanie.',
  firstName: 'Ava',
  lastName: 'Nguyen',
  lastUpdated: '2026-11-20T01:15:00.000Z',
  reviewImage: null,
  isActive: true,
  product: { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Summit Down Jacket' },
  userId: { _id: '00000000-0000-4000-8000-0000000000b2', firstName: 'Ava', lastName: 'Nguyen' },
};

const meta = {
  title: 'Admin/Reviews/ReviewRow',
  component: ReviewRow,
  args: { review, busy: false, onToggle: () => undefined, onDelete: () => undefined },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <table className="adm-table">
          <tbody>
            <Story />
          </tbody>
        </table>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ReviewRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};
export const NotActive: Story = { args: { review: { ...review, isActive: false, rating: 2, userId: null, firstName: 'guest', lastName: 'shopper' } } };
/** Shopper-written markup shows as the characters typed; nothing runs. */
export const HostileText: Story = {
  args: { review: { ...review, isActive: false, review: '<img src=x onerror=alert(1)>', firstName: '<b>Mallory</b>', lastName: '<script>', product: { ...review.product, name: 'Trail <i>Tee</i>' } } },
};
export const Publishing: Story = { args: { review: { ...review, isActive: false }, busy: true } };
