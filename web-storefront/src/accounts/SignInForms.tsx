import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SignInForm } from './SignInForm';
import { Field, FormMessage } from './Field';

const prevent = (then: () => unknown) => (e: FormEvent) => {
  e.preventDefault();
  void then();
};

/** The login form; `onSignedIn` runs after a successful sign-in. */
export const LoginForm = observer(function LoginForm({ form, onSignedIn }: { form: SignInForm; onSignedIn: () => void }) {
  return (
    <form className="sf-account-form" onSubmit={prevent(async () => (await form.submitLogin()) && onSignedIn())} noValidate aria-label="Login">
      <h1 className="sf-account-form__title">Login</h1>
      <Field label="Email" type="email" autoComplete="email" value={form.email} onChange={(v) => form.set('email', v)} error={form.errors.email} />
      <Field label="Password" type="password" autoComplete="current-password" value={form.password} onChange={(v) => form.set('password', v)} error={form.errors.password} />
      {form.errors.message && <FormMessage kind="error">{form.errors.message}</FormMessage>}
      {form.unverified && (
        <button type="button" className="sf-button sf-button--ghost" onClick={() => void form.resend()} disabled={form.busy}>
          Resend verification
        </button>
      )}
      {form.message && <FormMessage kind="success">{form.message}</FormMessage>}
      <button type="submit" className="sf-button" disabled={!form.canLogin}>
        {form.busy ? 'Logging in…' : 'Login'}
      </button>
      <div className="sf-account-form__switch">
        <button type="button" className="sf-link-btn" onClick={() => form.show('reset')}>
          Forgot your password?
        </button>
        <button type="button" className="sf-link-btn" onClick={() => form.show('register')}>
          Don&apos;t have an account? Register
        </button>
      </div>
    </form>
  );
});

export const ResetForm = observer(function ResetForm({ form }: { form: SignInForm }) {
  return (
    <form className="sf-account-form" onSubmit={prevent(form.submitReset)} noValidate aria-label="Reset Password">
      <h1 className="sf-account-form__title">Reset Password</h1>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <Field label="Email" type="email" autoComplete="email" value={form.email} onChange={(v) => form.set('email', v)} error={form.errors.email} />
      {form.errors.message && <FormMessage kind="error">{form.errors.message}</FormMessage>}
      {form.message && <FormMessage kind="success">{form.message}</FormMessage>}
      <button type="submit" className="sf-button" disabled={form.busy || form.email.trim() === ''}>
        Reset Password
      </button>
      <div className="sf-account-form__switch">
        <button type="button" className="sf-link-btn" onClick={() => form.show('login')}>
          Back to login
        </button>
      </div>
    </form>
  );
});

export const RegisterForm = observer(function RegisterForm({ form }: { form: SignInForm }) {
  const agreementId = useId();
  return (
    <form className="sf-account-form" onSubmit={prevent(form.submitRegister)} noValidate aria-label="Register">
      <h1 className="sf-account-form__title">Register</h1>
      <Field label="First Name" autoComplete="given-name" value={form.firstName} onChange={(v) => form.set('firstName', v)} error={form.errors.firstName} />
      <Field label="Last Name" autoComplete="family-name" value={form.lastName} onChange={(v) => form.set('lastName', v)} error={form.errors.lastName} />
      <Field label="Email" type="email" autoComplete="email" value={form.email} onChange={(v) => form.set('email', v)} error={form.errors.email} />
      <Field label="Password" type="password" autoComplete="new-password" value={form.password} onChange={(v) => form.set('password', v)} error={form.errors.password} />
      <Field label="Confirm Password" type="password" autoComplete="new-password" value={form.password2} onChange={(v) => form.set('password2', v)} error={form.errors.password2} />
      <div className="sf-check">
        <input
          id={agreementId}
          type="checkbox"
          checked={form.agreement}
          onChange={(e) => form.setAgreement(e.target.checked)}
          aria-invalid={form.errors.agreement ? true : undefined}
          aria-describedby={form.errors.agreement ? `${agreementId}-error` : undefined}
        />
        <label htmlFor={agreementId}>
          I agree to the <Link to="/termsofuse">Terms of Use</Link> and <Link to="/privacypolicy">Privacy Policy</Link>
        </label>
      </div>
      {form.errors.agreement && (
        <p id={`${agreementId}-error`} className="sf-field__error">
          {form.errors.agreement}
        </p>
      )}
      {form.errors.message && <FormMessage kind="error">{form.errors.message}</FormMessage>}
      {form.message && <FormMessage kind="success">{form.message}</FormMessage>}
      <button type="submit" className="sf-button" disabled={form.busy}>
        Register
      </button>
      <div className="sf-account-form__switch">
        <button type="button" className="sf-link-btn" onClick={() => form.show('login')}>
          Already have an account? Login
        </button>
      </div>
    </form>
  );
});

/** Whichever of the three forms the sign-in screen shows. */
export const SignInForms = observer(function SignInForms({ form, onSignedIn }: { form: SignInForm; onSignedIn: () => void }) {
  if (form.formType === 'reset') return <ResetForm form={form} />;
  if (form.formType === 'register') return <RegisterForm form={form} />;
  return <LoginForm form={form} onSignedIn={onSignedIn} />;
});
