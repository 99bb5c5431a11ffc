/**
 * The pillar III onboarding wizard's shortest path to every state, driven through the real screens
 * (the pattern of tests/unit/login-ui-paths.test.tsx).
 *
 * The paths come from the generated model (tests/model/third-pillar.machine.test.ts). Each one is replayed
 * on ThirdPillarView over a real wizard actor whose I/O is controllable: user events by clicking and
 * typing (fund, Toliau, Duomenys teisingi, the payment plan's fields, Pasirašyti, retries, Atgal); the
 * reads, the preview and Contracts/Log by settling their fakes; the short questionnaire by a stand-in child
 * that finishes with the fixture's validity; signing through the real signing screen (Smart-ID, a fake
 * eID answering at once). Events that no person causes on this screen (the URL's `step.goto`, the page's
 * `aml.progress` bridge) are sent as the page would. After every step
 * the actor must be in the model's state, and the screen must show that state.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  assign,
  createActor,
  createMachine,
  fromPromise,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AmlMachine, AmlValidityOutput } from '../../../machines/aml/aml.machine';
import type { LogStepInput, PdfDocument } from '../../../machines/onboarding/onboarding-types';
import {
  thirdPillarMachine,
  type ThirdPillarFacts,
  type ThirdPillarRequest,
} from '../../../machines/onboarding/third-pillar.machine';
import { FIXTURE_WIZARD_NOW, thirdPillarFixtures } from '../../../machines/onboarding/third-pillar.fixtures';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../../../machines/signing/signing.machine';
import { qualifyMachine } from '../../../machines/auth/qualify.machine';
import { stepUpConfirmation } from '../../../machines/auth/qualify.fixtures';
import { confirmThenSignMachine } from '../../../machines/signing/confirm-then-sign.machine';
import type { ThirdPillarPaymentPlan } from '../../../src/domain/third-pillar-payments';
import { i18n, initI18n } from '../../../src/i18n/locale';
import { ThirdPillarView, type ThirdPillarActorRef } from '../../../src/flows/onboarding/third-pillar';
import { StoryRouter } from '../../../stories/support/story-router';
import { createModel, defaultSerializeState, stateValueKey, type ModelStep } from '../../model/harness';
import { thirdPillarSpec } from '../../model/third-pillar-specification';

const WAIT = { timeout: 15_000 };

/** What the screen shows in each state of the wizard (Lithuanian, the source language). */
function expectedText(snapshot: AnyMachineSnapshot): string | RegExp {
  const value = stateValueKey(snapshot.value);
  if (value === 'loading') return 'Įkeliama…';
  if (value === 'loadFailed') return 'Nepavyko įkelti duomenų';
  if (value === 'minor') return /tik pilnamečiai/;
  if (value === 'thirdPillarExists') return 'Jūs jau kaupiate III pakopoje';
  if (value === 'phoneRequired') return /nurodyti telefono numerį/;
  if (value === 'amlRequired') return /užpildyti kliento anketą/;
  if (value === 'success') return 'Sutartis pasirašyta';
  if (value === 'wizard.chooseFund') return 'Pasirinkite III pakopos pensijų fondą';
  if (value.startsWith('wizard.aml.')) return 'Kliento anketa reikalinga III pakopos sutarčiai sudaryti.';
  if (value === 'wizard.amlReview') return 'Kliento anketa tikrinama';
  if (value === 'wizard.amlRejected') return 'Kliento anketa nepatvirtinta';
  if (value === 'wizard.clientData') return 'Patikrinkite savo kontaktinius duomenis';
  if (value === 'wizard.payments') return 'Įmokos į fondą';
  if (value === 'wizard.signAgreement.loadingPreview') return 'Ruošiama sutartis…';
  if (value === 'wizard.signAgreement.previewFailed') return 'Nepavyko įkelti sutarties PDF.';
  if (value === 'wizard.signAgreement.reviewing') return 'Peržiūrėkite ir pasirašykite sutartį';
  // A password login: the signing kit asks for the eID confirmation first (§4 Qualify).
  if (value === 'wizard.signAgreement.signing') return 'Prieš pasirašydami patvirtinkite savo tapatybę';
  throw new Error(`no screen expectation for ${value}`);
}

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The short questionnaire's stand-in: "loading" on screen, finishing with the validity it is told. */
const amlStandIn = createMachine({
  id: 'amlStandIn',
  types: {} as {
    // The questionnaire screen reads the answers before it shows "loading".
    context: { output: AmlValidityOutput | null; answers: Record<string, never>; completed: never[] };
    events: { type: 'fake.finish'; output: AmlValidityOutput } | { type: 'fake.fail' };
  },
  context: { output: null, answers: {}, completed: [] },
  initial: 'working',
  states: {
    working: {
      tags: ['loading'],
      on: {
        'fake.finish': { target: 'finished', actions: assign({ output: ({ event }) => event.output }) },
        'fake.fail': {
          actions: () => {
            throw new Error('aml crashed');
          },
        },
      },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.output,
});

/** What the fake ping answers when signed: the model step's outcome (with or without a transfer date). */
const signedAs = { effectiveDate: null as string | null };

function setup() {
  const pending = new Map<string, Deferred>();
  const controllable = <TOut, TIn>() =>
    fromPromise<TOut, TIn>(
      ({ self }) =>
        new Promise<TOut>((resolve, reject) => {
          pending.set(self.id, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const machine = thirdPillarMachine.provide({
    actors: {
      loadOnboarding: controllable<ThirdPillarFacts, { pillar: 2 | 3 }>(),
      logStep: controllable<void, LogStepInput>(),
      fetchPreview: controllable<PdfDocument, { request: ThirdPillarRequest }>(),
      sign: confirmThenSignMachine.provide({
        actors: {
          qualify: qualifyMachine,
          // The customer's own phone answers at once.
          signing: signingMachine.provide({
            actors: {
              startSigning: fromPromise<StartSigningOutput, StartSigningInput>(async () => ({
                token: 't',
                controlCode: '1234',
                startedAt: Date.now(),
              })),
              pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(async () => ({
                status: 'signed' as const,
                documentId: null,
                message: null,
                contractNumber: '3P-5000002',
                effectiveDate: signedAs.effectiveDate,
              })),
            },
            delays: { pollInterval: 1 },
          }),
        },
      }),
      // The stand-in only has to look like the questionnaire to the wizard (its input and output), not to
      // TypeScript, which compares the whole machine type.
      aml: amlStandIn as unknown as AmlMachine,
    },
  });
  const actor = createActor(machine, { input: { loginProvider: 'password', now: FIXTURE_WIZARD_NOW } });
  return { actor: actor as unknown as ThirdPillarActorRef, pending };
}

function Screen({ actor }: { actor: ThirdPillarActorRef }) {
  const [ref] = useState(actor);
  return (
    <I18nProvider i18n={i18n}>
      <StoryRouter url="/portal/onboarding/choose-third-pillar-fund">
        <ThirdPillarView actor={ref} />
      </StoryRouter>
    </I18nProvider>
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

async function setPlan(plan: ThirdPillarPaymentPlan) {
  const ack = () => screen.queryByRole('checkbox', { name: /Susipažinau/ }) as HTMLInputElement | null;
  const current = ack();
  if (current && current.checked !== plan.limitAcknowledged) await click(current);
  await click(
    screen.getByRole('radio', {
      name: plan.paymentType === 'e-invoice' ? /E. sąskaita –/ : /Banko pavedimas –/,
    }),
  );
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Mokėjimo diena'), { target: { value: String(plan.paymentDay) } });
  });
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Mėnesio įmoka, €'), {
      target: { value: plan.monthlyAmount === null ? '' : String(plan.monthlyAmount) },
    });
  });
  const after = ack();
  if (after && after.checked !== plan.limitAcknowledged) await click(after);
}

/** Performs one model step the way a person or the world causes it. */
async function perform(
  actor: ThirdPillarActorRef,
  pending: Map<string, Deferred>,
  step: ModelStep,
  before: AnyMachineSnapshot,
) {
  const event = step.event as AnyEventObject;
  const { type } = event;
  const at = stateValueKey(before.value);
  const button = (name: string | RegExp) => screen.getAllByRole('button', { name })[0] as HTMLElement;
  if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
    const done = type.startsWith('xstate.done.actor.');
    const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
    if (id === 'aml') {
      const child = actor.getSnapshot().children.aml as AnyActorRef | undefined;
      await act(async () => {
        child?.send(done ? { type: 'fake.finish', output: event.output } : { type: 'fake.fail' });
      });
      return;
    }
    if (id === 'sign' && done) {
      // A password login: the phone confirms first (the qualify child tells the kit), then the customer signs.
      signedAs.effectiveDate = (event.output as { effectiveDate: string | null }).effectiveDate;
      const kit = actor.getSnapshot().children.sign as AnyActorRef | undefined;
      await act(async () => {
        kit?.send({ type: 'qualify.confirmed', confirmation: stepUpConfirmation });
      });
      await click(screen.getByRole('button', { name: 'Pasirašyti su Smart-ID' }));
      return;
    }
    const deferred = pending.get(id);
    if (!deferred) throw new Error(`the actor ${id} is not running`);
    pending.delete(id);
    await act(async () => {
      if (done) deferred.resolve(event.output);
      else deferred.reject(event.error);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return;
  }
  if (type === 'fund.select') return click(screen.getAllByRole('radio')[0] as HTMLElement);
  if (type === 'provider.select') {
    // "No" or a company the list offers is chosen in the select; any other id is not on the screen.
    const value = event.providerId === null ? '' : String(event.providerId);
    const question = screen.getByRole('combobox', {
      name: 'Ar turite šios pakopos pensijų santaupų kitoje bendrovėje?',
    }) as HTMLSelectElement;
    if ([...question.options].some((option) => option.value === value))
      return act(async () => {
        fireEvent.change(question, { target: { value } });
      });
  }
  if (type === 'step.next') {
    if (at === 'wizard.clientData') return click(button('Duomenys teisingi'));
    return click(button('Toliau'));
  }
  if (type === 'step.back') {
    if (at.startsWith('wizard.aml.')) return click(button('Grįžti prie fondo pasirinkimo'));
    const back = screen.queryAllByRole('button', { name: 'Atgal' })[0];
    if (back) return click(back);
  }
  if (type === 'payment.set') return setPlan(event.payment as ThirdPillarPaymentPlan);
  if (type === 'load.retry' || type === 'preview.retry') return click(button('Bandyti dar kartą'));
  if (type === 'aml.recheck') return click(button('Tikrinti dar kartą'));
  if (type === 'sign.begin') return click(button('Pasirašyti'));
  // The URL (step.goto) and the page's bridge (aml.progress): as the page sends them.
  await act(async () => {
    actor.send(event as Parameters<ThirdPillarActorRef['send']>[0]);
  });
}

describe('pillar III onboarding: the shortest path to every state through the screens', () => {
  beforeAll(() => {
    initI18n();
  });
  afterEach(cleanup);

  const model = createModel({
    name: 'thirdPillarOnboarding',
    machine: thirdPillarMachine,
    fixtures: thirdPillarFixtures,
    spec: thirdPillarSpec({ loginProvider: 'password', now: FIXTURE_WIZARD_NOW }),
  });
  const shortest = new Map<string, readonly ModelStep[]>();
  for (const path of model.paths)
    path.steps.forEach((_, index) => {
      const prefix = path.steps.slice(0, index + 1);
      const key = stateValueKey((prefix[index] as ModelStep).state.value);
      const known = shortest.get(key);
      if (!known || known.length > prefix.length) shortest.set(key, prefix);
    });

  it('reaches every state of the machine', () => {
    const leaves = [...shortest.keys()];
    for (const expected of [
      'loading',
      'loadFailed',
      'minor',
      'thirdPillarExists',
      'phoneRequired',
      'amlRequired',
      'wizard.chooseFund',
      'wizard.aml.process',
      'wizard.aml.identification',
      'wizard.aml.income',
      'wizard.aml.preview',
      'wizard.aml.validating',
      'wizard.amlReview',
      'wizard.amlRejected',
      'wizard.clientData',
      'wizard.payments',
      'wizard.signAgreement.loadingPreview',
      'wizard.signAgreement.previewFailed',
      'wizard.signAgreement.reviewing',
      'wizard.signAgreement.signing',
      'success',
    ])
      expect(leaves).toContain(expected);
  });

  for (const [target, steps] of shortest) {
    it(`${target}`, { timeout: 60_000 }, async () => {
      const { actor, pending } = setup();
      actor.start();
      render(<Screen actor={actor} />);
      let before = actor.getSnapshot() as AnyMachineSnapshot;
      for (const [index, step] of steps.entries()) {
        if (index > 0) await perform(actor, pending, step, before);
        const expected = defaultSerializeState(step.state);
        await waitFor(
          () => expect(defaultSerializeState(actor.getSnapshot() as AnyMachineSnapshot)).toBe(expected),
          WAIT,
        );
        const text = expectedText(step.state);
        await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0), WAIT);
        before = actor.getSnapshot() as AnyMachineSnapshot;
      }
      actor.stop();
    });
  }
});
