import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../brand';
import { PageShell } from '../components/PageShell';

export default function ReturnsPolicyPage() {
  return (
    <PageShell title="Returns Policy" className="sf-prose" description="Free returns and exchanges within 30 days. Returns are processed in 3–5 days.">
      <p>Not quite right? We offer free returns and exchanges within 30 days of delivery.</p>
      <h2>What can be returned</h2>
      <ul>
        <li>Items returned within 30 days of delivery, unworn, unwashed and with their tags attached.</li>
        <li>Sale items can be exchanged for another size or colour, or returned for store credit.</li>
        <li>For hygiene reasons, opened nail wraps cannot be returned unless they are faulty.</li>
      </ul>
      <h2>How to return or exchange</h2>
      <ol>
        <li>
          E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your order number and the items you are sending back. We reply within 2 business days with a free return label.
        </li>
        <li>Pack the items securely, attach the label and drop the parcel at any post office.</li>
        <li>Once your return reaches us it is processed in 3–5 days. Refunds go back to your original payment method; exchanges ship within 24 hours.</li>
      </ol>
      <h2>Faulty items</h2>
      <p>
        If your item is faulty, we will replace or refund it, including any shipping costs, in line with the Australian Consumer Law. See our <Link to="/faqs">FAQs</Link> for more.
      </p>
    </PageShell>
  );
}
