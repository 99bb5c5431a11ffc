import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, type AnyActorRef } from 'xstate';
import { passwordChangeMachine } from '../machines/account/password-change.machine';
import {
  invalidOldPassword,
  userLocked,
  validPasswordValues,
} from '../machines/account/password-change.fixtures';
import { AuthFlowError, type StepUpConfirmation } from '../machines/auth/auth-types';
import type { EidInitiateOutput } from '../machines/auth/eid-login.machine';
import { PasswordChangeView } from '../src/flows/account/password-change';
import { StoryRouter } from './support/story-router';
import { confirmed, confirmThenSubmitWith, qualifyOf } from './support/step-up-fakes';

/**
 * /portal/password-change (§5 rules, §8 errors) behind the fresh Smart-ID / Mobile-ID confirmation
 * (§4 Qualify; README "Security"). Each story drives the real machine with fakes to one state.
 */
const meta = {
  title: 'Portal/Password change',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

interface Fakes {
  initiate?: () => Promise<EidInitiateOutput>;
  finalize?: () => Promise<StepUpConfirmation>;
  change?: () => Promise<void>;
}

function machineWith(fakes: Fakes) {
  return passwordChangeMachine.provide({
    actors: {
      confirmThenSubmit: confirmThenSubmitWith({
        ...(fakes.initiate ? { initiate: fakes.initiate } : {}),
        ...(fakes.finalize ? { finalize: fakes.finalize } : {}),
        ...(fakes.change ? { submit: fakes.change } : {}),
      }),
    },
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

type Step = 'fill' | 'submit' | 'smart-id' | 'confirmed';

async function drive(actor: AnyActorRef, steps: readonly Step[]) {
  for (const step of steps) {
    const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
    if (step === 'fill') {
      // A first password has no current-password field: its value is simply not read.
      for (const [name, value] of Object.entries(validPasswordValues))
        children.form?.send({ type: 'field.change', name, value });
    } else if (step === 'submit') {
      children.form?.send({ type: 'form.submit' });
    } else if (step === 'smart-id') {
      qualifyOf(actor)?.send({ type: 'qualify.start', provider: 'pension_smart_id' });
    } else {
      confirmed(actor);
    }
    await tick();
    await tick();
  }
}

function Flow({
  fakes,
  steps = [],
  hasPassword = true,
}: {
  fakes: Fakes;
  steps?: readonly Step[];
  /** false: an eID-only customer creates a first password. */
  hasPassword?: boolean;
}) {
  const [actor] = useState(() => createActor(machineWith(fakes), { input: { hasPassword } }).start());
  // The plan is fixed at the first render, so a re-render never replays it.
  const [plan] = useState(steps);
  useEffect(() => {
    void drive(actor, plan);
  }, [actor, plan]);
  return (
    <StoryRouter url="/portal/password-change">
      <PasswordChangeView actor={actor} />
    </StoryRouter>
  );
}

const codeShown = () => Promise.resolve({ controlCode: '4821', token: 'story', startedAt: Date.now() });

export const Editing: Story = {
  name: 'editing – pristine',
  render: () => <Flow fakes={{}} />,
};

export const ErrorsShown: Story = {
  name: 'editing – errors after a submit attempt',
  render: () => <Flow fakes={{}} steps={['submit']} />,
};

export const ChooseMethod: Story = {
  name: 'confirming – choose Smart-ID or Mobile-ID',
  render: () => <Flow fakes={{}} steps={['fill', 'submit']} />,
};

export const Starting: Story = {
  name: 'confirming – starting Smart-ID',
  render: () => <Flow fakes={{}} steps={['fill', 'submit', 'smart-id']} />,
};

export const ControlCodeShown: Story = {
  name: 'confirming – control code and countdown',
  render: () => <Flow fakes={{ initiate: codeShown }} steps={['fill', 'submit', 'smart-id']} />,
};

export const Cancelled: Story = {
  name: 'confirming – cancelled on the phone',
  render: () => (
    <Flow
      fakes={{ initiate: () => Promise.reject(new AuthFlowError('user_cancelled')) }}
      steps={['fill', 'submit', 'smart-id']}
    />
  ),
};

export const Saving: Story = {
  name: 'submitting – saving',
  render: () => <Flow fakes={{}} steps={['fill', 'submit', 'confirmed']} />,
};

export const WrongOldPassword: Story = {
  name: 'editing – wrong old password',
  render: () => (
    <Flow
      fakes={{ change: () => Promise.reject(invalidOldPassword) }}
      steps={['fill', 'submit', 'confirmed']}
    />
  ),
};

export const Locked: Story = {
  name: 'locked – too many wrong passwords',
  render: () => (
    <Flow fakes={{ change: () => Promise.reject(userLocked) }} steps={['fill', 'submit', 'confirmed']} />
  ),
};

export const CreateFirstPassword: Story = {
  name: 'create – a customer without a password (eID only)',
  render: () => <Flow fakes={{}} hasPassword={false} />,
};

export const CreateFirstPasswordErrors: Story = {
  name: 'create – errors after a submit attempt',
  render: () => <Flow fakes={{}} hasPassword={false} steps={['submit']} />,
};

export const CreateFirstPasswordConfirm: Story = {
  name: 'create – confirm with Smart-ID or Mobile-ID',
  render: () => <Flow fakes={{}} hasPassword={false} steps={['fill', 'submit']} />,
};
