import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { FormState } from '../stores/FormState';

type Values = Record<string, unknown>;

/** Moves the focus to the first field in error (in the page's order) each time a save fails. */
export function useFocusFirstError(form: { readonly failedSaves: number }, container: React.RefObject<HTMLElement | null>): void {
  const failedSaves = form.failedSaves;
  useEffect(() => {
    if (failedSaves === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? container.current?.querySelector<HTMLElement>('[data-form-error]');
    first?.focus();
  }, [failedSaves, container]);
}

export interface AdminFormProps<V extends Values> {
  form: FormState<V>;
  /** The form's accessible name, e.g. 'New category'. */
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A back-office form: named for assistive technology, no browser validation bubbles (the shop's
 * own messages show under the fields), a form-wide message when a failure names no field, and the
 * focus on the first field in error after a failed save.
 */
export const AdminForm = observer(function AdminForm<V extends Values>({ form, label, onSubmit, children }: AdminFormProps<V>) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, ref);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={ref} aria-label={label} noValidate onSubmit={submit} className="adm-form">
      {form.formError && (
        <p role="alert" className="adm-alert adm-alert--danger" tabIndex={-1} data-form-error>
          {form.formError}
        </p>
      )}
      {children}
    </form>
  );
});
