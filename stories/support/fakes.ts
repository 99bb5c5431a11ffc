/**
 * Fakes for stories: the session actor and the public services, frozen (never-resolving) or live
 * (resolving after a short delay so a designer can click through a flow), plus form snapshots.
 */
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { StateValue } from 'xstate';
import type { AuthActorRef } from '../../src/app/auth-context';
import { getInspect } from '../../src/app/inspector';
import type { PublicServices } from '../../src/app/services';
import {
  authMachine,
  type AuthContext,
  type DeviceLinkCallbackInput,
  type PasswordLoginInput,
  type RefreshTokensInput,
  type RevokeTokenInput,
  type SbTokenInput,
} from '../../machines/auth/auth.machine';
import { AuthFlowError, type AuthTokens, type LoginError } from '../../machines/auth/auth-types';
import {
  deviceLinkLoginMachine,
  type DeviceLinkInitiateOutput,
  type DeviceLinkInput,
  type DeviceLinkRefresherEvent,
  type DeviceLinkRefreshInput,
} from '../../machines/auth/device-link-login.machine';
import {
  eidLoginMachine,
  type EidFinalizeInput,
  type EidInitiateInput,
  type EidInitiateOutput,
} from '../../machines/auth/eid-login.machine';
import {
  formMachine,
  type FormErrors,
  type FormSnapshot,
  type FormValidate,
  type FormValues,
} from '../../machines/forms/form.machine';

/** A promise that never settles: the story stays in the state that started it. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const id = window.setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      window.clearTimeout(id);
      reject(new Error('aborted'));
    });
  });
}

export function storyTokens(): AuthTokens {
  return {
    accessToken: 'story-access-token',
    refreshToken: 'story-refresh-token',
    idToken: 'story-id-token',
    expiresIn: 3600,
    issuedAt: Date.now(),
  };
}

// ---- Session (auth) ------------------------------------------------------------------------

/** The session machine whose every I/O actor never resolves. */
export const frozenAuthMachine = authMachine.provide({
  actors: {
    passwordLogin: fromPromise<AuthTokens, PasswordLoginInput>(() => never()),
    exchangeSbToken: fromPromise<AuthTokens, SbTokenInput>(() => never()),
    refreshTokens: fromPromise<AuthTokens, RefreshTokensInput>(() => never()),
    revokeToken: fromPromise<void, RevokeTokenInput>(() => never()),
    eidLogin: eidLoginMachine.provide({
      actors: {
        initiateEid: fromPromise<EidInitiateOutput, EidInitiateInput>(() => never()),
        finalizeEid: fromPromise<AuthTokens, EidFinalizeInput>(() => never()),
      },
    }),
    deviceLinkLogin: deviceLinkLoginMachine.provide({
      actors: {
        initiateDeviceLink: fromPromise<DeviceLinkInitiateOutput, DeviceLinkInput>(() => never()),
        linkRefresher: fromCallback(() => undefined),
        finalizeEid: fromPromise<AuthTokens, EidFinalizeInput>(() => never()),
      },
    }),
    deviceLinkCallback: fromPromise<AuthTokens, DeviceLinkCallbackInput>(() => never()),
  },
});

/** A Smart-ID device link as SK's demo service builds them (the story's QR code shows this text). */
export const storyDeviceLink = (elapsedSeconds: number) =>
  `https://sid.demo.sk.ee/device-link?deviceLinkType=QR&elapsedSeconds=${elapsedSeconds}&sessionToken=story&lang=lit&authCode=c3Rvcnk`;

/** The password that logs in with the live fakes; any other password is rejected (invalid_grant). */
export const LIVE_PASSWORD = 'Slaptazodis1';
/** How many polls the live eID fake answers authorization_pending before confirming (3 s each). */
const LIVE_EID_PENDING_POLLS = 2;

/** The session machine with fakes that answer like the auth server, after short delays. */
export function liveAuthMachine() {
  const polls = new Map<string, number>();
  let sessions = 0;
  return authMachine.provide({
    actors: {
      passwordLogin: fromPromise<AuthTokens, PasswordLoginInput>(async ({ input, signal }) => {
        await delay(900, signal);
        if (input.password !== LIVE_PASSWORD) throw new AuthFlowError('invalid_grant');
        return storyTokens();
      }),
      exchangeSbToken: fromPromise<AuthTokens, SbTokenInput>(async ({ signal }) => {
        await delay(900, signal);
        return storyTokens();
      }),
      refreshTokens: fromPromise<AuthTokens, RefreshTokensInput>(async ({ signal }) => {
        await delay(300, signal);
        return storyTokens();
      }),
      revokeToken: fromPromise<void, RevokeTokenInput>(async ({ signal }) => {
        await delay(500, signal);
      }),
      deviceLinkLogin: deviceLinkLoginMachine.provide({
        actors: {
          initiateDeviceLink: fromPromise<DeviceLinkInitiateOutput, DeviceLinkInput>(async ({ signal }) => {
            await delay(600, signal);
            sessions += 1;
            return {
              token: `story-qr-${sessions}`,
              qr: storyDeviceLink(0),
              web2app: 'https://sid.demo.sk.ee/device-link?deviceLinkType=Web2App&authCode=c3Rvcnk',
              startedAt: Date.now(),
            };
          }),
          // A new QR link every second, as the server builds them.
          linkRefresher: fromCallback<DeviceLinkRefresherEvent, DeviceLinkRefreshInput>(({ sendBack }) => {
            let elapsed = 0;
            const timer = setInterval(() => {
              elapsed += 1;
              sendBack({
                type: 'deviceLink.fresh',
                qr: storyDeviceLink(elapsed),
                web2app: 'https://sid.demo.sk.ee/device-link?deviceLinkType=Web2App&authCode=c3Rvcnk',
              });
            }, 1000);
            return () => clearInterval(timer);
          }),
          finalizeEid: fromPromise<AuthTokens, EidFinalizeInput>(async ({ input, signal }) => {
            await delay(200, signal);
            const seen = (polls.get(input.token) ?? 0) + 1;
            polls.set(input.token, seen);
            if (seen <= LIVE_EID_PENDING_POLLS * 2) throw new AuthFlowError('authorization_pending');
            return storyTokens();
          }),
        },
      }),
      deviceLinkCallback: fromPromise<AuthTokens, DeviceLinkCallbackInput>(async ({ signal }) => {
        await delay(600, signal);
        return storyTokens();
      }),
      eidLogin: eidLoginMachine.provide({
        actors: {
          initiateEid: fromPromise<EidInitiateOutput, EidInitiateInput>(async ({ signal }) => {
            await delay(800, signal);
            sessions += 1;
            return {
              controlCode: String(4820 + sessions),
              token: `story-eid-${sessions}`,
              startedAt: Date.now(),
            };
          }),
          finalizeEid: fromPromise<AuthTokens, EidFinalizeInput>(async ({ input, signal }) => {
            await delay(200, signal);
            const seen = (polls.get(input.token) ?? 0) + 1;
            polls.set(input.token, seen);
            if (seen <= LIVE_EID_PENDING_POLLS) throw new AuthFlowError('authorization_pending');
            return storyTokens();
          }),
        },
      }),
    },
  });
}

const signedOutContext: AuthContext = {
  provider: null,
  error: null,
  controlCode: null,
  expiresAt: null,
  deviceLink: null,
  tokens: null,
  storedRefreshToken: null,
  signedOutReason: null,
};

/**
 * A started session actor restored at `value` (frozen: no invoked actor or timer runs until an event
 * moves it on, and then only never-resolving fakes).
 */
export function authAt(value: StateValue, context: Partial<AuthContext> = {}): AuthActorRef {
  const snapshot = frozenAuthMachine.resolveState({ value, context: { ...signedOutContext, ...context } });
  // `input` is required by the types; a restored actor takes its context from the snapshot.
  const inspect = getInspect();
  return createActor(frozenAuthMachine, {
    snapshot,
    input: { refreshToken: null },
    ...(inspect ? { inspect } : {}),
  }).start();
}

/** The login page with nothing going on. */
export const signedOut = (): AuthActorRef => authAt({ unauthorized: 'signedOut' });

/** The login page showing a §8 error of a provider. */
export const failedWith = (error: LoginError): AuthActorRef =>
  authAt({ unauthorized: 'failed' }, { provider: error.provider, error });

/** Logged in (for the portal); the inactivity child is not running, so no warning appears. */
export const authorized = (): AuthActorRef =>
  authAt({ authorized: 'active' }, { provider: 'smart_id', tokens: storyTokens() });

/** Smart-ID by QR code: starting (spinner), the QR shown with `secondsLeft`, or the QR too old (hidden). */
export function deviceLinkAt(step: { secondsLeft: number; fresh: boolean } | null): AuthActorRef {
  return authAt(
    'deviceLinkLoading',
    step
      ? {
          provider: 'smart_id',
          deviceLink: {
            qr: storyDeviceLink(120 - step.secondsLeft),
            web2app: 'https://sid.demo.sk.ee/device-link?deviceLinkType=Web2App&authCode=c3Rvcnk',
            expiresAt: Date.now() + step.secondsLeft * 1000,
            fresh: step.fresh,
          },
        }
      : { provider: 'smart_id' },
  );
}

/** The eID flow: starting (spinner) or the control code shown with `secondsLeft` on the clock. */
export function eidAt(
  provider: 'smart_id' | 'mobile_id',
  step: { controlCode: string; secondsLeft: number } | null,
): AuthActorRef {
  if (!step) return authAt({ electronicIdLoading: 'starting' }, { provider });
  return authAt(
    { electronicIdLoading: 'awaitingConfirmation' },
    { provider, controlCode: step.controlCode, expiresAt: Date.now() + step.secondsLeft * 1000 },
  );
}

/** A started live session actor, signed out. */
export const liveAuth = (): AuthActorRef =>
  createActor(liveAuthMachine(), {
    input: { refreshToken: null },
    ...(getInspect() ? { inspect: getInspect() } : {}),
  }).start();

// ---- Public services -----------------------------------------------------------------------

/**
 * Every submission pending forever. The reset-link check answers "valid" at once, because the route
 * loader runs it before the reset screen can show at all.
 */
export const frozenServices: PublicServices = {
  setPotentialCustomer: () => never(),
  saveGdprAnswer: () => never(),
  saveNotificationSettings: () => never(),
  remindPassword: () => never(),
  validateChangePasswordToken: () => Promise.resolve(),
  forgetRememberedBrowser: () => never(),
  changePassword: () => never(),
};

/** Every request succeeds after a short delay; `overrides` replace single calls (e.g. to fail). */
export function liveServices(overrides: Partial<PublicServices> = {}): PublicServices {
  const ok = async (signal?: AbortSignal) => {
    await delay(700, signal);
  };
  return {
    setPotentialCustomer: (_hash, signal) => ok(signal),
    saveGdprAnswer: (_input, signal) => ok(signal),
    saveNotificationSettings: (_input, signal) => ok(signal),
    remindPassword: (_input, signal) => ok(signal),
    validateChangePasswordToken: (_hash, signal) => ok(signal),
    forgetRememberedBrowser: (signal) => ok(signal),
    changePassword: (_input, signal) => ok(signal),
    ...overrides,
  };
}

/** A request that fails after a short delay with `error` (what the API client would reject with). */
export function failsWith(error: unknown) {
  return async (_input: unknown, signal?: AbortSignal): Promise<void> => {
    await delay(500, signal);
    throw error;
  };
}

// ---- Forms ---------------------------------------------------------------------------------

export interface FormSnapshotOptions<TField extends string> {
  value: StateValue;
  initialValues: FormValues<TField>;
  values?: Partial<FormValues<TField>>;
  /** The form's own validation (the same rules it uses), kept in context like the machine does. */
  validate: FormValidate<TField>;
  touched?: Partial<Record<TField, true>>;
  submitAttempted?: boolean;
  submitError?: unknown;
  /** The form's `params` (what the submit actor gets besides the values). */
  params?: unknown;
}

/** A form machine snapshot for the `snapshot` prop of a form component. */
export function formSnapshot<TField extends string>(options: FormSnapshotOptions<TField>): FormSnapshot {
  const values = { ...options.initialValues, ...options.values } as FormValues<TField>;
  const errors: FormErrors<TField> = options.validate(values);
  return formMachine.resolveState({
    value: options.value,
    context: {
      initialValues: options.initialValues,
      values,
      errors,
      touched: options.touched ?? {},
      submitAttempted: options.submitAttempted ?? false,
      submitError: options.submitError ?? null,
      result: null,
      // The machine calls validate with the keys of initialValues only (see formInput).
      validate: options.validate as unknown as FormValidate,
      params: options.params ?? null,
    },
  });
}
