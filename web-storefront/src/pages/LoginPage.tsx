import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../components/icons';
import { Logo } from '../components/Logo';
import { PageShell } from '../components/PageShell';

export default function LoginPage() {
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
      <PageShell title="Login">
        <p>Sign in, register or reset your password.</p>
      </PageShell>
    </div>
  );
}
