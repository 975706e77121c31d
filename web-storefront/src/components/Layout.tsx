import { shopAnalytics } from '../analytics/analytics-api';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { toServerLines } from '../cart/CartSync';
import { useStores } from '../stores/StoreContext';
import { NewsletterForm } from '../engagement/NewsletterForm';
import { CartDrawer } from '../cart/CartDrawer';
import { FeedbackTab } from '../engagement/FeedbackModal';
import { Footer } from './Footer';
import { Header } from './Header';
import { MenuDrawer } from './MenuDrawer';
import { WelcomeModal } from '../engagement/WelcomeModal';
import { ConsentBanner } from '../consent/ConsentBanner';
import '../styles/shop.css';

/** Paths where the header (and banner) is hidden. */
export function hidesHeader(pathname: string): boolean {
  return /^\/(checkout|login|reset-password)\/?$/i.test(pathname); // /reset-password is the sign-in screen on its reset form
}

/** Paths where the footer shows only its copyright line. */
export function showsCopyrightOnly(pathname: string): boolean {
  return /^\/help-centre(\/|$)/i.test(pathname);
}

export function PageLoading() {
  return (
    <div className="sf-loading" role="status">
      <span className="sf-spinner" aria-hidden="true" />
      <span className="sf-visually-hidden">Loading…</span>
    </div>
  );
}

const SESSION_CHECK_MS = 60_000;

/** Renders nothing; says when the page beside it in its Suspense boundary is hydrated (or rendered) and live. */
function PageLive({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

export const Layout = observer(function Layout() {
  const { pathname } = useLocation();
  const { session, ui, engagementApi, cart, consent } = useStores();
  const [newsletter] = useState(() => new NewsletterForm(engagementApi, () => toServerLines(cart.lines)));

  useEffect(() => {
    ui.closeAll();
    session.checkExpiry();
    window.scrollTo(0, 0);
    shopAnalytics.track('PageView', pathname);
  }, [pathname, session, ui]);

  useEffect(() => {
    void consent.load();
  }, [consent]);

  useEffect(() => {
    const timer = setInterval(() => session.checkExpiry(), SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [session]);

  const withHeader = !hidesHeader(pathname);
  return (
    // A server-rendered page is inert until React has hydrated it: a tap or a typed word before then would
    // reach a form with no handler yet (a native submit reloading the page, a typed value React overwrites).
    <div className="sf-app" inert={!ui.live}>
      <a className="sf-skip-link" href="#main">
        Skip to content
      </a>
      <ConsentBanner />
      {withHeader && <Header />}
      <main id="main" className="sf-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageLive onLive={ui.markLive} />
        </Suspense>
      </main>
      <Footer variant={showsCopyrightOnly(pathname) ? 'copyright' : 'full'} newsletter={newsletter} onCookieSettings={consent.hasThirdParties ? consent.reopen : undefined} />
      {withHeader && (
        <>
          <CartDrawer />
          <MenuDrawer />
          <FeedbackTab />
          <WelcomeModal />
        </>
      )}
    </div>
  );
});
