import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDollars } from '../brand';
import { formatAud } from '../../../domain/money.js';
import { variantName } from './CartSync';
import { useStores } from '../stores/StoreContext';
import { Drawer } from '../components/Drawer';
import { ProductImage } from '../components/ProductImage';

export const CartDrawer = observer(function CartDrawer() {
  const { cart, ui, cartSync } = useStores();
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
            {cart.lines.map((line) => {
              const size = variantName(line);
              const image = line.product.imageList?.[0];
              return (
                <li key={`${line.product._id}:${line.variant}`} className="sf-cart-drawer__line">
                  {image ? <ProductImage src={image.imageUrl} alt="" sizes="64px" width={64} height={64} className="sf-cart-drawer__img" /> : <span className="sf-cart-drawer__img" />}
                  <div className="sf-cart-drawer__info">
                    <span className="sf-cart-drawer__name">{line.product.name}</span>
                    {size && <span className="sf-cart-drawer__size">Size: {size}</span>}
                    <span className="sf-cart-drawer__qty">Qty {line.quantity}</span>
                  </div>
                  <span className="sf-cart-drawer__price">{formatDollars((Math.round(line.product.price * 100) * line.quantity) / 100)}</span>
                  <button
                    type="button"
                    className="sf-link-button sf-cart-drawer__remove"
                    aria-label={`Remove ${line.product.name}${size ? `, size ${size}` : ''}`}
                    onClick={() => void cartSync.remove(line.product._id, line.variant)}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="sf-cart-drawer__subtotal">
            <span>Total</span> <strong>{formatAud(cart.subtotalCents)}</strong>
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
