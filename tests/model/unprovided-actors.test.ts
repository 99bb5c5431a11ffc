import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authMachine } from '../../machines/auth/auth.machine';
import { eidLoginMachine } from '../../machines/auth/eid-login.machine';
import { registerEidIdentification } from '../../machines/auth/register.machine';
import { loadMachine } from '../../machines/data/load.machine';
import { formMachine } from '../../machines/forms/form.machine';

/**
 * I/O actors are declared in the machines and provided at the composition root. One that was forgotten
 * must fail loudly, naming itself and how to provide it, instead of hanging or resolving with nothing.
 */
const declared: [string, unknown, RegExp][] = [
  [
    'passwordLogin',
    authMachine.implementations.actors.passwordLogin,
    /Actor 'passwordLogin' is not provided/,
  ],
  [
    'exchangeSbToken',
    authMachine.implementations.actors.exchangeSbToken,
    /Actor 'exchangeSbToken' is not provided/,
  ],
  [
    'refreshTokens',
    authMachine.implementations.actors.refreshTokens,
    /Actor 'refreshTokens' is not provided/,
  ],
  ['revokeToken', authMachine.implementations.actors.revokeToken, /Actor 'revokeToken' is not provided/],
  ['initiateEid', eidLoginMachine.implementations.actors.initiateEid, /Actor 'initiateEid' is not provided/],
  ['finalizeEid', eidLoginMachine.implementations.actors.finalizeEid, /Actor 'finalizeEid' is not provided/],
  [
    'finalizeEid (registration)',
    registerEidIdentification.implementations.actors.finalizeEid,
    /Actor 'finalizeEid' is not provided/,
  ],
  [
    'fetch',
    loadMachine.implementations.actors.fetch,
    /Actor 'fetch' is not provided: use loadMachine.provide/,
  ],
  ['submit', formMachine.implementations.actors.submit, /formMachine: provide the submit actor/],
];

describe('actors that are not provided', () => {
  for (const [name, logic, message] of declared) {
    it(`${name} rejects with a message naming it`, async () => {
      const actor = createActor(logic as AnyActorLogic, { input: {} });
      actor.subscribe({ error: () => undefined });
      actor.start();
      await expect(toPromise(actor)).rejects.toThrow(message);
      await expect(toPromise(actor)).rejects.toThrow(/provide/);
    });
  }
});
