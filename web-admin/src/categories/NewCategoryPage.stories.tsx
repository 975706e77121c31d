import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyStore, withAdminStores } from '../testing/storyDecorators';
import NewCategoryPage from './NewCategoryPage';

/** A form with `name` typed and, optionally, the answer of a Create. */
function formState(name: string, answer?: 'taken' | 'created' | 'saving') {
  const store = storyStore({
    respond: () =>
      answer === 'saving'
        ? 'pending'
        : answer === 'taken'
          ? { status: 409, body: { name: `A category named ${name} already exists.` } }
          : { status: 201, body: { category: { _id: 'x', name, isVisible: true } } },
  });
  const page = store.categories.newCategory;
  page.form.set('name', name);
  if (answer) void page.submit();
  return store;
}

const meta = {
  title: 'Admin/Categories/NewCategoryPage',
  component: NewCategoryPage,
} satisfies Meta<typeof NewCategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = '/adminpanel/categories/newCategory';
export const Empty: Story = { decorators: [withAdminStores({ path: at })] };
export const Typed: Story = { decorators: [withAdminStores({ path: at, store: formState('Trail Running') })] };
export const NameTaken: Story = { decorators: [withAdminStores({ path: at, store: formState('tops', 'taken') })] };
export const Creating: Story = { decorators: [withAdminStores({ path: at, store: formState('Trail Running', 'saving') })] };
export const Created: Story = { decorators: [withAdminStores({ path: at, store: formState('Trail Running', 'created') })] };
