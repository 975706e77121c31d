import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Admin/SideMenu',
  component: SideMenu,
  decorators: [
    (Story, context) => (
      <MemoryRouter initialEntries={[String(context.parameters.path ?? '/adminpanel')]}>
        <div className="adm-sidebar" style={{ width: 232 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DashboardActive: Story = {};
export const OrdersActive: Story = { parameters: { path: '/adminpanel/orders/abc123' } };
