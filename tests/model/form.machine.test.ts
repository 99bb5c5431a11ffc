import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  canSubmit,
  fieldError,
  formMachine,
  isSubmitting,
  submitError,
  visibleErrors,
} from '../../machines/forms/form.machine';
import type { FormSnapshot, FormSubmitInput } from '../../machines/forms/form.machine';
import {
  formFixtures,
  INVALID_PERSONAL_CODE,
  mobileIdFormInput,
  submitFailure,
  VALID_PERSONAL_CODE,
  VALID_PHONE,
  validateMobileIdForm,
} from '../../machines/forms/form.fixtures';
import { assertFullCoverage, createModel, formatCoverage } from './harness';
import { formSpec } from './specification';
import type { SpecExpectations, SpecStep } from './harness';

/** Invariants every snapshot of every generated path must satisfy. */
function formInvariant(snapshot: AnyMachineSnapshot): void {
  const form = snapshot as FormSnapshot;
  const { errors, touched, submitAttempted } = form.context;
  if (isSubmitting(form) !== form.matches('submitting')) throw new Error('tag loading iff submitting');
  if (form.hasTag('success') !== form.matches('submitted')) throw new Error('tag success iff submitted');
  if (canSubmit(form) && Object.keys(errors).length > 0) throw new Error('canSubmit with errors');
  if (form.matches({ editing: 'invalid' }) && Object.keys(errors).length === 0)
    throw new Error('invalid without errors');
  for (const name of Object.keys(visibleErrors(form))) {
    if (!submitAttempted && touched[name] !== true)
      throw new Error(`error of ${name} shown before blur or submit`);
  }
  if (form.matches('submitting') && Object.keys(errors).length > 0)
    throw new Error('submitting invalid values');
}

const validate = (values: Record<string, string>) =>
  validateMobileIdForm({ personalCode: values.personalCode ?? '', phone: values.phone ?? '' });

/** §4: the error a field shows is its current error once blurred, or after a submit (until a reset). */
function viewRule({ after, history }: SpecStep): void {
  const sinceReset = history.slice(history.findLastIndex((e) => e.type === 'form.reset') + 1);
  const submitted = sinceReset.some((e) => e.type === 'form.submit');
  const values: Record<string, string> = { ...mobileIdFormInput.initialValues };
  for (const e of history) {
    if (e.type === 'form.reset') Object.assign(values, mobileIdFormInput.initialValues);
    if (e.type === 'field.change' && String(e.name) in values) values[String(e.name)] = String(e.value);
  }
  const errors = validate(values);
  for (const name of ['personalCode', 'phone'] as const) {
    const blurred = sinceReset.some((e) => e.type === 'field.blur' && e.name === name);
    const expected = submitted || blurred ? errors[name] : undefined;
    if (fieldError(after as FormSnapshot, name) !== expected)
      throw new Error(`${name} shows ${fieldError(after as FormSnapshot, name)}, expected ${expected}`);
  }
  if (fieldError(after as FormSnapshot, 'no-such-field') !== undefined) throw new Error('an unknown field');
}

const spec: SpecExpectations = formSpec({ personalCode: '', phone: '' }, validate);

describe('form machine: generated paths', () => {
  const model = createModel({
    name: 'form',
    machine: formMachine,
    fixtures: formFixtures,
    invariant: formInvariant,
    spec: { ...spec, rules: [...(spec.rules ?? []), viewRule] },
  });

  it('generates a path per edge', () => {
    expect(model.paths.length).toBeGreaterThan(10);
  });

  for (const path of model.paths) {
    it(path.description, async () => {
      await model.runPath(path);
    });
  }

  it('covers every state, transition and branch', () => {
    const report = model.coverage();
    console.log(formatCoverage(report));
    assertFullCoverage(report);
    expect(report.states.total).toBe(6);
  });
});

describe('form machine: behaviour', () => {
  function start(submit: (input: FormSubmitInput) => Promise<unknown>) {
    const machine = formMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } });
    const actor = createActor(machine, { input: mobileIdFormInput });
    actor.start();
    return actor;
  }

  it('validates on change but hides errors until blur or submit', () => {
    const actor = start(() => new Promise(() => {}));
    actor.send({ type: 'field.change', name: 'personalCode', value: INVALID_PERSONAL_CODE });
    expect(actor.getSnapshot().context.errors).toEqual({
      personalCode: 'invalid-personal-code',
      phone: 'required',
    });
    expect(visibleErrors(actor.getSnapshot())).toEqual({});

    actor.send({ type: 'field.blur', name: 'personalCode' });
    expect(visibleErrors(actor.getSnapshot())).toEqual({ personalCode: 'invalid-personal-code' });
    expect(fieldError(actor.getSnapshot(), 'phone')).toBeUndefined();

    actor.send({ type: 'form.submit' });
    expect(visibleErrors(actor.getSnapshot())).toEqual({
      personalCode: 'invalid-personal-code',
      phone: 'required',
    });
  });

  it('blocks submit while a field has an error', () => {
    const submit = vi.fn(() => new Promise<never>(() => {}));
    const actor = start(submit);
    actor.send({ type: 'field.change', name: 'personalCode', value: VALID_PERSONAL_CODE });
    expect(canSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(submit).not.toHaveBeenCalled();

    actor.send({ type: 'field.change', name: 'phone', value: VALID_PHONE });
    expect(canSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(submit).toHaveBeenCalledWith({
      values: { personalCode: VALID_PERSONAL_CODE, phone: VALID_PHONE },
      params: null,
    });
  });

  it('keeps the values and reports the error when the request fails, then succeeds on retry', async () => {
    let attempt = 0;
    const actor = start(async () => {
      attempt += 1;
      if (attempt === 1) throw submitFailure;
      return { sessionStarted: true };
    });
    actor.send({ type: 'field.change', name: 'personalCode', value: VALID_PERSONAL_CODE });
    actor.send({ type: 'field.change', name: 'phone', value: VALID_PHONE });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true), { timeout: 10_000 });

    const failed = actor.getSnapshot();
    expect(failed.value).toEqual({ editing: 'valid' });
    expect(submitError(failed)).toEqual(submitFailure);
    expect(failed.context.values).toEqual({ personalCode: VALID_PERSONAL_CODE, phone: VALID_PHONE });

    actor.send({ type: 'form.submit' });
    expect(submitError(actor.getSnapshot())).toBeNull();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'), { timeout: 10_000 });
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ sessionStarted: true });
  });

  it('reset restores the initial values and hides errors again', () => {
    const actor = start(() => new Promise(() => {}));
    actor.send({ type: 'field.change', name: 'personalCode', value: INVALID_PERSONAL_CODE });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.reset' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.values).toEqual(mobileIdFormInput.initialValues);
    expect(snapshot.context.submitAttempted).toBe(false);
    expect(visibleErrors(snapshot)).toEqual({});
  });

  it('ignores events for unknown fields', () => {
    const actor = start(() => new Promise(() => {}));
    actor.send({ type: 'field.change', name: 'nope', value: 'x' });
    actor.send({ type: 'field.blur', name: 'nope' });
    expect(actor.getSnapshot().context.values).toEqual(mobileIdFormInput.initialValues);
    expect(actor.getSnapshot().context.touched).toEqual({});
  });
});
