import { formatAud, freeShippingProgress } from '../../../domain/index.js';

/** Progress towards free domestic shipping ($100). */
export function FreeShippingBar({ subtotalCents }: { subtotalCents: number }) {
  const progress = freeShippingProgress(subtotalCents);
  const percent = Math.round(progress.fraction * 100);
  const label = progress.qualifies ? 'Your order ships free within Australia.' : `Spend ${formatAud(progress.remainingCents)} more for free shipping.`;
  return (
    <div className="co-freeship">
      <p id="co-freeship-label">{label}</p>
      <div className="co-freeship__track" role="progressbar" aria-labelledby="co-freeship-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="co-freeship__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
