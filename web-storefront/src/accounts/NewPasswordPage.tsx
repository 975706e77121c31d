import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Field, FormMessage } from './Field';
import './account.css';
import { PageShell } from '../components/PageShell';
import { NewPasswordForm, REDIRECT_DELAY_MS } from './SignInForm';
import { useStores } from '../stores/StoreContext';

/** Choose a new password with the e-mailed reset link; then /login after 3 seconds. */
export default observer(function NewPasswordPage() {
  const { userid = '', code = '' } = useParams();
  const { session } = useStores();
  const navigate = useNavigate();
  const [form] = useState(() => new NewPasswordForm((passwords) => session.setNewPassword(userid, code, passwords)));

  useEffect(() => {
    if (!form.done) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form.done, navigate]);

  if (session.isLoggedIn && !form.done) return <Navigate to="/dashboard" replace />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <PageShell title="Reset Password" className="sf-account-narrow">
      {form.codeError && (
        <FormMessage kind="error">
          {form.codeError} <Link to="/reset-password">Request a new password reset</Link>
        </FormMessage>
      )}
      {form.done ? (
        <FormMessage kind="success">Your password has been reset. You are being redirected to login page.</FormMessage>
      ) : (
        <form className="sf-account-form" onSubmit={submit} noValidate aria-label="Choose a new password">
          <Field label="New Password" type="password" autoComplete="new-password" value={form.password1} onChange={(v) => form.set('password1', v)} error={form.errors.password1} />
          <Field label="Confirm New Password" type="password" autoComplete="new-password" value={form.password2} onChange={(v) => form.set('password2', v)} error={form.errors.password2} />
          {form.errors.message && <FormMessage kind="error">{form.errors.message}</FormMessage>}
          <button type="submit" className="sf-button" disabled={!form.canSubmit}>
            Reset Password
          </button>
        </form>
      )}
    </PageShell>
  );
});
