import { PageShell } from '../components/PageShell';

export default function SustainabilityPage() {
  return (
    <PageShell title="Sustainability" className="sf-prose" description="Sustainable fabrics, low-waste packaging and 10% of every purchase donated to conservation groups.">
      <p>The outdoors gives us everything, so we try to take as little as we can. Sustainability is not a collection for us; it shapes every product we make and every parcel we send.</p>
      <h2>Sustainable fabrics</h2>
      <p>
        Our tees are certified organic cotton, grown without synthetic pesticides and with far less water than conventional cotton. Caps blend recycled polyester from post-consumer bottles with
        organic cotton, and our beanies use responsibly sourced merino that is soft, warm and naturally odour resistant.
      </p>
      <h2>Made to last</h2>
      <p>
        The most sustainable garment is the one you keep wearing. We choose heavier fabrics, reinforced seams and pre-shrunk cotton, and we publish a care guide on every product page to help your gear
        last for years.
      </p>
      <h2>Low-waste packaging</h2>
      <p>Orders ship in recycled, compostable mailers with paper tape and no plastic fillers. Choose Click &amp; Collect to skip the courier altogether.</p>
      <h2>Our 10% conservation pledge</h2>
      <p>We donate 10% of each purchase to non-profit conservation groups working to protect Australian bushland, coastlines, waterways and wildlife. Every order, every time, no matter the size.</p>
    </PageShell>
  );
}
