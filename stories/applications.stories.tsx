import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { stepUpConfirmation } from '../machines/auth/qualify.fixtures';
import {
  alreadyOpenError,
  applicationPreview,
  noContract,
  renewAvailable,
  serverError,
  stopAvailable,
  stopBlocked,
} from '../machines/applications/stop-renew.fixtures';
import {
  stopRenewMachine,
  type StopRenewApplication,
  type StopRenewFacts,
  type StopRenewInput,
} from '../machines/applications/stop-renew.machine';
import type { PdfDocument } from '../machines/onboarding/onboarding-types';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../machines/signing/signing.machine';
import type { EndpointResponse } from '../src/api/contract/endpoints';
import { StopRenewView } from '../src/flows/applications/stop-renew';
import { authorized } from './support/fakes';
import { contractActionsJonas, contractsJonas, overviewApi } from './support/overview-data';
import { StoryApp, StoryRouter } from './support/story-router';

/**
 * Issue 13 (the applications base): the applications home (/portal/applications/main) in the real route
 * tree over a fake API (each status, the offers per contract, a blocked offer with its reason, the empty
 * list, the load failure), and the stop/renew screen in every state of its machine: the form per pillar
 * and offer with the incentive acknowledgement unticked and ticked, a 4xx refusal, sign-applications
 * (the review, then the one signing screen — its own states are the Portal/Signing stories), success and
 * error-500-applications. Each stop/renew story runs the real machine with fakes and sends the events
 * that lead to its state.
 */
const meta = {
  title: 'Portal/Applications',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => undefined);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

// ── the applications home ────────────────────────────────────────────────────────────────────────

/** One application of each status (§4): registered, processing, approved, rejected. */
export const applicationsOfEachStatus: EndpointResponse<'Applications.GetList'> = [
  {
    applicationId: 41,
    contractNumber: '3P-2008813',
    pillar: 3,
    fundName: 'Medio III pakopos pensijų fondas',
    actionType: 'StopAccumulations',
    kind: 'StopAccumulation',
    status: 'registered',
    createdAt: '2026-11-20T09:15:00.000Z',
    startDate: null,
    endDate: null,
  },
  {
    applicationId: 40,
    contractNumber: '2P-1004521',
    pillar: 2,
    fundName: 'Pensijų turto išsaugojimo fondas',
    actionType: 'ChangeTarif',
    kind: 'AccumulateMaximum',
    status: 'processing',
    createdAt: '2026-11-02T12:00:00.000Z',
    startDate: '2027-01-01',
    endDate: null,
  },
  {
    applicationId: 33,
    contractNumber: '2P-1004521',
    pillar: 2,
    fundName: 'Pensijų turto išsaugojimo fondas',
    actionType: 'SodraVacation',
    kind: 'HolidaysSuspensionContributions',
    status: 'approved',
    createdAt: '2026-06-10T08:30:00.000Z',
    startDate: '2026-08-01',
    endDate: '2026-10-31',
  },
  {
    applicationId: 21,
    contractNumber: '3P-1999001',
    pillar: 3,
    fundName: 'Tvarus III pakopos pensijų fondas',
    actionType: 'EndContract',
    kind: 'EndContract',
    status: 'rejected',
    createdAt: '2025-03-14T10:00:00.000Z',
    startDate: null,
    endDate: null,
  },
];

const home = {
  'Applications.GetList': applicationsOfEachStatus,
  'Contracts.GetContracts': contractsJonas,
  'Contracts.GetContractActions': contractActionsJonas,
};

const homeScreen = (
  responses: Parameters<typeof overviewApi>[0],
  failing: Parameters<typeof overviewApi>[1] = [],
) =>
  function Render() {
    return (
      <StoryApp url="/portal/applications/main" auth={authorized} api={overviewApi(responses, failing)} />
    );
  };

export const HomeLoaded: Story = {
  name: 'home – each status, offers per contract, a blocked offer with its reason',
  render: homeScreen(home),
};
export const HomeEmpty: Story = {
  name: 'home – no applications yet, offers of the contracts',
  render: homeScreen({ ...home, 'Applications.GetList': [] }),
};
export const HomeNoContracts: Story = {
  name: 'home – no contracts and no applications',
  render: homeScreen({ ...home, 'Applications.GetList': [], 'Contracts.GetContracts': [] }),
};
export const HomeLoadFailed: Story = {
  name: 'home – load failure with a retry',
  render: homeScreen(home, ['Applications.GetList']),
};

// ── stop / renew contributions ───────────────────────────────────────────────────────────────────

interface StopRenewFakes {
  load?: () => Promise<StopRenewFacts>;
  preview?: () => Promise<PdfDocument>;
  start?: () => Promise<StartSigningOutput>;
  ping?: () => Promise<PingSigningOutput>;
}

const started = () => Promise.resolve({ token: 'story', controlCode: '7351', startedAt: Date.now() });
const signed = () =>
  Promise.resolve<PingSigningOutput>({
    status: 'signed',
    documentId: 901,
    message: null,
    contractNumber: null,
  });

function StopRenew({
  fakes,
  input = { pillar: 3, loginProvider: 'smart_id' },
  events = [],
}: {
  fakes: StopRenewFakes;
  input?: StopRenewInput;
  events?: readonly AnyEventObject[];
}) {
  const [actor] = useState(() =>
    createActor(
      stopRenewMachine.provide({
        actors: {
          loadStopRenew: fromPromise<StopRenewFacts, { pillar: 2 | 3 }>(fakes.load ?? never),
          fetchApplicationPreview: fromPromise<PdfDocument, { application: StopRenewApplication }>(
            fakes.preview ?? never,
          ),
          signing: signingMachine.provide({
            actors: {
              startSigning: fromPromise<StartSigningOutput, StartSigningInput>(fakes.start ?? never),
              pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(fakes.ping ?? never),
            },
            delays: { pollInterval: 0 },
          }),
        },
      }),
      { input },
    ).start(),
  );
  const [plan] = useState(events);
  useEffect(() => {
    void (async () => {
      await tick();
      for (const event of plan) {
        // The signing child's events go to the child (the person clicks inside the signing panel).
        if (event.type.startsWith('signing.') && event.type !== 'signing.back')
          actor.getSnapshot().children.signing?.send(event as never);
        else actor.send(event as never);
        await tick();
        await tick();
      }
    })();
  }, [actor, plan]);
  return (
    <StoryRouter url={`/portal/applications/${input.pillar === 2 ? 'second' : 'third'}-pillar`}>
      <StopRenewView actor={actor} />
    </StoryRouter>
  );
}

/** A pillar II contract whose contributions are stopped: renewing is available. */
const renewPillarTwo: StopRenewFacts = {
  ...renewAvailable,
  contract: {
    contractNumber: '2P-1004521',
    fundName: 'Pensijų turto išsaugojimo fondas',
    accumulationState: 'Stopped',
  },
};
const loads = (facts: StopRenewFacts) => () => Promise.resolve(facts);
const ticked: AnyEventObject = { type: 'incentive.understood', value: true };
const submit: AnyEventObject = { type: 'application.submit' };
const toSign: readonly AnyEventObject[] = [ticked, submit];

export const StopRenewLoading: Story = {
  name: 'stop/renew – loading',
  render: () => <StopRenew fakes={{}} />,
};
export const StopRenewLoadFailed: Story = {
  name: 'stop/renew – load failure with a retry',
  render: () => <StopRenew fakes={{ load: () => Promise.reject(new Error('network')) }} />,
};
export const StopPillarThreeUnticked: Story = {
  name: 'stop/renew – pillar III, stop, acknowledgement unticked',
  render: () => <StopRenew fakes={{ load: loads(stopAvailable) }} />,
};
export const StopPillarThreeTicked: Story = {
  name: 'stop/renew – pillar III, stop, acknowledgement ticked',
  render: () => <StopRenew fakes={{ load: loads(stopAvailable) }} events={[ticked]} />,
};
export const RenewPillarTwoUnticked: Story = {
  name: 'stop/renew – pillar II, renew, acknowledgement unticked',
  render: () => (
    <StopRenew fakes={{ load: loads(renewPillarTwo) }} input={{ pillar: 2, loginProvider: 'smart_id' }} />
  ),
};
export const RenewPillarTwoTicked: Story = {
  name: 'stop/renew – pillar II, renew, acknowledgement ticked',
  render: () => (
    <StopRenew
      fakes={{ load: loads(renewPillarTwo) }}
      input={{ pillar: 2, loginProvider: 'smart_id' }}
      events={[ticked]}
    />
  ),
};
export const StopBlocked: Story = {
  name: 'stop/renew – blocked: a stop application is already open',
  render: () => <StopRenew fakes={{ load: loads(stopBlocked) }} />,
};
export const StopRenewNoContract: Story = {
  name: 'stop/renew – no contract in the pillar',
  render: () => <StopRenew fakes={{ load: loads(noContract) }} />,
};
export const StopRenewSubmitting: Story = {
  name: 'stop/renew – submitting (the server checks the application)',
  render: () => <StopRenew fakes={{ load: loads(stopAvailable) }} events={toSign} />,
};
export const StopRenewRefused: Story = {
  name: 'stop/renew – refused (4xx): an application of the kind is already open',
  render: () => (
    <StopRenew
      fakes={{ load: loads(stopAvailable), preview: () => Promise.reject(alreadyOpenError) }}
      events={toSign}
    />
  ),
};
export const SignApplications: Story = {
  name: 'sign-applications – the application PDF to read, then sign',
  render: () => (
    <StopRenew
      fakes={{ load: loads(stopAvailable), preview: () => Promise.resolve(applicationPreview) }}
      events={toSign}
    />
  ),
};
export const SignApplicationsQualify: Story = {
  name: 'sign-applications – a password login confirms with an eID first',
  render: () => (
    <StopRenew
      fakes={{ load: loads(stopAvailable), preview: () => Promise.resolve(applicationPreview) }}
      input={{ pillar: 3, loginProvider: 'password' }}
      events={[...toSign, { type: 'sign.begin' }]}
    />
  ),
};
export const SignApplicationsSigning: Story = {
  name: 'sign-applications – the signing screen (its states: Portal/Signing)',
  render: () => (
    <StopRenew
      fakes={{ load: loads(stopAvailable), preview: () => Promise.resolve(applicationPreview) }}
      input={{ pillar: 3, loginProvider: 'password' }}
      events={[
        ...toSign,
        { type: 'sign.begin' },
        { type: 'qualify.confirmed', confirmation: stepUpConfirmation },
      ]}
    />
  ),
};
export const SignApplicationsControlCode: Story = {
  name: 'sign-applications – the control code while signing with Smart-ID',
  render: () => (
    <StopRenew
      fakes={{
        load: loads(stopAvailable),
        preview: () => Promise.resolve(applicationPreview),
        start: started,
      }}
      events={[...toSign, { type: 'sign.begin' }, { type: 'signing.start', provider: 'pension_smart_id' }]}
    />
  ),
};
export const StopRenewSuccess: Story = {
  name: 'success – signed and registered',
  render: () => (
    <StopRenew
      fakes={{
        load: loads(stopAvailable),
        preview: () => Promise.resolve(applicationPreview),
        start: started,
        ping: signed,
      }}
      events={[...toSign, { type: 'sign.begin' }, { type: 'signing.start', provider: 'pension_smart_id' }]}
    />
  ),
};
export const Error500Applications: Story = {
  name: 'error-500-applications – the application could not be submitted',
  render: () => (
    <StopRenew
      fakes={{ load: loads(stopAvailable), preview: () => Promise.reject(serverError) }}
      events={toSign}
    />
  ),
};
