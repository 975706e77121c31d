import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { NewsletterForm } from './NewsletterForm';
import { toServerLines } from '../cart/CartSync';
import { useStores } from '../stores/StoreContext';
import { Modal } from '../components/Modal';
import { NewsletterFields } from './NewsletterFields';

export function WelcomeContent({ form }: { form: NewsletterForm }) {
  return (
    <div className="sf-welcome">
      <p className="sf-welcome__lead">Get 10% off your first order</p>
      <p>Join our newsletter for new arrivals, trail stories and members-only offers.</p>
      <NewsletterFields form={form} />
    </div>
  );
}

/** Shown once per browser after the first scroll past 500 px (spec §4). */
export const WelcomeModal = observer(function WelcomeModal() {
  const { welcome, engagementApi, cart } = useStores();
  const [form] = useState(() => new NewsletterForm(engagementApi, () => toServerLines(cart.lines)));
  useEffect(() => {
    if (welcome.seen) return;
    const onScroll = () => welcome.onScroll(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    // A server-rendered page can be scrolled before it is hydrated, when nothing listened yet.
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [welcome, welcome.seen]);
  return (
    <Modal title="Welcome to Soul Searching" open={welcome.open} onClose={welcome.close} size="small">
      <WelcomeContent form={form} />
    </Modal>
  );
});
