import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { PageShell } from '../components/PageShell';
import { STOCKIST_THANKS, StockistForm, type StockistField } from './StockistForm';
import { useStores } from '../stores/StoreContext';

type FieldSpec = { field: StockistField; label: string; type?: string; autoComplete?: string; required?: boolean; multiline?: boolean; options?: readonly string[] };

export const STOCKIST_CATEGORIES = ['Outdoor & adventure', 'Surf & lifestyle', 'Clothing boutique', 'Gift shop', 'Beauty & nails', 'Other'] as const;

const FIELDS: readonly FieldSpec[] = [
  { field: 'fullName', label: 'Full name', autoComplete: 'name', required: true },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { field: 'businessName', label: 'Business name', autoComplete: 'organization' },
  { field: 'abn', label: 'ABN', autoComplete: 'off' },
  { field: 'category', label: 'Store category', options: STOCKIST_CATEGORIES },
  { field: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
  { field: 'instagram', label: 'Instagram' },
  { field: 'facebook', label: 'Facebook' },
  { field: 'message', label: 'Tell us about your store', required: true, multiline: true },
];

export const StockistFormView = observer(function StockistFormView({ form }: { form: StockistForm }) {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className="sf-form sf-stockist" onSubmit={onSubmit} noValidate>
      {FIELDS.map(({ field, label, type = 'text', autoComplete, required, multiline, options }) => {
        const error = form.errors[field];
        const common = {
          id: `${id}-${field}`,
          value: form.values[field],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${field}-error` : undefined,
          'aria-required': required ? true : undefined,
        } as const;
        return (
          <div key={field} className={`sf-field${multiline ? ' sf-field--wide' : ''}`}>
            <label htmlFor={`${id}-${field}`}>
              {label}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            {multiline ? (
              <textarea {...common} rows={5} onChange={(event) => form.set(field, event.target.value)} />
            ) : options ? (
              <select {...common} onChange={(event) => form.set(field, event.target.value)}>
                <option value="">Choose a category</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => form.set(field, event.target.value)} />
            )}
            {error && (
              <p id={`${id}-${field}-error`} className="sf-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="sf-field--wide">
        <button type="submit" className="sf-button" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? 'Sending…' : 'Submit Application'}
        </button>
        {form.done && (
          <p className="sf-success" role="status">
            {STOCKIST_THANKS}
          </p>
        )}
      </div>
    </form>
  );
});

export default function BecomeStockistPage() {
  const { engagementApi } = useStores();
  const [form] = useState(() => new StockistForm(engagementApi));
  useEffect(() => () => form.dispose(), [form]);
  return (
    <PageShell title="Become a Stockist" className="sf-prose" description="Stock Soul Searching Outdoor Co. in your store. Apply online and we will be in touch within 24-48 hours.">
      <p>
        We love working with independent stores that share our love of the outdoors. Tell us about your business and our wholesale team will be in touch within 24-48 hours with our catalogue,
        wholesale pricing and minimum order details.
      </p>
      <StockistFormView form={form} />
    </PageShell>
  );
}
