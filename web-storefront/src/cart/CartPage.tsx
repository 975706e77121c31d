import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatAud } from '../../../domain/index.js';
import { CartTable } from '../checkout/CartTable';
import { CartWarnings } from '../checkout/CartWarnings';
import { FreeShippingBar } from '../checkout/FreeShippingBar';
import { PageShell } from '../components/PageShell';
import { useStores } from '../stores/StoreContext';

const CartPage = observer(function CartPage() {
  const { cart, checkout } = useStores();
  const review = checkout.review;

  // Stock and prices may have changed since the lines were added.
  useEffect(() => {
    void review.validateCart();
  }, [review]);

  return (
    <PageShell title="My Cart" className="co-page">
      <CartWarnings warnings={review.warnings} />
      {cart.isEmpty ? (
        <div className="co-empty">
          <p>Your cart is empty!!</p>
          <Link to="/shop" className="sf-button">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          <CartTable
            lines={cart.lines}
            onIncrease={(line) => void review.changeQuantity(line, 1)}
            onDecrease={(line) => void review.changeQuantity(line, -1)}
            onRemove={(line) => void review.removeLine(line)}
          />
          <div className="co-cart-footer">
            <FreeShippingBar subtotalCents={checkout.subtotalCents} />
            <p className="co-cart-total">
              <span>Total</span> <strong>{formatAud(checkout.subtotalCents)}</strong>
            </p>
            <Link to="/checkout" className="sf-button">
              Checkout
            </Link>
          </div>
        </>
      )}
    </PageShell>
  );
});

export default CartPage;
