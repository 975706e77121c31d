import type { CartWarning } from './types';

/** Each affected product with its red definition message. */
export function CartWarnings({ warnings }: { warnings: readonly CartWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="co-warnings" role="alert">
      <dl>
        {warnings.map((warning, index) => (
          <div key={`${warning.product}:${index}`} className="co-warnings__item">
            <dt>{warning.product}</dt>
            <dd className="co-error">{warning.definition}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
