import { useId, type ReactNode } from 'react';

/**
 * A labelled native select in the text field's layout (keyboard and screen readers as the browser gives):
 * an optional hint under the label and an error under the select, both read with it.
 */
export function SelectField({
  label,
  name,
  value,
  options,
  onValueChange,
  onBlur,
  placeholder,
  hint,
  error,
  disabled,
}: {
  label: ReactNode;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  /** The first option's text, whose value is '' ("Pasirinkite", or "no" for an optional question). */
  placeholder?: string | undefined;
  /** A sentence under the label. */
  hint?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="field__row">
        <select
          id={id}
          name={name}
          className="field__input"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
