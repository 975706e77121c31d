import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDollars } from '../brand';
import { useStores } from '../stores/StoreContext';
import { Drawer } from './Drawer';

export const CartDrawer = observer(function CartDrawer() {
  const { cart, ui } = useStores();
  return (
    <Drawer id="sf-cart-drawer" title="My Cart" side="right" open={ui.cartOpen} onClose={ui.closeCart}>
      {cart.isEmpty ? (
        <div className="sf-cart-drawer__empty">
          <p>Your cart is empty!!</p>
          <Link to="/shop" className="sf-button" onClick={ui.closeCart}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          <ul className="sf-cart-drawer__lines">
            {cart.lines.map((line) => (
              <li key={`${line.product._id}:${line.variant}`} className="sf-cart-drawer__line">
                <span className="sf-cart-drawer__name">{line.product.name}</span>
                <span className="sf-cart-drawer__qty">Qty {line.quantity}</span>
                <span className="sf-cart-drawer__price">{formatDollars(line.product.price * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <p className="sf-cart-drawer__subtotal">
            <span>Subtotal</span> <strong>{formatDollars(cart.subtotal)}</strong>
          </p>
          <div className="sf-cart-drawer__actions">
            <Link to="/cart" className="sf-button sf-button--ghost" onClick={ui.closeCart}>
              View Cart
            </Link>
            <Link to="/checkout" className="sf-button" onClick={ui.closeCart}>
              Checkout
            </Link>
          </div>
        </>
      )}
    </Drawer>
  );
});
