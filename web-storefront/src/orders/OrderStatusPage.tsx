import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { SignInForms } from '../accounts/SignInForms';
import { useSignInForm } from '../accounts/useSignInForm';
import '../accounts/account.css';
import { SUPPORT_EMAIL } from '../brand';
import { PageShell } from '../components/PageShell';
import { useStores } from '../stores/StoreContext';

const OrderStatusPage = observer(function OrderStatusPage() {
  const { session } = useStores();
  const { form, goHome } = useSignInForm('login');
  return (
    <PageShell title="Order Status" className="sf-prose" description="Check the status of your order and track your parcel.">
      <p>Orders ship from Melbourne within 24 hours. Once your parcel is on its way we e-mail you the tracking details.</p>
      {session.isLoggedIn ? (
        <p>
          <Link to="/dashboard" className="sf-button">
            View My Orders
          </Link>
        </p>
      ) : (
        <>
          <p>Sign in to your account to see every order and its current status, or create an account to keep track of future orders.</p>
          <div className="sf-order-status__signin">
            <SignInForms form={form} onSignedIn={goHome} />
          </div>
        </>
      )}
      <h2>Checked out as a guest?</h2>
      <p>
        Use the tracking link in your shipping confirmation e-mail, or write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your order number and we will reply within 2 business days.
      </p>
      <h2>Delivery times</h2>
      <ul>
        <li>Standard delivery: 4-7 business days</li>
        <li>Express delivery: 1-3 business days</li>
        <li>International delivery: up to 10 business days</li>
        <li>Click &amp; Collect: we e-mail you when your order is ready at our Melbourne studio</li>
      </ul>
    </PageShell>
  );
});

export default OrderStatusPage;
