import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useQueryFilters } from './useQueryFilters';

const DEFAULTS = { filter: 'newest', orderStatus: 'All', query: '' };
const ALLOWED = { filter: ['newest', 'oldest'], orderStatus: ['All', 'Confirmed', 'Processing', 'Cancelled'] };

/** A list's filter bar whose values live in the query string: the link below opens the same list. */
function FilterBar() {
  const [filters, setFilters] = useQueryFilters(DEFAULTS, ALLOWED);
  const { search } = useLocation();
  return (
    <div className="adm-page adm-form">
      <div className="adm-field">
        <label htmlFor="story-filter">Date</label>
        <select id="story-filter" value={filters.filter} onChange={(e) => setFilters({ ...filters, filter: e.target.value })}>
          <option value="newest">Newest</option>
          <option value="oldest">Oldest</option>
        </select>
      </div>
      <div className="adm-field">
        <label htmlFor="story-status">Order status</label>
        <select id="story-status" value={filters.orderStatus} onChange={(e) => setFilters({ ...filters, orderStatus: e.target.value })}>
          {ALLOWED.orderStatus.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      <div className="adm-field">
        <label htmlFor="story-query">Search</label>
        <input id="story-query" value={filters.query} onChange={(e) => setFilters({ ...filters, query: e.target.value })} />
      </div>
      <p className="adm-form__note">
        Link of this list: <code>/adminpanel/orders{search}</code>
      </p>
    </div>
  );
}

const meta = {
  title: 'Admin/Kit/QueryFilters',
  component: FilterBar,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/adminpanel/orders']}>
        <Story />
      </MemoryRouter>
    ),
  ],
};
export const OpenedFromASharedLink: Story = {
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/adminpanel/orders?filter=oldest&orderStatus=Confirmed&query=ss12&junk=1']}>
        <Story />
      </MemoryRouter>
    ),
  ],
};
