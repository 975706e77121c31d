import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminStores, type StoryResponder } from '../testing/storyDecorators';
import ReviewsPage from './ReviewsPage';

const base = {
  rating: 5,
  review: 'Great fit.',
  firstName: 'Mia',
  lastName: 'Chen',
  lastUpdated: '2026-11-21T03:00:00.000Z',
  reviewImage: null,
  isActive: true,
  product: { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Ridge Fleece' },
  userId: null,
};
const reviews = [
  { ...base, _id: '00000000-0000-4000-8000-000000000001', isActive: false, rating: 3, review: 'Runs a size small.' },
  { ...base, _id: '00000000-0000-4000-8000-000000000002', review: '<img src=x onerror=alert(1)>', isActive: false },
  { ...base, _id: '00000000-0000-4000-8000-000000000003', userId: { _id: '00000000-0000-4000-8000-0000000000b2', firstName: 'Mia', lastName: 'Chen' } },
];
const listed: StoryResponder = () => ({ body: { reviews, count: 60 } });

const meta = {
  title: 'Admin/Reviews/ReviewsPage',
  component: ReviewsPage,
} satisfies Meta<typeof ReviewsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = '/adminpanel/reviews';
export const List: Story = { decorators: [withAdminStores({ path: at, respond: listed })] };
export const Loading: Story = { decorators: [withAdminStores({ path: at, respond: () => 'pending' })] };
export const Empty: Story = { decorators: [withAdminStores({ path: at, respond: () => ({ body: { reviews: [], count: 0 } }) })] };
