import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SignInForm, type SignInFormType } from './SignInForm';
import { useStores } from '../stores/StoreContext';
import { goToAdminPanel } from './CustomerGuard';

/**
 * The sign-in screen's forms (login, reset-password, register) wired to the stores, and where a
 * signed-in user goes next: /adminpanel for an administrator, /dashboard for a customer (once).
 */
export function useSignInForm(initial: SignInFormType): { form: SignInForm; goHome: () => void } {
  const { session, account } = useStores();
  const navigate = useNavigate();
  const [form] = useState(
    () =>
      new SignInForm(
        {
          signIn: account.signIn,
          register: session.register,
          resendVerification: session.resendVerification,
          requestPasswordReset: session.requestPasswordReset,
        },
        initial,
      ),
  );
  const leaving = useRef(false);
  // Sign-in and the live-token check can both ask at once: leave only once.
  const goHome = () => {
    if (leaving.current) return;
    leaving.current = true;
    if (account.home === '/adminpanel') goToAdminPanel();
    else navigate('/dashboard', { replace: true });
  };
  return { form, goHome };
}
