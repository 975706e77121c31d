import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListState } from './ListState';
import { LoadMore } from './LoadMore';

const rows = (
  <table className="adm-table">
    <tbody>
      <tr>
        <td>Tops</td>
      </tr>
      <tr>
        <td>Headwear</td>
      </tr>
    </tbody>
  </table>
);
const noRows = <></>;

const meta = {
  title: 'Admin/Kit/ListState',
  component: ListState,
  args: { loadingText: 'Please wait. Products are being fetched.', emptyText: 'No results found.', children: noRows, list: { loading: false, error: null, isEmpty: false } },
  decorators: [
    (Story) => (
      <div className="adm-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { list: { loading: true, error: null, isEmpty: false } } };
export const Empty: Story = { args: { list: { loading: false, error: null, isEmpty: true } } };
export const Failed: Story = { args: { list: { loading: false, error: 'Something went wrong. Please try again.', isEmpty: false }, onRetry: () => console.info('retry') } };
export const WithRowsAndLoadMore: Story = {
  args: { children: rows },
  render: (args) => (
    <>
      <ListState {...args} />
      <LoadMore list={{ hasMore: true, loading: false, loadMore: async () => console.info('load more') }} />
    </>
  ),
};
export const LoadingMore: Story = {
  args: { children: rows, list: { loading: true, error: null, isEmpty: false } },
  render: (args) => (
    <>
      <ListState {...args} />
      <LoadMore list={{ hasMore: true, loading: true, loadMore: async () => undefined }} />
    </>
  ),
};
