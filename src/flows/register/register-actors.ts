import { fromPromise } from 'xstate';
import type {
  EidFinalizeInput,
  EidInitiateInput,
  EidInitiateOutput,
} from '../../../machines/auth/eid-login.machine';
import {
  registerEidIdentification,
  registerMachine,
  type RegistrationResult,
} from '../../../machines/auth/register.machine';

/**
 * The registration machine's I/O: the shared eID child provided with the registration endpoints
 * (/connect/register/initiate, /connect/register/complete). Like the session's actors, the HTTP code
 * (ofetch and the zod contract) is loaded on first use, so it is not part of the register route's chunk.
 */
const http = () => import('../../app/auth-http');

export const registerMachineProvided = registerMachine.provide({
  actors: {
    eidLogin: registerEidIdentification.provide({
      actors: {
        initiateEid: fromPromise<EidInitiateOutput, EidInitiateInput>(async ({ input, signal }) =>
          (await http()).initiateRegistration(input, signal),
        ),
        finalizeEid: fromPromise<RegistrationResult, EidFinalizeInput>(async ({ input, signal }) =>
          (await http()).completeRegistration(input, signal),
        ),
      },
    }),
  },
});
