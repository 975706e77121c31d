import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { AdminForm } from '../components/AdminForm';
import { FieldMessage, TextField, YesNoField } from '../components/fields';
import { SuccessAlert } from '../components/SuccessAlert';
import { useStores } from '../stores/StoreContext';
import type { NewCouponForm } from './NewCouponForm';

/** The category checkboxes (none ticked: the coupon applies to every category). */
const CategoryChoices = observer(function CategoryChoices({ page }: { page: NewCouponForm }) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = page.form.error('categories');
  return (
    <fieldset className="adm-field adm-fieldset">
      <legend>Categories</legend>
      <p className="adm-form__note">Leave all unticked for a coupon that applies to every category.</p>
      {page.categories.map((category) => (
        <label key={category} className="adm-radio">
          <input
            type="checkbox"
            name="categories"
            value={category}
            checked={page.hasCategory(category)}
            onChange={() => page.toggleCategory(category)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
          />
          {category}
        </label>
      ))}
      <FieldMessage id={errorId} message={message} />
    </fieldset>
  );
});

/** /adminpanel/coupons/newCoupon: the new-coupon form; it resets when the administrator leaves. */
const NewCouponPage = observer(function NewCouponPage() {
  const { coupons } = useStores();
  const page = coupons.newCoupon;
  const { form } = page;
  useEffect(() => () => page.reset(), [page]);
  return (
    <section className="adm-page" aria-label="New Coupon">
      <SuccessAlert message={page.success}>
        <Link to="/adminpanel/coupons">Back to coupons</Link>
      </SuccessAlert>
      <AdminForm form={form} label="New coupon" onSubmit={() => void page.submit()}>
        <p className="adm-form__note">Codes are unique whatever their case: WINTER20 and winter20 are one code.</p>
        <TextField form={form} name="code" label="Code" autoComplete="off" maxLength={32} />
        <YesNoField form={form} name="isPercent" legend="Discount type" yes="Percentage" no="Fixed amount" />
        <YesNoField form={form} name="isOneTime" legend="Usage" yes="One time" no="Unlimited" />
        <CategoryChoices page={page} />
        <TextField form={form} name="amount" label={form.values.isPercent ? 'Value (%)' : 'Value ($)'} inputMode="decimal" autoComplete="off" />
        <TextField form={form} name="minimumSpend" label="Minimum spend ($, blank for none)" inputMode="decimal" autoComplete="off" />
        <TextField form={form} name="expireDate" label="Expiry date" type="date" min={page.earliestExpiry} />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={form.saving} aria-busy={form.saving}>
            {form.saving ? 'Creating…' : 'Create'}
          </button>
          <Link className="adm-btn adm-btn--secondary" to="/adminpanel/coupons">
            Cancel
          </Link>
        </div>
      </AdminForm>
    </section>
  );
});

export default NewCouponPage;
