import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { NotFound } from './NotFound';

const meta = {
  title: 'Storefront/NotFound',
  component: NotFound,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/no-such-page']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof NotFound>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
