import { observer } from 'mobx-react-lite';
import { CardForm } from './CardForm';
import type { CheckoutStore } from './CheckoutStore';
import { PaypalButtons, StripeCardField, WalletButton } from './LivePaymentWidgets';
import { TestAuthenticationDialog } from './TestAuthenticationDialog';

export const PAYMENT_CONFIG_LOADING = 'Loading the ways to pay…';
export const PAYMENT_CONFIG_FAILED = 'The ways to pay could not be loaded. Please check your connection and reload the page.';
export const NO_WAY_TO_PAY = 'Payments are not available right now. Please try again later.';

/**
 * Step 3: only the ways to pay the shop takes. In test mode (no provider configured) the test card
 * form, test wallet and test PayPal button; otherwise Stripe's card field and wallet when Stripe is
 * configured, PayPal's buttons when PayPal is — never a stand-in for a provider that is missing.
 */
export const PaymentStep = observer(function PaymentStep({ store }: { store: CheckoutStore }) {
  const config = store.paymentConfig;
  if (!config) {
    return (
      <div className="co-form">
        {store.paymentConfigFailed ? (
          <p className="co-error" role="alert">
            {PAYMENT_CONFIG_FAILED}
          </p>
        ) : (
          <p role="status">{PAYMENT_CONFIG_LOADING}</p>
        )}
      </div>
    );
  }
  const testMode = store.isTestMode;
  const live = store.live;
  const cards = testMode || live.cardEnabled;
  const paypal = testMode || live.paypalEnabled;
  if (!cards && !paypal) {
    return (
      <div className="co-form">
        <p className="co-error" role="alert">
          {NO_WAY_TO_PAY}
        </p>
      </div>
    );
  }
  return (
    <div className="co-form">
      <div className="co-express">
        {testMode ? (
          <>
            <button type="button" className="sf-button co-wallet" disabled={store.paying} onClick={() => void store.payWithWallet()}>
              Pay with test wallet
            </button>
            <button type="button" className="sf-button co-paypal" disabled={store.paying} onClick={() => void store.payWithPaypal()}>
              Pay with PayPal (test)
            </button>
          </>
        ) : (
          <>
            {live.cardEnabled && <WalletButton live={live} />}
            {live.paypalEnabled && <PaypalButtons live={live} />}
          </>
        )}
      </div>
      {cards && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void store.payByCard();
          }}
        >
          {live.cardEnabled ? (
            <StripeCardField live={live} error={store.cardError || live.cardMessage} disabled={store.paying} />
          ) : (
            <CardForm card={store.card} onChange={store.setCardField} error={store.cardError} testMode={testMode} disabled={store.paying} />
          )}
          <label className="co-check">
            <input type="checkbox" checked={store.infoConfirmed} onChange={(e) => store.setInfoConfirmed(e.target.checked)} />I confirm that the information I have entered is correct
          </label>
          <button type="submit" className="sf-button co-continue" disabled={!store.canPay}>
            {store.paying ? 'Processing…' : 'Pay Now'}
          </button>
        </form>
      )}
      {testMode && <TestAuthenticationDialog open={store.testAuthenticationOpen} onAnswer={store.finishTestAuthentication} />}
    </div>
  );
});
