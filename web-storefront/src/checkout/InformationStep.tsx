import { observer } from 'mobx-react-lite';
import './checkout.css';
import type { FormEvent, ReactNode } from 'react';
import { COUNTRIES } from '../../../domain/index.js';
import { ComboboxField } from '../places/ComboboxField';
import type { Combobox } from '../places/ComboboxStore';
import { useAddressAutofill } from '../places/useAddressAutofill';
import { checkoutAddressTarget } from './address-autofill';
import type { CheckoutStore } from './CheckoutStore';
import type { CheckoutField } from './types';

type TextField = Exclude<CheckoutField, 'sendOffers' | 'goGreen'>;

const Field = observer(function Field({
  store,
  field,
  label,
  type = 'text',
  autoComplete,
  locked = false,
}: {
  store: CheckoutStore;
  field: TextField;
  label: string;
  type?: string;
  autoComplete?: string;
  locked?: boolean;
}) {
  const id = `co-${field}`;
  const error = store.fieldErrors[field];
  return (
    <div className="co-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={store.form[field]}
        disabled={locked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => store.setField(field, event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="co-error">
          {error}
        </p>
      )}
    </div>
  );
});

/** A field with suggestions when `box` is given (suburb, postcode; street with a maps provider), a plain one otherwise. */
const AutofillField = observer(function AutofillField({ box, ...props }: { store: CheckoutStore; field: TextField; label: string; autoComplete: string; locked: boolean; box: Combobox | null }) {
  const { store, field, label, autoComplete, locked } = props;
  if (!box || locked) return <Field {...props} />;
  return (
    <ComboboxField
      box={box}
      id={`co-${field}`}
      name={field}
      label={label}
      value={store.form[field]}
      onChange={(value) => store.setField(field, value)}
      error={store.fieldErrors[field]}
      autoComplete={autoComplete}
      fieldClass="co-field"
      errorClass="co-error"
    />
  );
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="co-fieldset">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Step 1: contact and address, saved addresses for customers, notes, offers and go-green. */
export const InformationStep = observer(function InformationStep({ store, onContinue }: { store: CheckoutStore; onContinue: () => void }) {
  const locked = store.addressLocked;
  const autofill = useAddressAutofill(checkoutAddressTarget(store));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form className="co-form" onSubmit={submit} noValidate>
      <Section title="Contact">
        <Field store={store} field="email" label="Email" type="email" autoComplete="email" />
        <Field store={store} field="phoneNumber" label="Phone number" type="tel" autoComplete="tel" />
        <label className="co-check">
          <input type="checkbox" checked={store.form.sendOffers} onChange={(e) => store.setField('sendOffers', e.target.checked)} />
          Email me with news and offers
        </label>
      </Section>

      <Section title="Shipping address">
        {store.savedAddresses.length > 0 && (
          <div className="co-saved" role="radiogroup" aria-label="Saved addresses">
            {store.savedAddresses.map((address) => (
              <label key={address._id} className="co-option">
                <input type="radio" name="savedAddress" checked={store.selectedAddressId === address._id} onChange={() => store.chooseAddress(address._id)} />
                <span>
                  {address.streetAdress}, {address.city} {address.region} {address.zipCode}, {address.country}
                </span>
              </label>
            ))}
            <label className="co-option">
              <input type="radio" name="savedAddress" checked={store.selectedAddressId === null} onChange={store.useNewAddress} />
              <span>Use a new address</span>
            </label>
          </div>
        )}
        <div className="co-row">
          <Field store={store} field="firstname" label="First name" autoComplete="given-name" />
          <Field store={store} field="lastname" label="Last name" autoComplete="family-name" />
        </div>
        <AutofillField store={store} field="address" label="Address" autoComplete="street-address" locked={locked} box={autofill.street} />
        <AutofillField store={store} field="city" label="City" autoComplete="address-level2" locked={locked} box={autofill.suburb} />
        <div className="co-row">
          <div className="co-field">
            <label htmlFor="co-country">Country</label>
            <select id="co-country" name="country" autoComplete="country-name" value={store.form.country} disabled={locked} onChange={(e) => store.setField('country', e.target.value)}>
              {COUNTRIES.map((country) => (
                <option key={country}>{country}</option>
              ))}
            </select>
            {store.fieldErrors.country && <p className="co-error">{store.fieldErrors.country}</p>}
          </div>
          {store.regionLabel && <Field store={store} field="region" label={store.regionLabel} autoComplete="address-level1" locked={locked} />}
          <AutofillField store={store} field="postcode" label="Postcode" autoComplete="postal-code" locked={locked} box={autofill.postcode} />
        </div>
      </Section>

      <div className="co-field">
        <label htmlFor="co-description">Order notes (optional)</label>
        <textarea id="co-description" name="description" rows={3} value={store.form.description} onChange={(e) => store.setField('description', e.target.value)} />
      </div>
      <label className="co-check">
        <input type="checkbox" checked={store.form.goGreen} onChange={(e) => store.setField('goGreen', e.target.checked)} />
        Go green: send my receipt by email only, no paper in the parcel
      </label>
      {store.fieldErrors.message && (
        <p className="co-error" role="alert">
          {store.fieldErrors.message}
        </p>
      )}
      <button type="submit" className="sf-button co-continue" disabled={!store.canContinue}>
        {store.loading ? 'Checking…' : 'Continue to Shipping'}
      </button>
    </form>
  );
});
