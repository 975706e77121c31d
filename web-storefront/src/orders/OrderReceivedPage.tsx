import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { OrderSummary } from '../checkout/OrderSummary';
import { summaryLinesFromOrder } from '../checkout/summary-lines';
import { orderFigures } from '../checkout/totals';
import { PageShell } from '../components/PageShell';
import { useStores } from '../stores/StoreContext';
import { SUPPORT_EMAIL } from '../checkout/support';
import { TEST_ORDER_NOTICE, TestModeNotice } from '../checkout/TestModeNotice';

const OrderReceivedPage = observer(function OrderReceivedPage() {
  const { orderid = '' } = useParams();
  const { checkout } = useStores();
  const order = checkout.lastOrder;

  useEffect(() => {
    checkout.orderShown();
  }, [checkout]);

  const matches = order !== null && (order.orderid.toUpperCase() === orderid.toUpperCase() || order._id === orderid);
  if (!matches) return <Navigate to="/" replace />;

  const figures = orderFigures(order);
  return (
    <PageShell title="Order Received" className="co-page co-received">
      {order.testMode && <TestModeNotice text={TEST_ORDER_NOTICE} />}
      <p className="co-received__thanks">Thank you for your order, {order.firstName}!</p>
      <p>
        Your order number is <strong>{order.orderid.toUpperCase()}</strong>. A confirmation has been sent to {order.email}.
      </p>
      <OrderSummary
        title="Your order"
        lines={summaryLinesFromOrder(order)}
        subtotalCents={figures.subtotalCents}
        discountCents={figures.discountCents}
        shippingCents={figures.shippingCents}
        totalCents={figures.totalCents}
        gstCents={figures.gstCents}
        donationCents={figures.donationCents}
      />
      <p>
        Questions about your order? Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <Link to="/shop" className="sf-button">
        Continue Shopping
      </Link>
    </PageShell>
  );
});

export default OrderReceivedPage;
