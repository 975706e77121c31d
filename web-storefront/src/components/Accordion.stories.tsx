import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { FAQ_GROUPS } from '../content/faqs';
import { Accordion } from './Accordion';

const meta = {
  title: 'Storefront/Accordion',
  component: Accordion,
  args: { items: FAQ_GROUPS[2]?.items ?? [] },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneOpenAtATime: Story = {};
export const Independent: Story = { args: { single: false } };
