import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeedbackForm } from '../engagement/FeedbackForm';
import { NewsletterForm } from '../engagement/NewsletterForm';
import { storyStore, withStores } from '../testing/storyDecorators';
import { SizeGuideModal } from '../catalog/SizeGuideModal';
import { FeedbackFormView } from '../engagement/FeedbackModal';
import { Modal } from './Modal';
import { WelcomeContent } from '../engagement/WelcomeModal';

const noop = () => undefined;

const meta = { title: 'Storefront/Modals', component: Modal, decorators: [withStores()] } satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SizeGuide: Story = {
  args: { title: 'Size Guide', open: true, onClose: noop, children: null },
  render: () => <SizeGuideModal open onClose={noop} />,
};

export const Welcome: Story = {
  args: { title: 'Welcome to Soul Searching', open: true, onClose: noop, children: null },
  render: (args) => (
    <Modal {...args} size="small">
      <WelcomeContent form={new NewsletterForm(storyStore().engagementApi)} />
    </Modal>
  ),
};

function welcomeDone(): NewsletterForm {
  const form = new NewsletterForm(storyStore().engagementApi);
  form.done = true;
  return form;
}

export const WelcomeSubscribed: Story = {
  args: { title: 'Welcome to Soul Searching', open: true, onClose: noop, children: null },
  render: (args) => (
    <Modal {...args} size="small">
      <WelcomeContent form={welcomeDone()} />
    </Modal>
  ),
};

function feedbackWithErrors(): FeedbackForm {
  const form = new FeedbackForm(storyStore().engagementApi);
  form.errors = { stars: 'Please choose a rating.', email: 'Invalid email' };
  return form;
}

export const Feedback: Story = {
  args: { title: 'Send Us Feedback', open: true, onClose: noop, children: null },
  render: (args) => (
    <Modal {...args} size="small">
      <FeedbackFormView form={new FeedbackForm(storyStore().engagementApi)} />
    </Modal>
  ),
};

export const FeedbackErrors: Story = {
  args: { title: 'Send Us Feedback', open: true, onClose: noop, children: null },
  render: (args) => (
    <Modal {...args} size="small">
      <FeedbackFormView form={feedbackWithErrors()} />
    </Modal>
  ),
};
