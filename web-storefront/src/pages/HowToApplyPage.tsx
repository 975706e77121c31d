import { PageShell } from '../components/PageShell';

const STEPS = [
  { title: 'Prep your nails', text: 'Remove any old polish, push back your cuticles and buff the nail surface lightly. Wipe each nail with an alcohol wipe so it is clean and dry.' },
  { title: 'Choose your sizes', text: 'Match a wrap to each nail. If you are between sizes, pick the smaller one; it should sit just inside the sidewalls without touching the skin.' },
  { title: 'Warm the wrap', text: 'Hold the wrap between your fingers for a few seconds. Warmth makes it more flexible and helps it stick.' },
  { title: 'Apply and smooth', text: 'Peel the wrap and place it close to, but not on, your cuticle. Press firmly from the centre outwards to push out air bubbles.' },
  { title: 'File off the excess', text: 'Fold the extra length over the tip of the nail and file downwards in one direction until it breaks away cleanly.' },
  { title: 'Seal it', text: 'Add a top coat to seal the edges. Your wraps should last up to two weeks; avoid hot water for the first hour.' },
] as const;

export default function HowToApplyPage() {
  return (
    <PageShell title="How to Apply Nail Wraps" className="sf-prose" description="A step-by-step guide to applying and removing our nail wraps for a salon finish at home.">
      <p>Salon-quality nails at home in about fifteen minutes. Here is how to get a smooth, long-lasting finish.</p>
      <ol className="sf-steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <h2>Removing your wraps</h2>
      <p>Soak a cotton pad in nail polish remover, hold it on the nail for a few seconds and gently peel the wrap away from the side. Never pull them off dry.</p>
    </PageShell>
  );
}
