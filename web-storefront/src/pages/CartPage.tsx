import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDollars } from '../brand';
import { PageShell } from '../components/PageShell';
import { useStores } from '../stores/StoreContext';

const CartPage = observer(function CartPage() {
  const { cart } = useStores();
  return (
    <PageShell title="My Cart">
      {cart.isEmpty ? (
        <p>Your cart is empty!!</p>
      ) : (
        <>
          <p>
            {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'}, subtotal {formatDollars(cart.subtotal)}
          </p>
          <Link to="/checkout" className="sf-button">
            Checkout
          </Link>
        </>
      )}
    </PageShell>
  );
});

export default CartPage;
