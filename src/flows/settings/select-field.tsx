import { useId, type ReactNode } from 'react';

/** A labelled native select in the text field's layout (keyboard and screen readers as the browser gives). */
export function SelectField({
  label,
  name,
  value,
  options,
  onValueChange,
  error,
  disabled,
}: {
  label: ReactNode;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <select
          id={id}
          name={name}
          className="field__input"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onValueChange(event.target.value)}
        >
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
