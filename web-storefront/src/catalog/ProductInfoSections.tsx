import { careGuideFor, type CareGuide } from '../../../domain/index.js';
import { Accordion } from '../components/Accordion';

const FEATURES: Readonly<Record<CareGuide, readonly string[]>> = {
  tshirt: ['100% certified organic cotton, 200 gsm', 'Relaxed unisex fit with a ribbed crew neck', 'Printed in Melbourne with water-based inks', 'Pre-shrunk, so it keeps its shape wash after wash'],
  cap: ['Recycled polyester and organic cotton blend', 'Adjustable strap with a brushed metal clasp', 'Embroidered front panel and breathable eyelets', 'Pre-curved brim that keeps the sun off'],
  beanie: ['Soft, itch-free merino wool blend', 'Double-layer cuff for warm ears on cold mornings', 'One size fits most, with plenty of stretch', 'Knitted in small batches to avoid waste'],
};

const CARE: Readonly<Record<CareGuide, readonly string[]>> = {
  tshirt: ['Machine wash cold, inside out, with like colours', 'Do not tumble dry; hang in the shade to dry', 'Warm iron on the reverse, never over the print', 'Do not bleach or dry clean'],
  cap: ['Spot clean with a damp cloth and mild soap', 'Do not machine wash or tumble dry', 'Reshape the brim while damp and air dry', 'Keep out of prolonged direct sun to stop fading'],
  beanie: ['Hand wash cold with a wool-safe detergent', 'Gently squeeze out water; do not wring', 'Dry flat in the shade to keep its shape', 'Do not tumble dry, bleach or iron'],
};

function List({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Features / Shipping & Returns / Care Guide; the kind of garment comes from the URL (spec §2). */
export function ProductInfoSections({ url }: { url: string }) {
  const kind = careGuideFor(url);
  return (
    <Accordion
      single={false}
      headingLevel={2}
      items={[
        { id: 'features', title: 'Features', content: <List items={FEATURES[kind]} /> },
        {
          id: 'shipping',
          title: 'Shipping & Returns',
          content: (
            <>
              <p>Orders ship from Melbourne within 24 hours. Free shipping on domestic orders over $100 and international orders over $150.</p>
              <p>Standard delivery takes 4-7 business days, express 1-3 business days and international up to 10 business days. Click &amp; Collect is available from our Melbourne studio.</p>
              <p>Free returns and exchanges within 30 days; returns are processed in 3–5 days.</p>
            </>
          ),
        },
        { id: 'care', title: 'Care Guide', content: <List items={CARE[kind]} /> },
      ]}
    />
  );
}
