import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormState } from '../stores/FormState';
import { AdminForm } from './AdminForm';
import { TextField, YesNoField } from './fields';

function formWith(state: { name?: string; errors?: Record<string, string>; formError?: string; saving?: boolean }) {
  const form = new FormState({ name: '', code: '', isVisible: true });
  if (state.name) form.set('name', state.name);
  if (state.errors || state.formError) form.fail(state.errors ?? {}, state.formError ?? null);
  if (state.saving) void form.save(() => new Promise(() => {}));
  return form;
}

function Example({ form }: { form: FormState<{ name: string; code: string; isVisible: boolean }> }) {
  return (
    <div className="adm-page">
      <AdminForm form={form} label="Example form" onSubmit={() => console.info('submit', form.values)}>
        <p className="adm-form__note">All fields are required. The form is case sensitive.</p>
        <TextField form={form} name="name" label="Name" />
        <TextField form={form} name="code" label="Code" />
        <YesNoField form={form} name="isVisible" legend="Visibility" yes="Visible" no="Hidden" />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={form.saving}>
            {form.saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </AdminForm>
    </div>
  );
}

const meta = {
  title: 'Admin/Kit/AdminForm',
  component: Example,
  args: { form: formWith({}) },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithFieldErrors: Story = {
  args: { form: formWith({ name: 'Tops', errors: { name: 'A category named Tops already exists.', isVisible: 'Choose whether it is visible.' } }) },
};
export const WithAFormWideError: Story = { args: { form: formWith({ name: 'Tops', formError: 'Something went wrong. Please try again.' }) } };
export const Saving: Story = { args: { form: formWith({ name: 'Tops', saving: true }) } };
