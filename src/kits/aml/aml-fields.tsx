import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { visibleErrors, type formMachine } from '../../../machines/forms/form.machine';
import { listOf } from '../../../machines/aml/aml-answers';
import { SelectField as LabelledSelect } from '../../ui/select-field';
import { validationMessage } from '../forms/use-form';

export type StepFormRef = ActorRefFrom<typeof formMachine>;

export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

/** A step's form child: values, translated visible errors (§4: after blur or submit), and events. */
export function useStepForm(form: StepFormRef) {
  const { i18n } = useLingui();
  const snapshot = useSelector(form, (s) => s);
  const shown = visibleErrors(snapshot);
  const values = snapshot.context.values;
  const field = (name: string): BoundField => {
    const code = shown[name];
    return {
      name,
      value: values[name] ?? '',
      error: code ? validationMessage(code, i18n.locale) : undefined,
      onValueChange: (value) => form.send({ type: 'field.change', name, value }),
      onBlur: () => form.send({ type: 'field.blur', name }),
    };
  };
  return { values, field, submit: () => form.send({ type: 'form.submit' }) };
}

/** A select bound to a step form's field, with "Pasirinkite" first. */
export function SelectField({
  label,
  options,
  field,
  hint,
}: {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  field: BoundField;
  hint?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <LabelledSelect
      label={label}
      name={field.name}
      value={field.value}
      options={options}
      onValueChange={field.onValueChange}
      onBlur={field.onBlur}
      placeholder={t`Pasirinkite`}
      hint={hint}
      error={field.error}
    />
  );
}

/** One answer of several (radio buttons in a fieldset, §4 errors under the legend's group). */
export function ChoiceField({
  legend,
  options,
  field,
}: {
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  field: BoundField;
}) {
  const id = useId();
  const errorId = field.error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={['fieldset', 'field', field.error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={errorId}
      aria-invalid={field.error ? true : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label className="choice" key={option.value}>
          <input
            type="radio"
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => field.onValueChange(option.value)}
            onBlur={field.onBlur}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {field.error ? (
        <p className="field__error" id={errorId}>
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Several answers (check boxes), kept as a comma-separated list; §5 at least one. */
export function ChecklistField({
  legend,
  options,
  field,
}: {
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  field: BoundField;
}) {
  const id = useId();
  const errorId = field.error ? `${id}-error` : undefined;
  const chosen = listOf(field.value);
  return (
    <fieldset
      className={['fieldset', 'field', field.error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={errorId}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label className="choice" key={option.value}>
          <input
            type="checkbox"
            name={field.name}
            value={option.value}
            checked={chosen.includes(option.value)}
            onChange={(event) => {
              const next = event.target.checked
                ? [...chosen, option.value]
                : chosen.filter((value) => value !== option.value);
              field.onValueChange(
                options
                  .map((o) => o.value)
                  .filter((v) => next.includes(v))
                  .join(','),
              );
            }}
            onBlur={field.onBlur}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {field.error ? (
        <p className="field__error" id={errorId}>
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}
