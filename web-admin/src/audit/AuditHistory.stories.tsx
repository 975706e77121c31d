import type { Meta, StoryObj } from '@storybook/react-vite';
import { PagedList } from '../stores/PagedList';
import type { AuditEntry, AuditRecordKey } from './audit-api';
import { AuditHistory } from './AuditHistory';

const ID = '00000000-0000-4000-8000-000000000001';
const entries: AuditEntry[] = [
  {
    _id: '3',
    at: '2026-11-25T03:10:00.000Z',
    actor: { _id: 'a', email: 'jess@example.com' },
    action: 'product.changed',
    entityType: 'product',
    entityId: ID,
    before: { price: 49.95 },
    after: { price: 44.95 },
  },
  {
    _id: '2',
    at: '2026-11-24T22:00:00.000Z',
    actor: { _id: 'a', email: 'jess@example.com' },
    action: 'product.changed',
    entityType: 'product',
    entityId: ID,
    before: { isVisible: true },
    after: { isVisible: false },
  },
  {
    _id: '1',
    at: '2026-11-20T01:00:00.000Z',
    actor: { _id: 'b', email: 'sam@example.com' },
    action: 'product.created',
    entityType: 'product',
    entityId: ID,
    before: null,
    after: { name: 'Merino Beanie', price: 49.95, category: 'headwear' },
  },
];

function history(answer: { entries: AuditEntry[]; count: number } | 'pending'): PagedList<AuditEntry, AuditRecordKey> {
  const list = new PagedList<AuditEntry, AuditRecordKey>(() => (answer === 'pending' ? new Promise(() => {}) : Promise.resolve({ items: answer.entries, count: answer.count })), {
    entityType: 'product',
    entityId: ID,
  });
  void list.reload();
  return list;
}

const meta = {
  title: 'Admin/Audit/AuditHistory',
  component: AuditHistory,
  args: { history: history({ entries, count: 23 }) },
  decorators: [
    (Story) => (
      <div className="adm-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuditHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMore: Story = {};
export const Loading: Story = { args: { history: history('pending') } };
export const NothingYet: Story = { args: { history: history({ entries: [], count: 0 }) } };
