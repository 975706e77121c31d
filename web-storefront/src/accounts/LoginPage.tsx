import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SignInForms } from './SignInForms';
import { useSignInForm } from './useSignInForm';
import './account.css';
import { ArrowLeftIcon } from '../components/icons';
import { Logo } from '../components/Logo';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useStores } from '../stores/StoreContext';

/** The sign-in screen: login, reset-password and register forms. /reset-password opens it on the reset form. */
export default observer(function LoginPage() {
  const { session } = useStores();
  const { pathname } = useLocation();
  const { form, goHome } = useSignInForm(/^\/reset-password\/?$/i.test(pathname) ? 'reset' : 'login');
  useDocumentTitle(form.formType === 'register' ? 'Register' : form.formType === 'reset' ? 'Reset Password' : 'Login');
  const live = session.isLoggedIn && session.isLive();
  // A stored live token skips the login and reset forms.
  useEffect(() => {
    if (live && form.formType !== 'register') goHome();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  return (
    <div className="sf-login">
      <div className="sf-login__top">
        <Link to="/shop" className="sf-icon-btn" aria-label="Back to shop">
          <ArrowLeftIcon />
        </Link>
        <Link to="/" className="sf-header__logo">
          <Logo />
        </Link>
      </div>
      <div className="sf-login__panel">
        <SignInForms form={form} onSignedIn={goHome} />
      </div>
    </div>
  );
});
