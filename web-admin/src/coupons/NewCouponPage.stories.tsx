import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyStore, withAdminStores } from '../testing/storyDecorators';
import NewCouponPage from './NewCouponPage';

/** A form filled in and, optionally, the server's answer to Create. */
function formState(answer?: 'errors' | 'created' | 'saving') {
  const store = storyStore({
    respond: () =>
      answer === 'saving'
        ? 'pending'
        : answer === 'errors'
          ? {
              status: 400,
              body: {
                code: 'A coupon with the code WINTER20 already exists.',
                amount: 'A percentage discount cannot be more than 100.',
                minimumSpend: 'Minimum spend must be 0 or more, with at most 2 decimals.',
                expireDate: 'Expiry date must be later than today.',
              },
            }
          : { status: 201, body: { coupon: { _id: 'x', code: 'Winter20', expireDate: '2099-12-31', amount: 20, isActive: true, isPercent: true, minimumSpend: 0, isOneTime: true, categories: [] } } },
  });
  const page = store.coupons.newCoupon;
  page.form.set('code', 'Winter20');
  page.form.set('amount', '20');
  page.form.set('minimumSpend', '50');
  page.form.set('expireDate', '2099-12-31');
  page.form.set('isOneTime', true);
  page.toggleCategory('marble');
  if (answer) void page.submit();
  return store;
}

const meta = {
  title: 'Admin/Coupons/NewCouponPage',
  component: NewCouponPage,
} satisfies Meta<typeof NewCouponPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = '/adminpanel/coupons/newCoupon';
export const Empty: Story = { decorators: [withAdminStores({ path: at })] };
export const Filled: Story = { decorators: [withAdminStores({ path: at, store: formState() })] };
export const WithErrors: Story = { decorators: [withAdminStores({ path: at, store: formState('errors') })] };
export const Creating: Story = { decorators: [withAdminStores({ path: at, store: formState('saving') })] };
export const Created: Story = { decorators: [withAdminStores({ path: at, store: formState('created') })] };
