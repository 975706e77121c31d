import { observer } from 'mobx-react-lite';
import { useId, type InputHTMLAttributes } from 'react';
import type { FormState } from '../stores/FormState';

type Values = Record<string, unknown>;
type TextKeys<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];
type BooleanKeys<V> = { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V & string];

/** The message under a field, tied to it by id (the input's aria-describedby). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="adm-field__error">
      {message}
    </p>
  );
}

export interface TextFieldProps<V extends Values> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange'> {
  form: FormState<V>;
  name: TextKeys<V>;
  label: string;
}

/** A labelled text input of a form: typing clears its message; the message sits under it, tied by aria-describedby. */
export const TextField = observer(function TextField<V extends Values>({ form, name, label, ...input }: TextFieldProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = form.error(name);
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        {...input}
      />
      <FieldMessage id={errorId} message={message} />
    </div>
  );
});

export interface YesNoFieldProps<V extends Values> {
  form: FormState<V>;
  name: BooleanKeys<V>;
  legend: string;
  yes: string;
  no: string;
}

/** Two radio buttons for a true/false field (Visible / Hidden), with the field's message under them. */
export const YesNoField = observer(function YesNoField<V extends Values>({ form, name, legend, yes, no }: YesNoFieldProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = form.error(name);
  const value = form.values[name] === true;
  const radio = (label: string, checked: boolean, choice: boolean) => (
    <label className="adm-radio">
      <input
        type="radio"
        name={`${id}-${name}`}
        checked={checked}
        onChange={() => form.set(name, choice as V[typeof name])}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="adm-field adm-fieldset">
      <legend>{legend}</legend>
      {radio(yes, value, true)}
      {radio(no, !value, false)}
      <FieldMessage id={errorId} message={message} />
    </fieldset>
  );
});
