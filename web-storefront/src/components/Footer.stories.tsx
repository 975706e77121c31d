import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { NewsletterForm } from '../engagement/NewsletterForm';
import { storyStore } from '../testing/storyDecorators';
import { Footer } from './Footer';

const meta = {
  title: 'Storefront/Footer',
  component: Footer,
  args: { year: 2026, newsletter: new NewsletterForm(storyStore().engagementApi) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const HelpCentre: Story = { args: { variant: 'copyright' } };
