import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { formatDollars } from '../brand';
import type { ProductStore } from './ProductStore';
import { SizeGuideModal } from './SizeGuideModal';

/** Size choice, quantity and the add-to-cart button. */
export const ProductBuyBox = observer(function ProductBuyBox({ store, onAdded }: { store: ProductStore; onAdded: () => void }) {
  const product = store.product;
  const id = useId();
  const [sizeGuideOpen, setSizeGuideOpen] = useState(false);
  if (!product) return null;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.addToCart()) onAdded();
  };
  const discounted = product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <form className="sf-buy" onSubmit={onSubmit} noValidate>
      <p className="sf-buy__price">
        {discounted && product.originalPrice !== null && (
          <s className="sf-card__original">
            <span className="sf-visually-hidden">Original price </span>
            {formatDollars(product.originalPrice)}
          </s>
        )}{' '}
        <span className={discounted ? 'sf-card__sale' : undefined}>{formatDollars(product.price)}</span>
      </p>
      {product.variants.length > 0 && (
        <fieldset className="sf-variants" aria-describedby={store.cartError ? `${id}-error` : undefined}>
          <legend>Size</legend>
          <div className="sf-variants__options">
            {product.variants.map((variant) => (
              <label key={variant._id} className={`sf-variant${store.variantId === variant._id ? ' is-selected' : ''}${variant.variantStockLevel <= 0 ? ' is-sold-out' : ''}`}>
                <input
                  type="radio"
                  name="variant"
                  value={variant._id}
                  checked={store.variantId === variant._id}
                  disabled={variant.variantStockLevel <= 0}
                  onChange={() => store.selectVariant(variant._id)}
                  className="sf-visually-hidden"
                />
                <span>{variant.variantName}</span>
                {variant.variantStockLevel <= 0 && <span className="sf-visually-hidden"> (sold out)</span>}
              </label>
            ))}
          </div>
          <button type="button" className="sf-link-button" onClick={() => setSizeGuideOpen(true)}>
            Size Guide
          </button>
        </fieldset>
      )}
      <div className="sf-buy__row">
        <div className="sf-field sf-quantity">
          <label htmlFor={`${id}-qty`}>Quantity</label>
          <div className="sf-quantity__control">
            <button type="button" className="sf-icon-btn" aria-label="Decrease quantity" onClick={() => store.setQuantity(store.quantity - 1)} disabled={store.quantity <= 1}>
              −
            </button>
            <input id={`${id}-qty`} type="number" inputMode="numeric" min={1} max={99} value={store.quantity} onChange={(event) => store.setQuantity(Number(event.target.value))} />
            <button type="button" className="sf-icon-btn" aria-label="Increase quantity" onClick={() => store.setQuantity(store.quantity + 1)}>
              +
            </button>
          </div>
        </div>
        <button type="submit" className="sf-button sf-buy__add" disabled={store.adding || !store.inStock} aria-busy={store.adding}>
          {store.adding ? (
            <>
              <span className="sf-spinner sf-spinner--small" aria-hidden="true" /> Adding…
            </>
          ) : (
            store.addLabel
          )}
        </button>
      </div>
      {!store.inStock && <p className="sf-buy__sold-out">This product is currently out of stock. Please check back soon.</p>}
      {store.cartError && (
        <p id={`${id}-error`} className="sf-error sf-buy__error" role="alert">
          {store.cartError}
        </p>
      )}
      {store.added && (
        <p className="sf-buy__added" role="status">
          Added to your cart.
        </p>
      )}
      <SizeGuideModal open={sizeGuideOpen} onClose={() => setSizeGuideOpen(false)} />
    </form>
  );
});
