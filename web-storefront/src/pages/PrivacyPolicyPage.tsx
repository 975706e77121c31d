import { BRAND_NAME, SUPPORT_EMAIL } from '../brand';
import { PageShell } from '../components/PageShell';

export default function PrivacyPolicyPage() {
  return (
    <PageShell title="Privacy Policy" className="sf-prose" description="How Soul Searching Outdoor Co. collects, uses, stores and protects your personal information.">
      <p>{BRAND_NAME} respects your privacy and handles personal information in line with the Australian Privacy Principles in the Privacy Act 1988 (Cth).</p>
      <h2>What we collect</h2>
      <p>
        When you shop, create an account, subscribe to our newsletter, write a review, send feedback or apply to become a stockist, we collect the details you give us: your name, e-mail address, phone
        number, delivery address and order history. Card details are handled by our payment provider and never stored by us.
      </p>
      <h2>How we use it</h2>
      <ul>
        <li>To process, ship and support your orders.</li>
        <li>To manage your account and reply to your questions.</li>
        <li>To send you our newsletter and offers, only if you have asked for them; every e-mail has an unsubscribe link.</li>
        <li>To understand how our website is used so we can improve it, through analytics and advertising tools that receive page views and shopping events.</li>
      </ul>
      <h2>How long we keep it</h2>
      <p>We keep order and transaction records for a minimum of 7 years, as Australian tax law requires. Other information is kept only as long as we need it for the purposes above.</p>
      <h2>Who we share it with</h2>
      <p>We share only what is needed with the services that help us run the shop: our payment providers, delivery carriers and e-mail service. We never sell your personal information.</p>
      <h2>Access and correction</h2>
      <p>
        You can see and update your account details from your dashboard at any time. To request a copy of the information we hold, a correction or deletion, e-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; we reply within 2 business days.
      </p>
    </PageShell>
  );
}
