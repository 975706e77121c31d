import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { isPlausibleCode, MIN_CODE_LENGTH } from '../../../domain/account.js';
import './account.css';
import { NotFound } from '../components/NotFound';
import { PageLoading } from '../components/Layout';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { REDIRECT_DELAY_MS } from './SignInForm';
import { useStores } from '../stores/StoreContext';

/** Verifies the account of the e-mailed link, then sends the customer to /login after 3 seconds. */
export default function VerifyAccountPage() {
  const { code = '' } = useParams();
  const { session } = useStores();
  const navigate = useNavigate();
  const [state, setState] = useState<'checking' | 'verified' | 'failed'>('checking');
  useDocumentTitle('Verify Account');
  const tooShort = code.length < MIN_CODE_LENGTH;

  useEffect(() => {
    if (tooShort) return;
    let cancelled = false;
    const verify = isPlausibleCode(code) ? session.verifyAccount(code) : Promise.resolve({ ok: false as const });
    void verify.then((outcome) => {
      if (!cancelled) setState(outcome.ok ? 'verified' : 'failed');
    });
    return () => {
      cancelled = true;
    };
  }, [code, tooShort, session]);

  useEffect(() => {
    if (state !== 'verified') return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  if (tooShort) return <Navigate to="/" replace />;
  if (state === 'failed') return <NotFound />;
  if (state === 'checking') return <PageLoading />;
  return (
    <section className="sf-page sf-account-message">
      <h1 className="sf-page__title">Thank you for signing up !</h1>
      <p role="status">Congratulations, your account has been verified. You are being redirected to login page.</p>
    </section>
  );
}
