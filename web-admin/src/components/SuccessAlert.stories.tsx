import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Link } from 'react-router-dom';
import { TimedMessage } from '../stores/TimedMessage';
import { SuccessAlert } from './SuccessAlert';

const shown = (text: string) => {
  const message = new TimedMessage();
  message.show(text, 60 * 60_000);
  return message;
};

const meta = {
  title: 'Admin/Kit/SuccessAlert',
  component: SuccessAlert,
  args: { message: shown('New category has been successfully created.') },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="adm-page">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SuccessAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
export const WithALinkBack: Story = {
  args: { message: shown('The coupon has been created.'), children: <Link to="/adminpanel/coupons">Back to coupons</Link> },
};
export const Gone: Story = { args: { message: new TimedMessage() } };
