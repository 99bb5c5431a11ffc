import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { qualifyIdentification, qualifyMachine, type QualifyContext } from '../machines/auth/qualify.machine';
import type {
  EidFinalizeInput,
  EidInitiateInput,
  EidInitiateOutput,
} from '../machines/auth/eid-login.machine';
import type { StepUpConfirmation } from '../machines/auth/auth-types';
import { ControlCode } from '../src/kits/eid/control-code';
import { useLoginErrorMessage } from '../src/kits/eid/login-error-message';
import { Alert } from '../src/ui/alert';
import { Button } from '../src/ui/button';
import { useNow } from '../src/ui/use-now';

/**
 * Qualify (§3, §4): a second Smart-ID / Mobile-ID confirmation while authorized, asked before sensitive
 * changes (the password change, stories/password-change.stories.tsx); these stories show the machine's
 * states on the confirmation screen it reuses, so designers and analysts can review the flow.
 */

const frozen = qualifyMachine.provide({
  actors: {
    eidLogin: qualifyIdentification.provide({
      actors: {
        initiateEid: fromPromise<EidInitiateOutput, EidInitiateInput>(() => new Promise(() => undefined)),
        finalizeEid: fromPromise<StepUpConfirmation, EidFinalizeInput>(() => new Promise(() => undefined)),
      },
    }),
  },
});

function QualifyPanel({ value, context }: { value: unknown; context: QualifyContext }) {
  const snapshot = frozen.resolveState({ value: value as never, context });
  const actor = useActorRef(frozen, { snapshot });
  const state = useSelector(actor, (s) => s);
  const now = useNow(1000, state.hasTag('eid-waiting'));
  const messageFor = useLoginErrorMessage();
  if (state.matches('identifying')) {
    return (
      <div className="card page--narrow">
        <ControlCode
          provider="pension_smart_id"
          controlCode={state.context.controlCode}
          secondsLeft={
            state.context.expiresAt ? Math.max(0, Math.ceil((state.context.expiresAt - now) / 1000)) : null
          }
          onCancel={() => actor.send({ type: 'qualify.cancel' })}
          title="Patvirtinkite veiksmą telefone"
        />
      </div>
    );
  }
  return (
    <div className="card page--narrow">
      {state.context.error ? <Alert tone="error" title={messageFor(state.context.error)} /> : null}
      <Button onClick={() => actor.send({ type: 'qualify.start', provider: 'pension_smart_id' })}>
        Patvirtinti su Smart-ID
      </Button>
    </div>
  );
}

const meta = {
  title: 'Qualify (second confirmation)',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const empty: QualifyContext = { controlCode: null, expiresAt: null, error: null };

export const Initial: Story = {
  name: 'initial',
  render: () => <QualifyPanel value="initial" context={empty} />,
};

export const Starting: Story = {
  name: 'identifying – starting',
  render: () => <QualifyPanel value={{ identifying: 'loading' }} context={empty} />,
};

export const Waiting: Story = {
  name: 'identifying – code shown',
  render: () => (
    <QualifyPanel
      value={{ identifying: 'electronicIdLoading' }}
      context={{ controlCode: '4821', expiresAt: Date.now() + 95_000, error: null }}
    />
  ),
};

export const Failed: Story = {
  name: 'error – cancelled on the phone',
  render: () => <QualifyPanel value="error" context={{ ...empty, error: 'user_cancelled' }} />,
};
