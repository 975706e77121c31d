import { formatCardNumber, formatExpiry } from './card';
import type { CardFields } from './types';

export interface CardFormProps {
  card: CardFields;
  onChange: (field: keyof CardFields, value: string) => void;
  error: string;
  testMode: boolean;
  disabled?: boolean;
}

/** The card fields (the built-in test gateway's; numbers go to the shop's server, never stored). */
export function CardForm({ card, onChange, error, testMode, disabled = false }: CardFormProps) {
  return (
    <fieldset className="co-fieldset co-card" disabled={disabled}>
      <legend>Card details</legend>
      {testMode && (
        <p className="co-testmode" role="note">
          Test card: 4242 4242 4242 4242 with any future expiry and any security code.
        </p>
      )}
      <div className="co-field">
        <label htmlFor="co-card-number">Card number</label>
        <input
          id="co-card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onChange={(e) => onChange('number', formatCardNumber(e.target.value))}
          placeholder="1234 1234 1234 1234"
        />
      </div>
      <div className="co-row">
        <div className="co-field">
          <label htmlFor="co-card-expiry">Expiry (MM/YY)</label>
          <input id="co-card-expiry" inputMode="numeric" autoComplete="cc-exp" value={card.expiry} onChange={(e) => onChange('expiry', formatExpiry(e.target.value))} placeholder="MM/YY" />
        </div>
        <div className="co-field">
          <label htmlFor="co-card-cvc">Security code</label>
          <input id="co-card-cvc" inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={card.cvc} onChange={(e) => onChange('cvc', e.target.value.replace(/\D/g, ''))} placeholder="CVC" />
        </div>
      </div>
      {error && (
        <p className="co-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
