import { PageShell } from '../components/PageShell';

export default function ShippingPolicyPage() {
  return (
    <PageShell title="Shipping Policy" className="sf-prose" description="Free shipping on domestic orders over $100 and international orders over $150. Orders ship within 24 hours.">
      <p>All orders are packed in our Melbourne studio and ship within 24 hours on business days. You will receive an e-mail with tracking details once your parcel is on its way.</p>
      <h2>Domestic shipping (Australia)</h2>
      <table className="sf-table">
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Delivery time</th>
            <th scope="col">Cost</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Free shipping</th>
            <td>4-7 business days</td>
            <td>Free on orders over $100</td>
          </tr>
          <tr>
            <th scope="row">Standard shipping</th>
            <td>4-7 business days</td>
            <td>$10.00</td>
          </tr>
          <tr>
            <th scope="row">Express shipping</th>
            <td>1-3 business days</td>
            <td>$15.00</td>
          </tr>
          <tr>
            <th scope="row">Click &amp; Collect</th>
            <td>Ready from our Melbourne studio, we e-mail you when it is</td>
            <td>Free</td>
          </tr>
        </tbody>
      </table>
      <h2>International shipping</h2>
      <p>
        We ship internationally with DHL Express for $35.00, delivered within up to 10 business days. International orders over $150 ship free. Import duties and taxes charged by the destination
        country are the responsibility of the receiver.
      </p>
      <h2>Delays and lost parcels</h2>
      <p>
        Delivery times are estimates from the day your order ships. If your parcel has not arrived within the delivery time, contact us and we will follow it up with the carrier. Parcels confirmed
        lost are replaced or refunded at no cost to you.
      </p>
    </PageShell>
  );
}
