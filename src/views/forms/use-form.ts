import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { getInspect } from '../../app/inspector';
import {
  formInput,
  formMachine,
  isSubmitting,
  visibleErrors,
  type FormSnapshot,
  type FormValidate,
  type FormValues,
} from '../../../machines/forms/form.machine';
import {
  isValidationCode,
  VALIDATION_MESSAGES_EN,
  VALIDATION_MESSAGES_LT,
} from '../../domain/validation-codes';

/** Translates a validation code; unknown codes fall back to the generic "incorrect data" text. */
export function validationMessage(code: string, locale: string): string {
  const catalogue = locale === 'en' ? VALIDATION_MESSAGES_EN : VALIDATION_MESSAGES_LT;
  return isValidationCode(code) ? catalogue[code] : catalogue['incorrect-data'];
}

export interface UseFormOptions<TField extends string, TResult> {
  initialValues: FormValues<TField>;
  validate: FormValidate<TField>;
  submit: (values: FormValues<TField>, signal: AbortSignal) => Promise<TResult>;
  /** Rehydrate a story or a test at a given snapshot. */
  snapshot?: FormSnapshot;
}

/**
 * Binds a view to its own form machine actor. The view gets values, translated visible errors and
 * callbacks; the rules (when to validate, when to show, when to block) stay in the machine.
 */
export function useForm<TField extends string, TResult = unknown>(options: UseFormOptions<TField, TResult>) {
  const { i18n } = useLingui();
  // The submit implementation may change between renders; the machine is created once.
  const submitRef = useRef(options.submit);
  submitRef.current = options.submit;
  const machine = useMemo(
    () =>
      formMachine.provide({
        actors: {
          submit: fromPromise(({ input, signal }) =>
            submitRef.current(input.values as FormValues<TField>, signal),
          ),
        },
      }),
    [],
  );
  const inspect = getInspect();
  const actor = useActorRef(machine, {
    input: formInput({ initialValues: options.initialValues, validate: options.validate }),
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    ...(inspect ? { inspect } : {}),
  });
  const snapshot = useSelector(actor, (s) => s);
  const shown = visibleErrors(snapshot);
  const errorOf = (name: TField): string | undefined => {
    const code = shown[name];
    return code ? validationMessage(code, i18n.locale) : undefined;
  };
  return {
    actor,
    snapshot,
    values: snapshot.context.values as FormValues<TField>,
    errorOf,
    submitting: isSubmitting(snapshot),
    submitted: snapshot.hasTag('success'),
    submitError: snapshot.context.submitError,
    change: (name: TField, value: string) => actor.send({ type: 'field.change', name, value }),
    blur: (name: TField) => actor.send({ type: 'field.blur', name }),
    submit: () => actor.send({ type: 'form.submit' }),
    /** Props for a <form>: submit through the machine, never a page reload. */
    formProps: {
      noValidate: true,
      onSubmit: (event: { preventDefault: () => void }) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      },
    },
  };
}
