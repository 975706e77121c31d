import { observer } from 'mobx-react-lite';
import { useEffect, type KeyboardEvent } from 'react';
import type { Combobox } from './ComboboxStore';
import './places.css';

export interface ComboboxFieldProps {
  box: Combobox;
  id: string;
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete?: string;
  type?: string;
  disabled?: boolean;
  /** Class of the field's wrapper and of its error message (each form has its own look). */
  fieldClass: string;
  errorClass: string;
}

/**
 * A labelled text field with suggestions (WAI-ARIA combobox, list autocomplete): the list is a
 * listbox tied to the field by aria-controls, the option moved to with Up/Down is the field's
 * aria-activedescendant, Enter chooses it, Escape closes the list, and a polite live region says
 * how many suggestions there are. The focus never leaves the field.
 */
export const ComboboxField = observer(function ComboboxField({
  box,
  id,
  label,
  name,
  value,
  onChange,
  error,
  autoComplete,
  type = 'text',
  disabled = false,
  fieldClass,
  errorClass,
}: ComboboxFieldProps) {
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-suggestion-${i}`;
  const errorId = `${id}-error`;
  const active = box.open && box.activeIndex >= 0 ? optionId(box.activeIndex) : undefined;
  // The list scrolls: keep the option moved to in sight.
  useEffect(() => {
    if (active) document.getElementById(active)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (box.keyDown(event.key)) event.preventDefault();
  };
  return (
    <div className={`${fieldClass} sf-combobox`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={box.open}
        aria-controls={listId}
        aria-activedescendant={active}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          box.typed(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={box.dismiss}
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" className="sf-combobox__list" hidden={!box.open}>
        {box.open &&
          box.labels.map((text, i) => (
            <li
              key={optionId(i)}
              id={optionId(i)}
              role="option"
              aria-selected={i === box.activeIndex}
              className="sf-combobox__option"
              // Keep the focus in the field: the click chooses, the field's blur must not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void box.choose(i)}
            >
              {text}
            </li>
          ))}
      </ul>
      <div role="status" aria-live="polite" className="sf-visually-hidden">
        {box.announcement}
      </div>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
});
