import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressFormState } from './AddressForm';
import { withStores } from '../testing/storyDecorators';
import './account.css';
import { AddressFormView } from './AddressFormView';

function formWith(patch: (f: AddressFormState) => void): AddressFormState {
  const form = new AddressFormState();
  patch(form);
  return form;
}

const meta = {
  title: 'Account/AddressForm',
  component: AddressFormView,
  decorators: [withStores({ loggedIn: true })],
  args: { form: new AddressFormState(), hasAddresses: false, onSubmit: () => undefined },
} satisfies Meta<typeof AddressFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstAddress: Story = {};
export const WithSetAsDefault: Story = { args: { hasAddresses: true } };
export const NewZealandRegion: Story = { args: { form: formWith((f) => f.set('country', 'New Zealand')) } };
export const UnitedKingdomNoRegion: Story = { args: { form: formWith((f) => f.set('country', 'United Kingdom')) } };
export const Editing: Story = {
  args: {
    hasAddresses: true,
    onCancel: () => undefined,
    form: formWith((f) => f.edit({ _id: 'a1', streetAdress: '1 Collins St', city: 'Melbourne', region: 'VIC', zipCode: '3000', country: 'Australia', addressType: 'default' })),
  },
};
export const ServerErrors: Story = {
  args: { form: formWith((f) => (f.errors = { streetAdress: 'Required field', zipCode: 'Please enter a valid postcode.' })) },
};
