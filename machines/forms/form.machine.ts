import { assign, emit, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/**
 * The generic form machine (specification §4 "Forms"):
 * - every field is validated on every change;
 * - a field's error is shown after that field was blurred, or for every field after the first submit;
 * - submit is blocked while any field has an error (the attempt only reveals the errors);
 * - while the request is pending the machine is in `submitting` (tag `loading`: the button shows a loader);
 * - a failed request returns to editing with `submitError` set and the values untouched.
 *
 * Validation is a pure function given in the input and kept in context. Keeping a function in context is a
 * deliberate choice: the path-test traversal (`@xstate/graph`) serialises context with JSON, which drops the
 * function, so states are keyed by values/touched/errors only, and one machine serves every form without a
 * `provide()` per form. Views use the selectors at the bottom of this file instead of reading context.
 *
 * Submission is the invoked actor `submit`; the composition root provides it (src/app/flows.ts):
 * `formMachine.provide({ actors: { submit: fromPromise(async ({ input }) => api.save(input.values)) } })`.
 * The end of a submission is emitted (`form.submitted`, `form.failed`) so that the app decides in one
 * place where to go next.
 */

/** Field values by field name. Every field is a string, as typed by the user. */
export type FormValues<TField extends string = string> = Record<TField, string>;
/** Error codes by field name; a missing key means the field is valid. Codes are translated by the view. */
export type FormErrors<TField extends string = string> = Partial<Record<TField, string>>;
/** A pure validation of the whole form. */
export type FormValidate<TField extends string = string> = (values: FormValues<TField>) => FormErrors<TField>;

export interface FormInput<TField extends string = string> {
  initialValues: FormValues<TField>;
  validate: FormValidate<TField>;
  /**
   * What the submit actor needs besides the values and that the user does not type: the record a
   * one-click write is about (a notification number, a document), the eID provider, the flow actor a
   * form hands its values to. Passed to the submit actor unchanged; the machine never reads it.
   */
  params?: unknown;
}

export interface FormContext {
  initialValues: FormValues;
  values: FormValues;
  /** Current validation result of `values` (all fields, shown or not). */
  errors: FormErrors;
  /** Fields that have been blurred at least once. */
  touched: Partial<Record<string, true>>;
  /** True once the user pressed submit; from then on every error is shown. */
  submitAttempted: boolean;
  /** The error of the last failed submission (a portal error from `src/api/errors.ts`), or null. */
  submitError: unknown;
  /** The submit actor's output after success. */
  result: unknown;
  validate: FormValidate;
  /** `input.params`, handed to the submit actor. */
  params: unknown;
}

export type FormEvent =
  | { type: 'field.change'; name: string; value: string }
  | { type: 'field.blur'; name: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' };

export interface FormSubmitInput {
  values: FormValues;
  params: unknown;
}

export type FormTag = 'loading' | 'success';

/**
 * What a form tells the app: the composition root listens (src/app/flow-context.tsx) and decides where to
 * navigate after a flow ended, and sends a write's §8 redirect (/error-500, /error-timeout).
 */
export type FormEmitted =
  { type: 'form.submitted'; output: unknown } | { type: 'form.failed'; error: unknown };

/**
 * Types a form's input for its own field names and widens it for the machine. The cast is safe: the
 * machine only ever calls `validate` with the same keys as `initialValues`.
 */
export function formInput<TField extends string>(input: FormInput<TField>): FormInput {
  return input as unknown as FormInput;
}

function isField(context: FormContext, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(context.initialValues, name);
}

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
    output: {} as unknown,
    tags: {} as FormTag,
    emitted: {} as FormEmitted,
  },
  actors: {
    /** Sends the values; its output becomes `context.result`. Provided by the caller. */
    submit: fromPromise<unknown, FormSubmitInput>(async () => {
      throw new Error(
        'formMachine: provide the submit actor with formMachine.provide({ actors: { submit } })',
      );
    }),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'field.change' || !isField(context, event.name)) return {};
      const values = { ...context.values, [event.name]: event.value };
      return { values, errors: context.validate(values) };
    }),
    markTouched: assign(({ context, event }) => {
      if (event.type !== 'field.blur' || !isField(context, event.name)) return {};
      return { touched: { ...context.touched, [event.name]: true as const } };
    }),
    markSubmitAttempted: assign({ submitAttempted: true }),
    clearSubmitError: assign({ submitError: null }),
    resetForm: assign(({ context }) => ({
      values: context.initialValues,
      errors: context.validate(context.initialValues),
      touched: {},
      submitAttempted: false,
      submitError: null,
    })),
  },
}).createMachine({
  id: 'form',
  description:
    'A form: validates on every change, shows errors after blur or the first submit, submits once valid.',
  context: ({ input }) => ({
    initialValues: input.initialValues,
    values: input.initialValues,
    errors: input.validate(input.initialValues),
    touched: {},
    submitAttempted: false,
    submitError: null,
    result: null,
    validate: input.validate,
    params: input.params ?? null,
  }),
  initial: 'editing',
  output: ({ context }: { context: FormContext }) => context.result,
  states: {
    editing: {
      description: 'The user edits the fields. Every change is validated at once.',
      initial: 'checking',
      on: {
        'field.change': { target: '.checking', actions: 'applyChange' },
        'field.blur': { actions: 'markTouched' },
        'form.reset': { target: '.checking', actions: 'resetForm' },
      },
      states: {
        checking: {
          description: 'Transient: routes to invalid or valid by the current validation result.',
          always: [{ guard: 'hasErrors', target: 'invalid' }, { target: 'valid' }],
        },
        invalid: {
          description: 'At least one field has an error: submit is blocked and only reveals all errors.',
          on: { 'form.submit': { actions: 'markSubmitAttempted' } },
        },
        valid: {
          description: 'Every field is valid: submit sends the values.',
          on: { 'form.submit': { target: '#form.submitting', actions: 'markSubmitAttempted' } },
        },
      },
    },
    submitting: {
      description: 'The request is pending; the submit button shows a loader. Field events are ignored.',
      tags: ['loading'],
      entry: 'clearSubmitError',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ values: context.values, params: context.params }),
        onDone: {
          target: 'submitted',
          actions: [
            assign({ result: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'form.submitted' as const, output: event.output })),
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ submitError: ({ event }) => event.error }),
            emit(({ event }) => ({ type: 'form.failed' as const, error: event.error })),
          ],
        },
      },
    },
    submitted: {
      description: 'The request succeeded; the machine output is the submit result.',
      tags: ['success'],
      type: 'final',
    },
  },
});

export type FormSnapshot = SnapshotFrom<typeof formMachine>;

/** Errors the view shows: a field's error once it was blurred, every error after a submit attempt. */
export function visibleErrors(snapshot: FormSnapshot): FormErrors {
  const { errors, touched, submitAttempted } = snapshot.context;
  const visible: FormErrors = {};
  for (const [name, code] of Object.entries(errors)) {
    if (code !== undefined && (submitAttempted || touched[name] === true)) visible[name] = code;
  }
  return visible;
}

/** The visible error code of one field, if any. */
export function fieldError(snapshot: FormSnapshot, name: string): string | undefined {
  return visibleErrors(snapshot)[name];
}

/** True when a submit would send the values (editing and every field valid). */
export function canSubmit(snapshot: FormSnapshot): boolean {
  return snapshot.matches({ editing: 'valid' });
}

/** True while the request is pending (show the loader, disable the inputs). */
export function isSubmitting(snapshot: FormSnapshot): boolean {
  return snapshot.hasTag('loading');
}

/** The last submission error (to be mapped through the error catalogue by the view), or null. */
export function submitError(snapshot: FormSnapshot): unknown {
  return snapshot.context.submitError;
}
