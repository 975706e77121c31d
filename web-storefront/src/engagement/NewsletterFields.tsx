import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { NEWSLETTER_THANKS, type NewsletterForm } from './NewsletterForm';

export interface NewsletterFieldsProps {
  form: NewsletterForm;
  /** The footer form also asks for a first name. */
  withFirstName?: boolean;
  buttonClassName?: string;
}

/** E-mail (and first name) with the spec's messages under the field. */
export const NewsletterFields = observer(function NewsletterFields({ form, withFirstName = false, buttonClassName = 'sf-button' }: NewsletterFieldsProps) {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  if (form.done) {
    return (
      <p className="sf-newsletter__thanks" role="status">
        {NEWSLETTER_THANKS}
      </p>
    );
  }
  return (
    <form className="sf-newsletter__form" onSubmit={onSubmit} noValidate>
      <div className="sf-newsletter__fields">
        {withFirstName && (
          <div className="sf-field">
            <label htmlFor={`${id}-first-name`}>First name</label>
            <input
              id={`${id}-first-name`}
              name="firstName"
              type="text"
              autoComplete="given-name"
              value={form.firstName}
              onChange={(event) => form.setFirstName(event.target.value)}
              aria-invalid={form.firstNameError ? true : undefined}
              aria-describedby={form.firstNameError ? `${id}-first-name-error` : undefined}
            />
            {form.firstNameError && (
              <p id={`${id}-first-name-error`} className="sf-error" role="alert">
                {form.firstNameError}
              </p>
            )}
          </div>
        )}
        <div className="sf-field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
            aria-invalid={form.error ? true : undefined}
            aria-describedby={form.error ? `${id}-error` : undefined}
          />
          {form.error && (
            <p id={`${id}-error`} className="sf-error" role="alert">
              {form.error}
            </p>
          )}
        </div>
      </div>
      <button type="submit" className={buttonClassName} disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? 'Subscribing…' : 'Subscribe'}
      </button>
    </form>
  );
});
