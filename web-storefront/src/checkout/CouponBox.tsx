import { formatAud } from '../../../domain/index.js';
import type { CouponRecord } from './types';

export interface CouponBoxProps {
  code: string;
  onCodeChange: (code: string) => void;
  onApply: () => void;
  onRemove: () => void;
  applied: CouponRecord | null;
  discountCents: number;
  error: string;
  minimumMessage: string;
  loading?: boolean;
}

/** Coupon entry: Apply is disabled while the code is empty. */
export function CouponBox({ code, onCodeChange, onApply, onRemove, applied, discountCents, error, minimumMessage, loading = false }: CouponBoxProps) {
  return (
    <form
      className="co-coupon"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <label htmlFor="co-coupon-code">Discount code</label>
      <div className="co-coupon__row">
        <input id="co-coupon-code" name="coupon" autoComplete="off" value={code} onChange={(event) => onCodeChange(event.target.value)} aria-describedby={error ? 'co-coupon-error' : undefined} />
        <button type="submit" className="sf-button" disabled={code.trim() === '' || loading}>
          Apply
        </button>
      </div>
      {error && (
        <p id="co-coupon-error" className="co-error" role="alert">
          {error}
        </p>
      )}
      {applied && (
        <p className="co-coupon__applied">
          Discount applied: <strong>{applied.code}</strong> (−{formatAud(discountCents)}){' '}
          <button type="button" className="co-link-button" onClick={onRemove}>
            Remove
          </button>
        </p>
      )}
      {minimumMessage && <p className="co-error">{minimumMessage}</p>}
    </form>
  );
}
