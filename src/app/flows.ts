import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { AuthEvent } from '../../machines/auth/auth.machine';
import type { registerMachine } from '../../machines/auth/register.machine';
import { formMachine, type FormSubmitInput, type FormValues } from '../../machines/forms/form.machine';
import type { EidProvider } from '../api/contract/auth-codes';
import { todayInLithuania } from '../domain/calendar-date';
import { normalizePhoneField } from '../domain/phone';
import { classifyRemindText } from '../domain/remind';
import { LoginAttemptError } from './auth-outcome';
import type { FlowPorts } from './flow-ports';
import type { PortalFlows } from './portal-flows';
import type { registerMachineProvided } from '../flows/register/register-actors';
import type { GdprAgreementTypeNumber as GdprAgreementType } from '../domain/gdpr';

/**
 * The composition root's catalogue of flows: every machine a screen runs, with its I/O actors provided
 * here (`machine.provide({ actors })`). Views ask for a flow by name (src/app/flow-context.tsx) and only
 * send events and read tags; they never see the API. Stories and tests call `createFlows` with fake
 * ports, so they exercise the same wiring.
 */

export type RegisterActorRef = ActorRefFrom<typeof registerMachine>;

/** What each form flow's submit actor needs besides the typed values (FormInput `params`). */
export interface FormFlowParams {
  eidLogin: { provider: EidProvider };
  passwordLogin: null;
  /** Registration hands the values to the screen's register actor and waits for its outcome. */
  eidRegister: { provider: EidProvider; register: RegisterActorRef };
  remindPassword: null;
  forgetRememberedBrowser: null;
  passwordReset: { hash: string };
  gdprAnswer: { hash: string; gdprAgreementType: GdprAgreementType };
  noticeChannels: { hash: string };
  potentialCustomerExit: { hash: string };
  assetScoreConsent: null;
  assetScoreWithdraw: null;
  assetScoreConsultation: null;
  bannerDismiss: null;
  notificationRead: { notificationNr: number };
  transactionsFilter: null;
  documentsFilter: null;
  /** Issue 14: notification channels, consents (with the answers loaded) and the notices agreement. */
  notificationSettings: null;
  gdprConsents: { initial: Readonly<Record<string, string>> };
  epnAgreement: null;
}

export type FormFlowName = keyof FormFlowParams;

export type { FlowPorts };

type Submit<N extends FormFlowName> = (
  values: FormValues,
  params: FormFlowParams[N],
  signal: AbortSignal,
) => Promise<unknown>;

/** The form machine with its submit actor. */
function formFlow<N extends FormFlowName>(submit: Submit<N>) {
  return formMachine.provide({
    actors: {
      submit: fromPromise<unknown, FormSubmitInput>(({ input, signal }) =>
        // The view passed FormFlowParams[N] for this flow (useFormFlow is typed by the flow name).
        submit(input.values, input.params as FormFlowParams[N], signal),
      ),
    },
  });
}

/** The portal screens' form writes, each in its flow's folder, loaded at the first submit. */
const overviewWrites = () => import('../flows/overview/overview-writes');
const settingsWrites = () => import('../flows/settings/settings-writes');
const notificationRead = () => import('../flows/records/notification-read');

export function createFlows(ports: FlowPorts) {
  const { auth, services } = ports;

  /** Sends a login event to the session and waits for its outcome (authorized, or back to the form). */
  const login = async (event: AuthEvent, signal: AbortSignal): Promise<void> => {
    auth.send(event);
    const end = await waitFor(auth, (s) => s.hasTag('authorized') || s.matches('unauthorized'), { signal });
    if (!end.hasTag('authorized')) throw new LoginAttemptError(end.context.error);
  };

  const forms = {
    eidLogin: formFlow<'eidLogin'>((values, { provider }, signal) =>
      login(
        {
          type: 'login.eid',
          provider,
          personalCode: values.personalCode ?? '',
          ...(values.phone ? { phoneNumber: normalizePhoneField(values.phone) } : {}),
        },
        signal,
      ),
    ),
    passwordLogin: formFlow<'passwordLogin'>((values, _params, signal) =>
      login(
        { type: 'login.password', username: (values.username ?? '').trim(), password: values.password ?? '' },
        signal,
      ),
    ),
    eidRegister: formFlow<'eidRegister'>(async (values, { provider, register }, signal) => {
      register.send({
        type: 'register.submit',
        provider,
        personalCode: values.personalCode ?? '',
        today: todayInLithuania(),
        ...(values.phone ? { phoneNumber: normalizePhoneField(values.phone) } : {}),
      });
      // Done = registered; leaving the eID states without it = refused (minor), failed or cancelled.
      const end = await waitFor(register, (s) => s.status === 'done' || !s.hasTag('eid'), { signal });
      if (end.status !== 'done') throw new Error('registration-stopped');
    }),
    remindPassword: formFlow<'remindPassword'>(async (values, _params, signal) => {
      const contact = classifyRemindText((values.contact ?? '').trim());
      if (!contact) throw new Error('unreachable: the form validated the contact');
      await services.remindPassword(contact, signal);
    }),
    forgetRememberedBrowser: formFlow<'forgetRememberedBrowser'>((_values, _params, signal) =>
      services.forgetRememberedBrowser(signal),
    ),
    passwordReset: formFlow<'passwordReset'>((values, { hash }, signal) =>
      services.changePassword(
        { hash, partialBusinessAccountId: values.tail ?? '', newPassword: values.password ?? '' },
        signal,
      ),
    ),
    gdprAnswer: formFlow<'gdprAnswer'>((values, { hash, gdprAgreementType }, signal) =>
      services.saveGdprAnswer({ hash, userAnswer: values.answer === 'yes', gdprAgreementType }, signal),
    ),
    noticeChannels: formFlow<'noticeChannels'>((values, { hash }, signal) =>
      services.saveNotificationSettings(
        {
          hash,
          activeSmsNotifications: values.sms === 'true',
          activeEmailNotifications: values.email === 'true',
          activeMailNotifications: values.mail === 'true',
        },
        signal,
      ),
    ),
    potentialCustomerExit: formFlow<'potentialCustomerExit'>((_values, { hash }, signal) =>
      services.setPotentialCustomer(hash, signal),
    ),
    assetScoreConsent: formFlow<'assetScoreConsent'>(async (_values, _params, signal) =>
      (await overviewWrites()).updateAssetScoreAgreement(ports, true, signal),
    ),
    assetScoreWithdraw: formFlow<'assetScoreWithdraw'>(async (_values, _params, signal) =>
      (await overviewWrites()).updateAssetScoreAgreement(ports, false, signal),
    ),
    assetScoreConsultation: formFlow<'assetScoreConsultation'>(async (values, _params, signal) =>
      (await overviewWrites()).createAssetScoreConsultation(ports, values, signal),
    ),
    bannerDismiss: formFlow<'bannerDismiss'>(async (_values, _params, signal) =>
      (await overviewWrites()).dismissBannerAlert(ports, signal),
    ),
    notificationRead: formFlow<'notificationRead'>(async (_values, { notificationNr }, signal) =>
      (await notificationRead()).markNotificationRead(ports, notificationNr, signal),
    ),
    /** No I/O: the output is the filter, and the navigation puts it in the URL. */
    transactionsFilter: formFlow<'transactionsFilter'>(async (values) => ({
      ...(values.contract ? { contract: values.contract } : {}),
      ...(values.from ? { from: values.from } : {}),
      ...(values.to ? { to: values.to } : {}),
    })),
    /** No I/O: the output is the document type, and the navigation puts it in the URL. */
    documentsFilter: formFlow<'documentsFilter'>(async (values) =>
      values.type ? { type: values.type } : {},
    ),
    notificationSettings: formFlow<'notificationSettings'>(async (values, _params, signal) =>
      (await settingsWrites()).saveNotificationSettings(ports, values, signal),
    ),
    gdprConsents: formFlow<'gdprConsents'>(async (values, { initial }, signal) =>
      (await settingsWrites()).saveGdprConsents(ports, values, initial, signal),
    ),
    epnAgreement: formFlow<'epnAgreement'>(async (values, _params, signal) =>
      (await settingsWrites()).saveEpnAgreement(ports, values.epn === 'accepted', signal),
    ),
  } satisfies Record<FormFlowName, unknown>;

  return forms;
}

/** The public flows (created at start) and the portal's (src/app/portal-flows.ts, loaded with /portal). */
export type Flows = ReturnType<typeof createFlows> &
  Partial<PortalFlows> & {
    /** Registration (src/flows/register/register-actors.ts): loaded by the /register route, not with the login page. */
    register?: typeof registerMachineProvided;
  };
export type FlowName = keyof Flows;

/**
 * Adds the portal's flows to the catalogue (once): the /portal route waits for it, so a portal screen
 * always finds its flow. Stories and tests may add them synchronously with `createPortalFlows`.
 */
export function registerFlowLoader(flows: Flows): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () =>
    (loading ??= import('../flows/register/register-actors').then(({ registerMachineProvided }) => {
      flows.register = registerMachineProvided;
    }));
}

export function portalFlowLoader(flows: Flows, ports: FlowPorts): () => Promise<void> {
  let loading: Promise<void> | undefined;
  // The same promise until it fails (a screen suspends on it with React's `use`); a failed fetch is tried
  // again on the next call.
  return () =>
    (loading ??= import('./portal-flows').then(
      ({ createPortalFlows }) => {
        Object.assign(flows, createPortalFlows(ports));
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
}
