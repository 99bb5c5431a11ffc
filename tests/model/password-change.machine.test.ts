import { createActor, fromPromise, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  passwordChangeMachine,
  type ChangePasswordInput,
  type PasswordChangeContext,
} from '../../machines/account/password-change.machine';
import {
  confirmationRequired,
  invalidOldPassword,
  passwordChangeFixtures,
  passwordCreateFixtures,
  userLocked,
  validPasswordValues,
} from '../../machines/account/password-change.fixtures';
import { stepUpConfirmation } from '../../machines/auth/qualify.fixtures';
import {
  confirmThenSubmitMachine,
  type SubmitInput,
} from '../../machines/step-up/confirm-then-submit.machine';
import { createModel, testGeneratedPaths } from './harness';
import { passwordChangeSpec } from './specification';

function invariant(snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as PasswordChangeContext;
  if (snapshot.matches('locked') && context.confirmation !== null)
    throw new Error('a locked change keeps no confirmation');
}

describe('password change machine: generated paths', () => {
  const model = createModel({
    name: 'passwordChange',
    machine: passwordChangeMachine,
    fixtures: passwordChangeFixtures,
    spec: passwordChangeSpec({ hasPassword: true }),
    invariant: (snapshot) => {
      invariant(snapshot);
      if ((snapshot.context as PasswordChangeContext).mode !== 'change') throw new Error('mode');
    },
  });

  testGeneratedPaths(model);
});

describe('password change machine: a first password for an eID-only customer', () => {
  const model = createModel({
    name: 'passwordChange (create)',
    machine: passwordChangeMachine,
    fixtures: passwordCreateFixtures,
    spec: passwordChangeSpec({ hasPassword: false }),
    invariant: (snapshot) => {
      invariant(snapshot);
      if ((snapshot.context as PasswordChangeContext).mode !== 'create') throw new Error('mode');
    },
  });

  testGeneratedPaths(model);
});

/** The flow with the real shared child around a fake ResetPassword (what it was sent, flattened). */
function withChange(change: (input: ChangePasswordInput) => Promise<void>) {
  return passwordChangeMachine.provide({
    actors: {
      confirmThenSubmit: confirmThenSubmitMachine.provide({
        actors: {
          submit: fromPromise<unknown, SubmitInput>(async ({ input }) =>
            change({
              ...(input.payload as Omit<ChangePasswordInput, 'confirmation'>),
              confirmation: input.confirmation ?? '',
            }),
          ),
        },
      }),
    },
  });
}

/** The shared child (fresh confirmation, then the change) while the flow is submitting. */
function child(actor: { getSnapshot(): AnyMachineSnapshot }): AnyActorRef {
  const ref = actor.getSnapshot().children.confirmThenSubmit as AnyActorRef | undefined;
  if (!ref) throw new Error('no confirmThenSubmit child');
  return ref;
}

const confirmed = (actor: { getSnapshot(): AnyMachineSnapshot }) =>
  child(actor).send({ type: 'qualify.confirmed', confirmation: stepUpConfirmation });

describe('password change machine: the change is sent only with a fresh confirmation', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  function start(outcomes: unknown[]) {
    const sent: ChangePasswordInput[] = [];
    const machine = withChange(async (input) => {
      sent.push(input);
      const outcome = outcomes.shift();
      if (outcome !== undefined) throw outcome;
    });
    const actor = createActor(machine, { input: { hasPassword: true } }).start();
    const fill = async () => {
      const form = actor.getSnapshot().children.form;
      if (!form) throw new Error('no form');
      for (const [name, value] of Object.entries(validPasswordValues))
        form.send({ type: 'field.change', name, value });
      form.send({ type: 'form.submit' });
      await flush();
    };
    return { actor, sent, fill };
  }

  it('asks for the confirmation first, then sends the values with it', async () => {
    const { actor, sent, fill } = start([]);
    await fill();
    expect(child(actor).getSnapshot().matches('confirming')).toBe(true);
    expect(sent).toEqual([]);
    confirmed(actor);
    await flush();
    expect(sent).toEqual([
      {
        oldPassword: 'Pensija2026',
        newPassword: 'Pensija2027',
        confirmation: stepUpConfirmation.confirmation,
      },
    ]);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('a wrong old password keeps the values and the confirmation; an expired one asks again', async () => {
    const { actor, sent, fill } = start([invalidOldPassword, confirmationRequired]);
    await fill();
    confirmed(actor);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual(invalidOldPassword.error);
    expect(actor.getSnapshot().context.values).toEqual(validPasswordValues);
    // Re-submitting goes straight to the server with the kept confirmation ...
    actor.getSnapshot().children.form?.send({ type: 'form.submit' });
    await flush();
    await flush();
    expect(sent).toHaveLength(2);
    // ... which answers that it expired: a new confirmation is asked for.
    expect(child(actor).getSnapshot().matches('confirming')).toBe(true);
    expect(child(actor).getSnapshot().context.confirmationExpired).toBe(true);
  });

  it('a customer without a password creates one: no current password is asked for or sent', async () => {
    const sent: ChangePasswordInput[] = [];
    const emitted: unknown[] = [];
    const machine = withChange(async (input) => {
      sent.push(input);
    });
    const actor = createActor(machine, { input: { hasPassword: false } }).start();
    actor.on('form.submitted', (event) => emitted.push(event));
    const form = actor.getSnapshot().children.form;
    form?.send({ type: 'field.change', name: 'newPassword', value: 'Pensija2027' });
    form?.send({ type: 'field.change', name: 'confirmPassword', value: 'Pensija2027' });
    form?.send({ type: 'form.submit' });
    await flush();
    expect(child(actor).getSnapshot().matches('confirming')).toBe(true);
    confirmed(actor);
    await flush();
    expect(sent).toEqual([{ newPassword: 'Pensija2027', confirmation: stepUpConfirmation.confirmation }]);
    expect(emitted).toEqual([{ type: 'form.submitted', output: { created: true } }]);
  });

  it('user_locked ends the flow', async () => {
    const { actor, fill } = start([userLocked]);
    await fill();
    confirmed(actor);
    await flush();
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
