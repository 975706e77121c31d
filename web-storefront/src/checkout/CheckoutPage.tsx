import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { BRAND_NAME } from '../brand';
import { CartWarnings } from './CartWarnings';
import { InformationStep } from './InformationStep';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { StepNav } from './StepNav';
import { summaryLinesFromCart } from './summary-lines';
import { TestModeNotice } from './TestModeNotice';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useStores } from '../stores/StoreContext';

const CheckoutPage = observer(function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { cart, checkout } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = location.hash.replace(/^#/, '');
  const step = checkout.allowedStep(requested);
  // Bounce a step that is not open yet back to the allowed one. This runs on every navigation
  // (location.key): a <Navigate> with the same target would stay mounted and not fire again when the
  // shopper jumps ahead twice in quick succession.
  useEffect(() => {
    if (!checkout.orderToShow && !cart.isEmpty && requested !== step) navigate({ hash: step }, { replace: true });
  }, [location.key, requested, step, checkout, cart, navigate]);

  useEffect(() => {
    checkout.prefill();
    void checkout.review.validateCart();
    void checkout.loadPaymentConfig();
  }, [checkout]);

  if (checkout.orderToShow) return <Navigate to={`/order-received/${checkout.orderToShow}`} replace />;
  if (cart.isEmpty) return <Navigate to="/cart" replace />;

  if (requested !== step) return null;

  return (
    <div className="co-checkout">
      <div className="co-checkout__main">
        <p className="co-brand">
          <Link to="/">{BRAND_NAME}</Link>
        </p>
        <h1 className="sf-page__title">Checkout</h1>
        {checkout.isTestMode && <TestModeNotice />}
        {checkout.noMatch && (
          <p className="co-error" role="alert">
            {checkout.noMatch}
          </p>
        )}
        <StepNav current={step} canShip={checkout.verified} canPay={checkout.verified && checkout.selectedShipping !== null} />
        <CartWarnings warnings={checkout.review.warnings} />
        {step === 'userDetails' && <InformationStep store={checkout} onContinue={() => void checkout.continueToShipping().then((ok) => ok && navigate({ hash: 'shipping' }))} />}
        {step === 'shipping' && <ShippingStep store={checkout} onContinue={() => checkout.continueToPayment() && navigate({ hash: 'payment' })} />}
        {step === 'payment' && <PaymentStep store={checkout} />}
      </div>
      <aside className="co-checkout__side">
        <OrderSummary
          lines={summaryLinesFromCart(cart.lines)}
          subtotalCents={checkout.subtotalCents}
          discountCents={checkout.discountCents}
          shippingCents={checkout.selectedShipping ? checkout.shippingCents : null}
          totalCents={checkout.totalCents}
        />
      </aside>
    </div>
  );
});

export default CheckoutPage;
