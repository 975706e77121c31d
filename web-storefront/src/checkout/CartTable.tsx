import { formatDollars } from '../brand';
import type { CartLine } from '../cart/CartStore';
import { variantName } from '../cart/CartSync';
import './checkout.css';

export interface CartTableProps {
  lines: readonly CartLine[];
  onIncrease?: (line: CartLine) => void;
  onDecrease?: (line: CartLine) => void;
  onRemove?: (line: CartLine) => void;
  busy?: boolean;
}

/** 'name - size', or the name alone for products without sizes. */
export function lineTitle(name: string, size: string): string {
  return size ? `${name} - ${size}` : name;
}

/** The column heads of a table of cart or order lines. */
export function LineTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">
          <span className="sf-visually-hidden">Image</span>
        </th>
        <th scope="col">Product</th>
        <th scope="col">Quantity</th>
        <th scope="col" className="co-num">
          Price
        </th>
      </tr>
    </thead>
  );
}

/** The cart's lines: image, name - size, quantity with +/− and remove, price. */
export function CartTable({ lines, onIncrease, onDecrease, onRemove, busy = false }: CartTableProps) {
  return (
    <table className="co-table">
      <caption className="sf-visually-hidden">Items in your cart</caption>
      <LineTableHead />
      <tbody>
        {lines.map((line) => {
          const title = lineTitle(line.product.name, variantName(line));
          const image = line.product.imageList?.[0]?.imageUrl;
          return (
            <tr key={`${line.product._id}:${line.variant}`}>
              <td className="co-table__image">{image ? <img src={image} alt="" width={64} height={64} loading="lazy" /> : null}</td>
              <th scope="row" className="co-table__name">
                {title}
              </th>
              <td>
                <div className="co-qty">
                  <button type="button" className="co-qty__button" aria-label={`Decrease quantity of ${title}`} disabled={busy || !onDecrease} onClick={() => onDecrease?.(line)}>
                    −
                  </button>
                  <span className="co-qty__value" aria-label={`Quantity of ${title}`}>
                    {line.quantity}
                  </span>
                  <button type="button" className="co-qty__button" aria-label={`Increase quantity of ${title}`} disabled={busy || !onIncrease} onClick={() => onIncrease?.(line)}>
                    +
                  </button>
                  {onRemove && (
                    <button type="button" className="co-link-button" aria-label={`Remove ${title}`} disabled={busy} onClick={() => onRemove(line)}>
                      Remove
                    </button>
                  )}
                </div>
              </td>
              <td className="co-num">{formatDollars(line.product.price * line.quantity)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
