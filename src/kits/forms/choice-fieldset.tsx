import type { ReactNode } from 'react';

/** A question answered with radios or checkboxes: its legend, the choices, and the error read with the group. */
export function ChoiceFieldset({
  legend,
  error,
  errorId,
  children,
}: {
  legend: ReactNode;
  /** Already translated; shown (and named by the group's aria-describedby) only when set. */
  error: string | null | undefined;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
