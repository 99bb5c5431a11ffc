import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authMachine } from '../../machines/auth/auth.machine';
import { AuthFlowError, type AuthTokens, type EidRequest } from '../../machines/auth/auth-types';
import { eidLoginMachine, type EidInitiateOutput } from '../../machines/auth/eid-login.machine';
import { initI18n } from '../../src/i18n/locale';
import { renderLoginScreen, settle } from './support/login-screen';

/**
 * §8 "IP ban (too many bad requests, IP blocked until a date)": the login page says until when the
 * address is blocked, from the auth server's `blocked_until` (server/security/rate-limit.ts), for the
 * password login and for Smart-ID / Mobile-ID. The date and time are Lithuanian (Europe/Vilnius).
 */
const BLOCKED_UNTIL = '2026-11-23T10:30:00.000Z';
/** 10:30 UTC is 12:30 in Vilnius in November (EET, UTC+2). */
const SHOWN = '2026-11-23 12:30';

const banned = () =>
  new AuthFlowError('ip_banned', 'Too many bad requests: this IP address is blocked', BLOCKED_UNTIL);

function sessionRefusedByBan() {
  return authMachine.provide({
    actors: {
      passwordLogin: fromPromise<AuthTokens, { username: string; password: string }>(async () => {
        throw banned();
      }),
      eidLogin: eidLoginMachine.provide({
        actors: {
          initiateEid: fromPromise<EidInitiateOutput, EidRequest>(async () => {
            throw banned();
          }),
        },
      }),
    },
  } as unknown as Parameters<typeof authMachine.provide>[0]);
}

describe('the IP ban message on the login page (§8)', () => {
  beforeAll(async () => {
    initI18n();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('the password login shows the date and time until which the address is blocked', async () => {
    const auth = createActor(sessionRefusedByBan(), { input: { refreshToken: null } }).start();
    await renderLoginScreen(auth, '/login/email');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('El. paštas arba naudotojo vardas'), 'jonas01');
    await user.type(screen.getByLabelText('Slaptažodis', { exact: true }), 'Pensija2026');
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await settle();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Jūsų IP adresas užblokuotas iki ${SHOWN}`);
    expect(auth.getSnapshot().context.error).toEqual({
      code: 'ip_banned',
      provider: 'password',
      blockedUntil: BLOCKED_UNTIL,
    });
    auth.stop();
  });

  it('Smart-ID shows it too', async () => {
    const auth = createActor(sessionRefusedByBan(), { input: { refreshToken: null } }).start();
    await renderLoginScreen(auth, '/login/smart-id');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Asmens kodas'), '30303039914');
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await settle();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Jūsų IP adresas užblokuotas iki ${SHOWN}`);
    auth.stop();
  });

  it('without a date from the server the message says to try later', async () => {
    const auth = createActor(
      authMachine.provide({
        actors: {
          passwordLogin: fromPromise<AuthTokens, { username: string; password: string }>(async () => {
            throw new AuthFlowError('ip_banned');
          }),
        },
      } as unknown as Parameters<typeof authMachine.provide>[0]),
      { input: { refreshToken: null } },
    ).start();
    await renderLoginScreen(auth, '/login/email');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('El. paštas arba naudotojo vardas'), 'jonas01');
    await user.type(screen.getByLabelText('Slaptažodis', { exact: true }), 'Pensija2026');
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await settle();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Prisijungti laikinai negalima – bandykite vėliau.');
    auth.stop();
  });
});
