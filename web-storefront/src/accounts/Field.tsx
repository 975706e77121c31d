import { useId, type InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's (or the form's) message for this field. */
  error?: string | undefined;
}

/** A labelled input with its message underneath, tied to it for screen readers. */
export function Field({ label, value, onChange, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} className="sf-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-wide message: a red alert for problems, a polite status for good news. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: React.ReactNode }) {
  return kind === 'error' ? (
    <div role="alert" className="sf-alert sf-alert--danger">
      {children}
    </div>
  ) : (
    <div role="status" className="sf-alert sf-alert--success">
      {children}
    </div>
  );
}
