import { Link } from 'react-router-dom';
import type { AccordionItem } from '../components/Accordion';
import { SUPPORT_EMAIL } from '../brand';

export interface FaqGroup {
  title: 'General' | 'Product Support' | 'Online Orders' | 'Payment Methods';
  items: readonly AccordionItem[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: 'General',
    items: [
      { id: 'where', title: 'Where are you based?', content: <p>We are Australian owned and run from our studio in Melbourne, Victoria. Every order is packed and shipped from there.</p> },
      {
        id: 'give-back',
        title: 'What is your conservation pledge?',
        content: (
          <p>
            We donate 10% of every purchase to non-profit conservation groups that protect Australian bushland, waterways and wildlife.{' '}
            <Link to="/sustainability">Read more about how we give back</Link>.
          </p>
        ),
      },
      {
        id: 'stockist',
        title: 'Can I stock your products in my store?',
        content: (
          <p>
            Yes. Fill in the <Link to="/becomestockist">stockist application</Link> and our wholesale team will be in touch within 24-48 hours.
          </p>
        ),
      },
      {
        id: 'contact',
        title: 'How do I get in touch?',
        content: (
          <p>
            E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will reply within 2 business days.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Product Support',
    items: [
      {
        id: 'sizing',
        title: 'How do your t-shirts fit?',
        content: (
          <p>
            Our tees have a relaxed unisex fit. Each product page has a size guide with chest and length measurements in centimetres (S chest 50 cm, length 70 cm up to XL chest 60 cm, length 76 cm).
          </p>
        ),
      },
      { id: 'fabrics', title: 'What are your products made from?', content: <p>Organic cotton, recycled polyester and responsibly sourced merino wool blends, printed with water-based inks.</p> },
      { id: 'care', title: 'How should I wash my gear?', content: <p>Wash cold, inside out and line dry in the shade. Each product page has a Care Guide specific to t-shirts, caps or beanies.</p> },
      {
        id: 'faulty',
        title: 'My item arrived faulty. What do I do?',
        content: <p>Sorry about that! E-mail us a photo of the fault with your order number within 30 days and we will replace it or refund you, including shipping.</p>,
      },
    ],
  },
  {
    title: 'Online Orders',
    items: [
      {
        id: 'dispatch',
        title: 'When will my order ship?',
        content: <p>Orders ship within 24 hours (business days). Standard delivery takes 4-7 business days, express delivery 1-3 business days and international delivery up to 10 business days.</p>,
      },
      { id: 'free-shipping', title: 'Do you offer free shipping?', content: <p>Yes: free shipping on domestic orders over $100 and on international orders over $150.</p> },
      {
        id: 'collect',
        title: 'Can I pick up my order?',
        content: <p>Yes. Choose Click &amp; Collect at checkout and we will e-mail you when your order is ready to collect from our Melbourne studio.</p>,
      },
      {
        id: 'track',
        title: 'How can I check my order status?',
        content: (
          <p>
            Sign in and open your dashboard, or visit the <Link to="/order-status">order status page</Link>. You will also receive an e-mail with tracking details once your parcel leaves us.
          </p>
        ),
      },
      {
        id: 'returns',
        title: 'What is your returns policy?',
        content: (
          <p>
            We offer free returns and exchanges within 30 days. Returns are processed in 3–5 days once they reach us. See our <Link to="/returns-policy">returns policy</Link>.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Payment Methods',
    items: [
      {
        id: 'methods',
        title: 'Which payment methods do you accept?',
        content: <p>Visa, MasterCard and American Express through our secure card payment provider, PayPal, and wallet express checkout where your device supports it.</p>,
      },
      { id: 'currency', title: 'What currency are your prices in?', content: <p>All prices are in Australian dollars (AUD) and include GST.</p> },
      {
        id: 'secure',
        title: 'Is my payment secure?',
        content: <p>Yes. Card details go straight to our payment provider over an encrypted connection; we never see or store your full card number.</p>,
      },
      { id: 'promo', title: 'How do I use a promo code?', content: <p>Enter it at checkout. Subscribe to our newsletter to receive a 10% off promo code for your first order.</p> },
    ],
  },
];
