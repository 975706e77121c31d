import { observer } from 'mobx-react-lite';
import { CardForm } from './CardForm';
import type { CheckoutStore } from './CheckoutStore';
import { PaypalButtons, StripeCardField, WalletButton } from './LivePaymentWidgets';
import { TestAuthenticationDialog } from './TestAuthenticationDialog';

/** Step 3: card form, the 'information is correct' box, Pay Now, the wallet and PayPal. */
export const PaymentStep = observer(function PaymentStep({ store }: { store: CheckoutStore }) {
  const testMode = store.isTestMode;
  const live = store.live;
  return (
    <div className="co-form">
      {(testMode || live.cardEnabled || live.paypalEnabled) && (
        <div className="co-express">
          {testMode && (
            <button type="button" className="sf-button co-wallet" disabled={store.paying} onClick={() => void store.payWithWallet()}>
              Pay with test wallet
            </button>
          )}
          {testMode && !live.paypalEnabled && (
            <button type="button" className="sf-button co-paypal" disabled={store.paying} onClick={() => void store.payWithPaypal()}>
              Pay with PayPal (test)
            </button>
          )}
          {live.cardEnabled && <WalletButton live={live} />}
          {live.paypalEnabled && <PaypalButtons live={live} />}
        </div>
      )}
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
      <TestAuthenticationDialog open={store.testAuthenticationOpen} onAnswer={store.finishTestAuthentication} />
    </div>
  );
});
