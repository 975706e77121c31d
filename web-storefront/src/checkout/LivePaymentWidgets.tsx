import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { CARD_UNAVAILABLE, type LivePayments } from './LivePayments';

/** Mounts a provider widget into the element for as long as the component is shown. */
function useMounted(mount: (target: HTMLElement) => Promise<void>, unmount: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) void mount(ref.current);
    return unmount;
  }, [mount, unmount]);
  return ref;
}

export interface StripeCardFieldProps {
  live: LivePayments;
  error: string;
  disabled?: boolean;
}

/** The card field of Stripe Elements (card number, expiry and security code go to Stripe only). */
export const StripeCardField = observer(function StripeCardField({ live, error, disabled = false }: StripeCardFieldProps) {
  const ref = useMounted(live.mountCard, live.unmountCard);
  return (
    <fieldset className="co-fieldset co-card" disabled={disabled}>
      <legend id="co-card-legend">Card details</legend>
      <div ref={ref} className="co-stripe-card" role="group" aria-labelledby="co-card-legend" aria-busy={live.cardStatus === 'loading'} />
      {live.cardStatus === 'unavailable' && (
        <p className="co-error" role="alert">
          {CARD_UNAVAILABLE}
        </p>
      )}
      {error && (
        <p className="co-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
});

/** The express wallet (Payment Request Button); stays empty where the device cannot pay. */
export const WalletButton = observer(function WalletButton({ live }: { live: LivePayments }) {
  const ref = useMounted(live.mountWallet, live.unmountWallet);
  return <div ref={ref} className="co-wallet-button" hidden={!live.walletAvailable} />;
});

/** PayPal's buttons; a PayPal that does not load is only logged (spec §8). */
export const PaypalButtons = observer(function PaypalButtons({ live }: { live: LivePayments }) {
  const ref = useMounted(live.mountPaypal, live.unmountPaypal);
  return <div ref={ref} className="co-paypal-buttons" hidden={live.paypalStatus === 'unavailable'} />;
});
