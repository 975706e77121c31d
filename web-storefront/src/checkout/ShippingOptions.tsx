import { formatAud, type ShippingOption } from '../../../domain/index.js';

export interface ShippingOptionsProps {
  options: readonly ShippingOption[];
  selected: string | null;
  onSelect: (name: string) => void;
}

/** The shipping options offered for the country and subtotal, with their delivery estimates. */
export function ShippingOptions({ options, selected, onSelect }: ShippingOptionsProps) {
  return (
    <fieldset className="co-fieldset">
      <legend>Shipping method</legend>
      {options.length === 0 && <p>No shipping option is available for this address.</p>}
      {options.map((option) => (
        <label key={option.name} className="co-option">
          <input type="radio" name="shippingMethod" value={option.name} checked={selected === option.name} onChange={() => onSelect(option.name)} />
          <span className="co-option__label">
            {option.label}
            <small>{option.deliveryEstimate}</small>
          </span>
          <span className="co-option__fee">{option.feeCents === 0 ? 'Free' : formatAud(option.feeCents)}</span>
        </label>
      ))}
    </fieldset>
  );
}
