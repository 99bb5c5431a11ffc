import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useFlow } from '../../app/flow-context';
import type { FormFlowName, FormFlowParams } from '../../app/flows';
import type { formMachine } from '../../../machines/forms/form.machine';
import {
  formInput,
  isSubmitting,
  visibleErrors,
  type FormErrors,
  type FormSnapshot,
  type FormValidate,
  type FormValues,
} from '../../../machines/forms/form.machine';
import { validationMessage } from '../../i18n/validation-messages';

export { validationMessage };

type FormActor = ActorRefFrom<typeof formMachine>;

/** A form's validation from one rule per field: a rule answers the field's error code, or null when valid. */
export function fieldRules<TField extends string>(rules: {
  [F in TField]?: (values: FormValues<TField>) => string | null;
}): FormValidate<TField> {
  return (values) => {
    const errors: FormErrors<TField> = {};
    for (const field in rules) {
      const code = rules[field]?.(values);
      if (code) errors[field] = code;
    }
    return errors;
  };
}

/**
 * What a view gets from its form: values, translated visible errors, tags, and callbacks. A flow whose
 * machine spawns the form as a child binds that child with it directly.
 */
export function useFormBinding<TField extends string>(actor: FormActor) {
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

/** A view's binding to its form (see useFormBinding). */
export type FormBinding<TField extends string = string> = ReturnType<typeof useFormBinding<TField>>;

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
