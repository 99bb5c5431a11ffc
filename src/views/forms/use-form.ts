import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useFlow } from '../../app/flow-context';
import type { FormFlowName, FormFlowParams } from '../../app/flows';
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

type FormActor = ActorRefFrom<typeof formMachine>;

/** What a view gets from its form: values, translated visible errors, tags, and callbacks. */
function useFormBinding<TField extends string>(actor: FormActor) {
  const { i18n } = useLingui();
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
    /** The raw visible error code of a field (for a message the view words itself). */
    errorCodeOf: (name: TField): string | undefined => shown[name],
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

export interface UseFormFlowOptions<TField extends string, N extends FormFlowName> {
  initialValues: FormValues<TField>;
  validate: FormValidate<TField>;
  /** What the flow's submit actor needs besides the values (see FormFlowParams in src/app/flows.ts). */
  params: FormFlowParams[N];
  /** Rehydrate a story or a test at a given snapshot. */
  snapshot?: FormSnapshot | undefined;
}

/**
 * Binds a view to a form flow of the composition root (src/app/flows.ts): the form machine with its
 * submit actor provided there. The view gets values, translated visible errors and callbacks; the rules
 * (when to validate, when to show, when to block) stay in the machine, the I/O in src/app, and where
 * to go after the submission in src/app/navigation.ts.
 */
export function useFormFlow<TField extends string, N extends FormFlowName>(
  flow: N,
  options: UseFormFlowOptions<TField, N>,
) {
  // Every FormFlowName is a form machine (src/app/flows.ts); widen N to one of them for the input type.
  const actor = useFlow(flow as 'remindPassword', {
    input: formInput({
      initialValues: options.initialValues,
      validate: options.validate,
      params: options.params,
    }),
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  }) as FormActor;
  return useFormBinding<TField>(actor);
}

export interface UseFormOptions<TField extends string, TResult> {
  initialValues: FormValues<TField>;
  validate: FormValidate<TField>;
  submit: (values: FormValues<TField>, signal: AbortSignal) => Promise<TResult>;
  /** Rehydrate a story or a test at a given snapshot. */
  snapshot?: FormSnapshot;
}

/**
 * @deprecated Provides the submit actor inside the view. Its last user is the logged-in password change
 * (src/views/portal/account/password-change.tsx), which moves onto a flow with the qualify step; new
 * screens use `useFormFlow` with a flow of src/app/flows.ts.
 */
export function useForm<TField extends string, TResult = unknown>(options: UseFormOptions<TField, TResult>) {
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
  return useFormBinding<TField>(actor);
}
