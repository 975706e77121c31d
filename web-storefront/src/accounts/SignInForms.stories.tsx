import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SignInForm, type SignInActions, type SignInFormType } from './SignInForm';
import './account.css';
import { SignInForms } from './SignInForms';

const ok = async () => ({ ok: true as const });
const actions: SignInActions = { signIn: ok, register: ok, resendVerification: ok, requestPasswordReset: ok };

function formWith(type: SignInFormType, patch: Partial<Pick<SignInForm, 'email' | 'password' | 'errors' | 'unverified' | 'message'>> = {}): SignInForm {
  const form = new SignInForm(actions, type, () => undefined);
  Object.assign(form, patch);
  return form;
}

const meta = {
  title: 'Account/SignInForms',
  component: SignInForms,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { form: formWith('login'), onSignedIn: () => undefined },
} satisfies Meta<typeof SignInForms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
export const LoginFilled: Story = { args: { form: formWith('login', { email: 'ada@example.com', password: 'secret' }) } };
export const LoginWrongPassword: Story = {
  args: { form: formWith('login', { email: 'ada@example.com', password: 'nope', errors: { password: 'The e-mail address or password is incorrect.' } }) },
};
export const LoginUnverified: Story = {
  args: {
    form: formWith('login', {
      email: 'ada@example.com',
      password: 'secret',
      unverified: true,
      errors: { email: 'Please verify your account first: follow the link in the e-mail we sent you, or resend it.' },
    }),
  },
};
export const ResetPassword: Story = { args: { form: formWith('reset') } };
export const ResetPasswordSent: Story = {
  args: { form: formWith('reset', { email: 'ada@example.com', message: 'If an account exists for this email, we have sent you a link to reset your password. The link is valid for 1 hour.' }) },
};
export const Register: Story = { args: { form: formWith('register') } };
export const RegisterErrors: Story = {
  args: { form: formWith('register', { errors: { firstName: 'Required field', email: 'An account with this e-mail address already exists.', password2: 'Passwords must match.' } }) },
};
