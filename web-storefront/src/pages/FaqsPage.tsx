import { Accordion } from '../components/Accordion';
import { PageShell } from '../components/PageShell';
import { FAQ_GROUPS } from '../content/faqs';

export default function FaqsPage() {
  return (
    <PageShell title="FAQs" className="sf-prose" description="Answers about our products, online orders, shipping, returns and payment methods.">
      {FAQ_GROUPS.map((group) => (
        <section key={group.title} className="sf-faq-group">
          <h2>{group.title}</h2>
          <Accordion items={group.items} />
        </section>
      ))}
    </PageShell>
  );
}
