import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import {
  signingMachine,
  type InFlightSigning,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../machines/signing/signing.machine';
import { alreadyExists, certificateNotFetched, signingRequest } from '../machines/signing/signing.fixtures';
import { SigningPanel } from '../src/kits/signing/signing-panel';
import { StoryRouter } from './support/story-router';

/**
 * The reusable signing screen (§4 Signing, §8 signing messages, §9 10 minutes): each story drives the
 * real signing machine with fakes to one state.
 */
const meta = {
  title: 'Portal/Signing',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => undefined);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const started = () => Promise.resolve({ token: 'story', controlCode: '7351', startedAt: Date.now() });

interface Fakes {
  start?: () => Promise<StartSigningOutput>;
  ping?: () => Promise<PingSigningOutput>;
}

function Panel({
  fakes,
  steps = [],
  resume = null,
}: {
  fakes: Fakes;
  steps?: readonly ('smart-id' | 'mobile-id' | 'cancel')[];
  /** A signing started before a reload or Back, continued. */
  resume?: InFlightSigning | null;
}) {
  const [actor] = useState(() =>
    createActor(
      signingMachine.provide({
        actors: {
          startSigning: fromPromise<StartSigningOutput, StartSigningInput>(fakes.start ?? never),
          pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(fakes.ping ?? never),
        },
      }),
      { input: { request: signingRequest, confirmation: null, resume } },
    ).start(),
  );
  const [plan] = useState(steps);
  useEffect(() => {
    void (async () => {
      for (const step of plan) {
        if (step === 'smart-id') actor.send({ type: 'signing.start', provider: 'pension_smart_id' });
        else if (step === 'mobile-id')
          actor.send({ type: 'signing.start', provider: 'pension_mobile_id', phoneNumber: '+37060000666' });
        else actor.send({ type: 'signing.cancel' });
        await tick();
        await tick();
      }
    })();
  }, [actor, plan]);
  return (
    <StoryRouter url="/portal/onboarding/sign-agreement">
      <div className="page page--narrow">
        <h1>Sutarties pasirašymas</h1>
        <section className="card">
          <SigningPanel actor={actor} title="Pasirašykite II pakopos sutartį" onBack={() => undefined} />
        </section>
      </div>
    </StoryRouter>
  );
}

const failedWith = (message: string) => () =>
  Promise.resolve<PingSigningOutput>({ status: 'failed', documentId: null, message });

export const ChooseMethod: Story = {
  name: 'choosing Smart-ID or Mobile-ID',
  render: () => <Panel fakes={{}} />,
};
export const Starting: Story = {
  name: 'starting the signing',
  render: () => <Panel fakes={{}} steps={['smart-id']} />,
};
export const ControlCode: Story = {
  name: 'control code and the 10-minute countdown (Smart-ID)',
  render: () => <Panel fakes={{ start: started }} steps={['smart-id']} />,
};
export const ControlCodeMobileId: Story = {
  name: 'control code (Mobile-ID)',
  render: () => <Panel fakes={{ start: started }} steps={['mobile-id']} />,
};
export const Continued: Story = {
  name: 'continued after a reload or Back: the same code, the rest of the window',
  render: () => (
    <Panel
      fakes={{}}
      resume={{
        token: 'story',
        controlCode: '7351',
        provider: 'pension_smart_id',
        expiresAt: Date.now() + 8 * 60_000,
        remainingMs: 8 * 60_000,
      }}
    />
  ),
};
export const Cancelled: Story = {
  name: 'failed – cancelled',
  render: () => <Panel fakes={{ start: started }} steps={['smart-id', 'cancel']} />,
};
export const RefusedOnPhone: Story = {
  name: 'failed – refused on the phone',
  render: () => <Panel fakes={{ start: started, ping: failedWith('user_cancelled') }} steps={['smart-id']} />,
};
export const WindowOver: Story = {
  name: 'failed – the 10 minutes are over',
  render: () => (
    <Panel fakes={{ start: started, ping: failedWith('session_expired') }} steps={['smart-id']} />
  ),
};
export const DeviceSelection: Story = {
  name: 'failed – device selection',
  render: () => (
    <Panel fakes={{ start: started, ping: failedWith('device_selection') }} steps={['smart-id']} />
  ),
};
export const WrongCode: Story = {
  name: 'failed – a wrong verification code picked on the phone',
  render: () => <Panel fakes={{ start: started, ping: failedWith('wrong_vc') }} steps={['smart-id']} />,
};
export const PingFailed: Story = {
  name: 'failed – the signing could not be finished',
  render: () => <Panel fakes={{ start: started, ping: failedWith('failed') }} steps={['smart-id']} />,
};
export const CertificateNotFetched: Story = {
  name: 'failed – certificate not fetched',
  render: () => <Panel fakes={{ start: () => Promise.reject(certificateNotFetched) }} steps={['smart-id']} />,
};
export const AlreadyExists: Story = {
  name: 'failed – already a contract in this fund',
  render: () => <Panel fakes={{ start: () => Promise.reject(alreadyExists) }} steps={['smart-id']} />,
};
export const Signed: Story = {
  name: 'signed',
  render: () => (
    <Panel
      fakes={{
        start: started,
        ping: () =>
          Promise.resolve({ status: 'signed', documentId: 1, message: null, contractNumber: '2P-5000001' }),
      }}
      steps={['smart-id']}
    />
  ),
};

// The server refuses what is signed: the customer reads why, not the generic failure.
export const FundChangePending: Story = {
  name: 'failed – a fund change is already pending',
  render: () => (
    <Panel fakes={{ start: started, ping: failedWith('fund_change_pending') }} steps={['smart-id']} />
  ),
};
export const EInvoiceNotAllowed: Story = {
  name: 'failed – no new e-invoice consent may be submitted',
  render: () => (
    <Panel fakes={{ start: started, ping: failedWith('e_invoice_not_allowed') }} steps={['smart-id']} />
  ),
};
export const ApplicationAlreadyOpen: Story = {
  name: 'failed – an application of the kind is already open',
  render: () => (
    <Panel fakes={{ start: started, ping: failedWith('application_already_open') }} steps={['smart-id']} />
  ),
};
export const VacationTooLate: Story = {
  name: 'failed – the holiday starts in under 30 days',
  render: () => (
    <Panel fakes={{ start: started, ping: failedWith('vacation_too_late') }} steps={['smart-id']} />
  ),
};
