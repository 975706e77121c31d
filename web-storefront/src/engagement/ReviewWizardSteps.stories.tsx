import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewWizard, type ReviewStep } from './ReviewWizard';
import { storyStore } from '../testing/storyDecorators';
import { ReviewWizardBody } from './ReviewWizardSteps';

function wizardAt(step: ReviewStep, setup: (w: ReviewWizard) => void = () => undefined): ReviewWizard {
  const wizard = new ReviewWizard(storyStore().engagementApi, 'p1');
  wizard.rating = 5;
  wizard.step = step;
  setup(wizard);
  return wizard;
}

const meta = {
  title: 'Storefront/ReviewWizard',
  component: ReviewWizardBody,
  args: { wizard: wizardAt('rating') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewWizardBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rating: Story = {};
export const PhotoSkip: Story = { args: { wizard: wizardAt('photo') } };
export const PhotoWrongType: Story = { args: { wizard: wizardAt('photo', (w) => (w.errors = { reviewImage: 'Please choose a PNG or JPEG image.' })) } };
export const Text: Story = { args: { wizard: wizardAt('review', (w) => (w.errors = { review: 'Required field' })) } };
export const AboutYou: Story = {
  args: { wizard: wizardAt('about', (w) => (w.errors = { firstName: 'Required field', lastName: 'Required field', email: 'Required field' })) },
};
export const Thanks: Story = { args: { wizard: wizardAt('thanks') } };
