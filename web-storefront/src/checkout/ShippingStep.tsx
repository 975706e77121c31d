import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { CheckoutStore } from './CheckoutStore';
import { CouponBox } from './CouponBox';
import { ShippingOptions } from './ShippingOptions';

/** Step 2: shipping options for the country and subtotal, and the coupon. */
export const ShippingStep = observer(function ShippingStep({ store, onContinue }: { store: CheckoutStore; onContinue: () => void }) {
  const f = store.form;
  return (
    <div className="co-form">
      <div className="co-review">
        <dl className="co-review__list">
          <div>
            <dt>Contact</dt>
            <dd>{f.email}</dd>
          </div>
          <div>
            <dt>Ship to</dt>
            <dd>
              {f.address}, {f.city} {f.region} {f.postcode}, {f.country}
            </dd>
          </div>
        </dl>
        {/* Outside the list: a <dl> holds only its term and description groups. */}
        <Link to={{ hash: 'userDetails' }}>Change</Link>
      </div>
      <ShippingOptions options={store.shippingOptions} selected={store.shippingMethod} onSelect={store.chooseShipping} />
      <CouponBox
        code={store.coupons.code}
        onCodeChange={store.coupons.setCode}
        onApply={() => void store.coupons.apply()}
        onRemove={store.coupons.remove}
        applied={store.coupons.applied}
        discountCents={store.discountCents}
        error={store.coupons.error}
        minimumMessage={store.couponMinimumMessage}
        loading={store.coupons.loading}
      />
      <button type="button" className="sf-button co-continue" disabled={store.selectedShipping === null} onClick={onContinue}>
        Continue
      </button>
    </div>
  );
});
