import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import type {
  EidFinalizeInput,
  EidInitiateInput,
  EidInitiateOutput,
} from '../machines/auth/eid-login.machine';
import type { StepUpConfirmation } from '../machines/auth/auth-types';
import { qualifyIdentification, qualifyMachine } from '../machines/auth/qualify.machine';
import {
  confirmThenSignMachine,
  type ConfirmThenSignContext,
} from '../machines/signing/confirm-then-sign.machine';
import type { LoginProvider } from '../machines/auth/auth-types';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../machines/signing/signing.machine';
import { signingRequest } from '../machines/signing/signing.fixtures';
import { offeredMethodOf, type OfferedMethod } from '../machines/signing/offered-method';
import { SignStep } from '../src/kits/signing/sign-step';
import { StoryRouter } from './support/story-router';

/**
 * The signing kit's one step (§4 Qualify, §4 Signing): every wizard that signs shows it. A password or bank
 * login confirms with Smart-ID / Mobile-ID first; a spent or expired confirmation is asked for again; then
 * the signing screen (its own states are in Portal/Signing). The kit's machine runs over never-answering fakes.
 */
const meta = {
  title: 'Portal/Sign step',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => undefined);

const frozenKit = confirmThenSignMachine.provide({
  actors: {
    qualify: qualifyMachine.provide({
      actors: {
        eidLogin: qualifyIdentification.provide({
          actors: {
            initiateEid: fromPromise<EidInitiateOutput, EidInitiateInput>(never),
            finalizeEid: fromPromise<StepUpConfirmation, EidFinalizeInput>(never),
          },
        }),
      },
    }),
    signing: signingMachine.provide({
      actors: {
        startSigning: fromPromise<StartSigningOutput, StartSigningInput>(never),
        pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(never),
      },
    }),
    // The client data knows the customer's Mobile-ID phone.
    offeredMethod: fromPromise<OfferedMethod, { loginProvider: LoginProvider | null }>(async ({ input }) =>
      offeredMethodOf(input.loginProvider, { mobileIdPhoneNumber: '+37060000666', phoneNumber: null }),
    ),
  },
});

function Step({
  loginProvider,
  restore,
}: {
  loginProvider: LoginProvider;
  restore?: { value: 'confirming'; context: Partial<ConfirmThenSignContext> };
}) {
  const [actor] = useState(() => {
    const input = { request: signingRequest, loginProvider };
    const snapshot = restore
      ? frozenKit.resolveState({
          value: restore.value,
          context: {
            request: signingRequest,
            loginProvider,
            offered: { provider: 'pension_smart_id' },
            confirmation: null,
            confirmationExpired: false,
            resume: null,
            outcome: null,
            ...restore.context,
          },
        })
      : undefined;
    return createActor(frozenKit, { input, ...(snapshot ? { snapshot } : {}) }).start();
  });
  return (
    <StoryRouter url="/portal/onboarding/sign-agreement">
      <div className="page page--narrow card">
        <SignStep actor={actor} title="Pasirašykite II pakopos sutartį" onBack={() => undefined}>
          <p>Pasirašydami sutinkate su sutarties sąlygomis.</p>
        </SignStep>
      </div>
    </StoryRouter>
  );
}

export const ConfirmingFirst: Story = {
  name: 'password login – confirm with eID before signing',
  render: () => <Step loginProvider="password" />,
};
export const ConfirmationSpent: Story = {
  name: 'password login – the confirmation was spent or expired: asked again, saying why',
  render: () => (
    <Step
      loginProvider="password"
      restore={{ value: 'confirming', context: { confirmationExpired: true } }}
    />
  ),
};
export const SigningAtOnce: Story = {
  name: 'Smart-ID login – signs at once',
  render: () => <Step loginProvider="smart_id" />,
};
export const SigningAtOnceMobileId: Story = {
  name: 'Mobile-ID login – signs at once, Mobile-ID offered with the known phone',
  render: () => <Step loginProvider="mobile_id" />,
};
