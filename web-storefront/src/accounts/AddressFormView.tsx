import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { ComboboxField } from '../places/ComboboxField';
import type { Combobox } from '../places/ComboboxStore';
import { useAddressAutofill } from '../places/useAddressAutofill';
import { addressFormTarget, COUNTRIES, type AddressFormState } from './AddressForm';
import { Field, type FieldProps } from './Field';

export interface AddressFormViewProps {
  form: AddressFormState;
  /** 'Set as Default' shows only when an address already exists. */
  hasAddresses: boolean;
  onSubmit: () => void;
  onCancel?: () => void;
}

/** A field with suggestions when `box` is given, a plain one otherwise. */
function AutofillField({ box, id, ...field }: FieldProps & { box: Combobox | null; id: string }) {
  if (!box) return <Field {...field} />;
  return (
    <ComboboxField
      box={box}
      id={id}
      label={field.label}
      value={field.value}
      onChange={field.onChange}
      error={field.error}
      autoComplete={field.autoComplete ?? 'on'}
      fieldClass="sf-field"
      errorClass="sf-field__error"
    />
  );
}

/** Add or edit an address: region hidden for United Kingdom, labelled Region for New Zealand and State otherwise. */
export const AddressFormView = observer(function AddressFormView({ form, hasAddresses, onSubmit, onCancel }: AddressFormViewProps) {
  const countryId = useId();
  const defaultId = useId();
  const fieldId = useId();
  const autofill = useAddressAutofill(addressFormTarget(form));
  const editing = form.editingId !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const label = form.regionLabel;
  return (
    <form className="sf-account-form sf-address-form" onSubmit={submit} noValidate aria-label={editing ? 'Edit address' : 'Add a new address'}>
      <h2>{editing ? 'Edit Address' : 'Add New Address'}</h2>
      <AutofillField
        box={autofill.street}
        id={`${fieldId}-street`}
        label="Street Address"
        autoComplete="street-address"
        value={form.fields.streetAdress}
        onChange={(v) => form.set('streetAdress', v)}
        error={form.errors.streetAdress}
      />
      <AutofillField box={autofill.suburb} id={`${fieldId}-city`} label="City" autoComplete="address-level2" value={form.fields.city} onChange={(v) => form.set('city', v)} error={form.errors.city} />
      <div className="sf-field">
        <label htmlFor={countryId}>Country</label>
        <select id={countryId} value={form.fields.country} onChange={(e) => form.set('country', e.target.value)} aria-invalid={form.errors.country ? true : undefined}>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {form.errors.country && <p className="sf-field__error">{form.errors.country}</p>}
      </div>
      {label && <Field label={label} autoComplete="address-level1" value={form.fields.region} onChange={(v) => form.set('region', v)} error={form.errors.region} />}
      <AutofillField
        box={autofill.postcode}
        id={`${fieldId}-postcode`}
        label="Postcode"
        autoComplete="postal-code"
        value={form.fields.zipCode}
        onChange={(v) => form.set('zipCode', v)}
        error={form.errors.zipCode}
      />
      {hasAddresses && (
        <div className="sf-check">
          <input id={defaultId} type="checkbox" checked={form.fields.setAsDefault} onChange={(e) => form.set('setAsDefault', e.target.checked)} />
          <label htmlFor={defaultId}>Set as Default</label>
        </div>
      )}
      {form.errors.message && (
        <p role="alert" className="sf-field__error">
          {form.errors.message}
        </p>
      )}
      <div className="sf-account-form__actions">
        <button type="submit" className="sf-button" disabled={form.busy}>
          {editing ? 'Save Address' : 'Add Address'}
        </button>
        {onCancel && (
          <button type="button" className="sf-button sf-button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
});
