import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { createActor, fromPromise, type Actor, type AnyActorLogic, type AnyEventObject } from 'xstate';
import {
  limitFacts,
  LIMIT_FIXTURE_TODAY,
  oneLimitContract,
} from '../machines/applications/limit-increase.fixtures';
import { limitIncreaseMachine } from '../machines/applications/limit-increase.machine';
import {
  everyContractAtMax,
  maxAccumulationFacts,
  oneMaxContract,
} from '../machines/applications/max-accumulation.fixtures';
import { maxAccumulationMachine } from '../machines/applications/max-accumulation.machine';
import {
  terminationFacts,
  terminationPreview,
  TERMINATION_FIXTURE_TODAY,
} from '../machines/applications/termination.fixtures';
import { terminationMachine } from '../machines/applications/termination.machine';
import {
  tenMonthsUsedFacts,
  vacationFacts,
  vacationPreview,
  VACATION_FIXTURE_TODAY,
} from '../machines/applications/vacation.fixtures';
import { vacationMachine } from '../machines/applications/vacation.machine';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../machines/signing/signing.machine';
import { LimitIncreaseView } from '../src/flows/applications/limit-increase';
import { MaxAccumulationView } from '../src/flows/applications/max-accumulation';
import { TerminationView } from '../src/flows/applications/termination';
import { VacationView } from '../src/flows/applications/vacation';
import { StoryRouter } from './support/story-router';

/**
 * Issue 13b: the contribution holiday, termination (with the pause to think), maximum accumulation and
 * limit increase screens, each in every state of its machine. Each story runs the real machine with fakes
 * and sends the events that lead to its state (a person's clicks, the fakes' answers); a fake that never
 * answers freezes a loading state.
 */
const meta = {
  title: 'Portal/Applications forms',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => undefined);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const failing = () => Promise.reject(new Error('network'));
/** The signing child, frozen at choosing the method (no call is made before the person chooses). */
const signing = signingMachine.provide({
  actors: {
    startSigning: fromPromise<StartSigningOutput, StartSigningInput>(never),
    pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(never),
  },
});
/** "Pasirašyti" on the summary of what is signed. */
const signBegin = { type: 'sign.begin' };
const crashingSigning = fromPromise(() => Promise.reject(new Error('signing crashed')));

/** Starts the machine, sends the events one by one (letting the fakes answer between them), renders. */
function Driven<TLogic extends AnyActorLogic>({
  logic,
  input,
  events = [],
  url,
  render,
}: {
  logic: TLogic;
  input: unknown;
  events?: readonly AnyEventObject[];
  url: string;
  render: (actor: Actor<TLogic>) => ReactNode;
}) {
  const [actor] = useState(() => createActor(logic, { input } as never).start());
  const [plan] = useState(events);
  useEffect(() => {
    void (async () => {
      await tick();
      for (const event of plan) {
        actor.send(event as never);
        await tick();
      }
    })();
  }, [actor, plan]);
  return <StoryRouter url={url}>{render(actor)}</StoryRouter>;
}

// ── contribution holiday ─────────────────────────────────────────────────────────────────────────

const vacation = (load: () => Promise<unknown>, sign: AnyActorLogic = signing) =>
  vacationMachine.provide({
    actors: {
      loadVacation: fromPromise(load) as never,
      fetchApplicationPreview: fromPromise(async () => vacationPreview),
      sign: sign as never,
    },
  });
const VACATION_URL = '/portal/applications/vacation';
const vacationStory = (
  load: () => Promise<unknown>,
  events: readonly AnyEventObject[] = [],
  sign: AnyActorLogic = signing,
): Story => ({
  render: () => (
    <Driven
      logic={vacation(load, sign)}
      input={{ today: VACATION_FIXTURE_TODAY, loginProvider: 'smart_id' }}
      events={events}
      url={VACATION_URL}
      render={(actor) => <VacationView actor={actor as never} />}
    />
  ),
});
const fillHoliday = (contractNumber: string, start: string, months: string): AnyEventObject[] => [
  { type: 'vacation.contract', contractNumber },
  { type: 'vacation.start', value: start },
  { type: 'vacation.months', value: months },
  { type: 'form.submit' },
];

export const VacationLoading: Story = { name: 'holiday – loading', ...vacationStory(never) };
export const VacationLoadFailed: Story = { name: 'holiday – load failed', ...vacationStory(failing) };
export const VacationNoContract: Story = {
  name: 'holiday – no contract',
  ...vacationStory(() => Promise.resolve({ contracts: [], registered: [] })),
};
export const VacationForm: Story = {
  name: 'holiday – the form (a registered holiday on pillar III)',
  ...vacationStory(
    () => Promise.resolve(vacationFacts),
    [{ type: 'vacation.contract', contractNumber: '3P-2012519' }],
  ),
};
export const VacationTooLate: Story = {
  name: 'holiday – refused: 29 days ahead',
  ...vacationStory(() => Promise.resolve(vacationFacts), fillHoliday('2P-1004521', '2026-12-22', '3')),
};
export const VacationTooShort: Story = {
  name: 'holiday – refused: under 1 month',
  ...vacationStory(() => Promise.resolve(vacationFacts), fillHoliday('2P-1004521', '2027-01-02', '0')),
};
export const VacationTooLong: Story = {
  name: 'holiday – refused: a 13th month',
  ...vacationStory(() => Promise.resolve(tenMonthsUsedFacts), fillHoliday('2P-1004521', '2027-01-02', '3')),
};
export const VacationOverlap: Story = {
  name: 'holiday – refused: overlaps the registered holiday',
  ...vacationStory(() => Promise.resolve(vacationFacts), fillHoliday('3P-2012519', '2027-02-01', '1')),
};
export const VacationOpenApplication: Story = {
  name: 'holiday – refused: an open holiday application',
  ...vacationStory(() => Promise.resolve(vacationFacts), fillHoliday('3P-2012519', '2027-04-01', '1')),
};
export const VacationReview: Story = {
  name: 'holiday – what is signed, with its PDF',
  ...vacationStory(() => Promise.resolve(vacationFacts), fillHoliday('2P-1004521', '2027-01-02', '3')),
};
export const VacationSigning: Story = {
  name: 'holiday – signing',
  ...vacationStory(
    () => Promise.resolve(vacationFacts),
    [...fillHoliday('2P-1004521', '2027-01-02', '3'), signBegin],
  ),
};
export const VacationSubmitFailed: Story = {
  name: 'holiday – submission failed (error-500-applications)',
  ...vacationStory(
    () => Promise.resolve(vacationFacts),
    [...fillHoliday('2P-1004521', '2027-01-02', '3'), signBegin],
    crashingSigning,
  ),
};
export const VacationSigned: Story = {
  name: 'holiday – signed',
  ...vacationStory(
    () => Promise.resolve(vacationFacts),
    [...fillHoliday('2P-1004521', '2027-01-02', '3'), signBegin],
    fromPromise(() =>
      Promise.resolve({ status: 'signed', documentId: 1, contractNumber: null, effectiveDate: null }),
    ),
  ),
};

// ── termination ──────────────────────────────────────────────────────────────────────────────────

const TERMINATION_URL = '/portal/applications/termination';
const terminationStory = (
  load: () => Promise<unknown>,
  events: readonly AnyEventObject[] = [],
  sign: AnyActorLogic = signing,
): Story => ({
  render: () => (
    <Driven
      logic={terminationMachine.provide({
        actors: {
          loadTermination: fromPromise(load) as never,
          fetchApplicationPreview: fromPromise(async () => terminationPreview),
          sign: sign as never,
        },
        // The stories show the pause's two faces at once: the timer of a story is its own.
        delays: { pauseToThink: events.some((e) => e.type === 'story.pause-over') ? 0 : 10_000 },
      })}
      input={{ today: TERMINATION_FIXTURE_TODAY, loginProvider: 'smart_id' }}
      events={events.filter((e) => e.type !== 'story.pause-over')}
      url={TERMINATION_URL}
      render={(actor) => <TerminationView actor={actor as never} />}
    />
  ),
});
const choose3P = { type: 'termination.contract', contractNumber: '3P-2008813' };
const pick2P = { type: 'termination.contract', contractNumber: '2P-1004521' };
const request = { type: 'termination.request' };
const pauseOver = { type: 'story.pause-over' };

export const TerminationLoading: Story = { name: 'termination – loading', ...terminationStory(never) };
export const TerminationLoadFailed: Story = {
  name: 'termination – load failed',
  ...terminationStory(failing),
};
export const TerminationNoContract: Story = {
  name: 'termination – no contract',
  ...terminationStory(() => Promise.resolve({ contracts: [] })),
};
export const TerminationPillar2: Story = {
  name: 'termination – what pillar II loses',
  ...terminationStory(() => Promise.resolve(terminationFacts), [pick2P]),
};
export const TerminationPillar3: Story = {
  name: 'termination – what pillar III loses (withdrawal fee)',
  ...terminationStory(() => Promise.resolve(terminationFacts), [choose3P]),
};
export const TerminationPause: Story = {
  name: 'termination – the pause to think (countdown)',
  ...terminationStory(() => Promise.resolve(terminationFacts), [choose3P, request]),
};
export const TerminationConfirm: Story = {
  name: 'termination – the pause is over: confirm',
  ...terminationStory(() => Promise.resolve(terminationFacts), [pauseOver, choose3P, request]),
};
export const TerminationReview: Story = {
  name: 'termination – what is signed, with its PDF',
  ...terminationStory(
    () => Promise.resolve(terminationFacts),
    [pauseOver, choose3P, request, { type: 'termination.confirm' }],
  ),
};
export const TerminationSigning: Story = {
  name: 'termination – signing',
  ...terminationStory(
    () => Promise.resolve(terminationFacts),
    [pauseOver, choose3P, request, { type: 'termination.confirm' }, signBegin],
  ),
};
export const TerminationSubmitFailed: Story = {
  name: 'termination – submission failed',
  ...terminationStory(
    () => Promise.resolve(terminationFacts),
    [pauseOver, choose3P, request, { type: 'termination.confirm' }, signBegin],
    crashingSigning,
  ),
};
export const TerminationSigned: Story = {
  name: 'termination – signed',
  ...terminationStory(
    () => Promise.resolve(terminationFacts),
    [pauseOver, choose3P, request, { type: 'termination.confirm' }, signBegin],
    fromPromise(() =>
      Promise.resolve({ status: 'signed', documentId: 1, contractNumber: null, effectiveDate: null }),
    ),
  ),
};

// ── maximum accumulation ─────────────────────────────────────────────────────────────────────────

const maxStory = (
  load: () => Promise<unknown>,
  events: readonly AnyEventObject[] = [],
  sign: AnyActorLogic = signing,
): Story => ({
  render: () => (
    <Driven
      logic={maxAccumulationMachine.provide({
        actors: { loadMaxAccumulation: fromPromise(load) as never, sign: sign as never },
      })}
      input={{ loginProvider: 'smart_id' }}
      events={events}
      url="/portal/applications/max-accumulations"
      render={(actor) => <MaxAccumulationView actor={actor as never} />}
    />
  ),
});
const submit = { type: 'form.submit' };

export const MaxLoading: Story = { name: 'maximum – loading', ...maxStory(never) };
export const MaxLoadFailed: Story = { name: 'maximum – load failed', ...maxStory(failing) };
export const MaxAlreadyMax: Story = {
  name: 'maximum – already at the maximum',
  ...maxStory(() => Promise.resolve(everyContractAtMax)),
};
export const MaxNoPillar2: Story = {
  name: 'maximum – no pillar II contract',
  ...maxStory(() => Promise.resolve({ contracts: [], alreadyMax: [] })),
};
export const MaxChoosing: Story = {
  name: 'maximum – choose the contract',
  ...maxStory(() => Promise.resolve(maxAccumulationFacts)),
};
export const MaxContractMissing: Story = {
  name: 'maximum – no contract chosen',
  ...maxStory(() => Promise.resolve(maxAccumulationFacts), [submit]),
};
export const MaxSigning: Story = {
  name: 'maximum – signing',
  ...maxStory(() => Promise.resolve(oneMaxContract), [submit]),
};
export const MaxSubmitFailed: Story = {
  name: 'maximum – submission failed',
  ...maxStory(() => Promise.resolve(oneMaxContract), [submit], crashingSigning),
};
export const MaxSigned: Story = {
  name: 'maximum – signed',
  ...maxStory(
    () => Promise.resolve(oneMaxContract),
    [submit],
    fromPromise(() =>
      Promise.resolve({ status: 'signed', documentId: 1, contractNumber: null, effectiveDate: null }),
    ),
  ),
};

// ── limit increase ───────────────────────────────────────────────────────────────────────────────

type CheckAnswer = 'valid' | 'invalid' | 'expired' | 'locked';
const limitStory = (
  load: () => Promise<unknown>,
  events: readonly AnyEventObject[] = [],
  check: CheckAnswer | 'never' = 'valid',
  submitLimit: () => Promise<unknown> = () =>
    Promise.resolve({ contractNumber: '3P-2008813', yearlyLimitEur: 1500 }),
): Story => ({
  render: () => (
    <Driven
      logic={limitIncreaseMachine.provide({
        actors: {
          loadLimit: fromPromise(load) as never,
          checkIdentityDocument: fromPromise(() =>
            check === 'never'
              ? never()
              : Promise.resolve(
                  check === 'locked'
                    ? { outcome: 'locked', lockedUntil: '2026-11-24T10:00:00.000Z' }
                    : { outcome: check },
                ),
          ) as never,
          submitLimit: fromPromise(submitLimit) as never,
        },
      })}
      input={{ today: LIMIT_FIXTURE_TODAY }}
      events={events}
      url="/portal/limit-increase"
      render={(actor) => <LimitIncreaseView actor={actor as never} />}
    />
  ),
});
const amount = (value: string): AnyEventObject[] => [{ type: 'limit.amount', value }, submit];
const documentOf = (number: string, expiry: string): AnyEventObject[] => [
  { type: 'document.number', value: number },
  { type: 'document.expiry', value: expiry },
  submit,
];

export const LimitLoading: Story = { name: 'limit – loading', ...limitStory(never) };
export const LimitLoadFailed: Story = { name: 'limit – load failed', ...limitStory(failing) };
export const LimitNoContract: Story = {
  name: 'limit – no pillar III contract',
  ...limitStory(() => Promise.resolve({ contracts: [] })),
};
export const LimitAmount: Story = {
  name: 'limit – the yearly amount (two contracts)',
  ...limitStory(() => Promise.resolve(limitFacts)),
};
export const LimitAmountRefused: Story = {
  name: 'limit – refused: not a number',
  ...limitStory(() => Promise.resolve(oneLimitContract), amount('daug')),
};
export const LimitOptional: Story = {
  name: 'limit – up to 1000 €: the questionnaire is optional',
  ...limitStory(() => Promise.resolve(oneLimitContract), amount('1000')),
};
export const LimitDocument: Story = {
  name: 'limit – above 1000 €: the document is mandatory',
  ...limitStory(() => Promise.resolve(oneLimitContract), amount('1500')),
};
export const LimitDocumentMissing: Story = {
  name: 'limit – the document is missing',
  ...limitStory(() => Promise.resolve(oneLimitContract), [...amount('1500'), submit]),
};
export const LimitChecking: Story = {
  name: 'limit – the document is being checked',
  ...limitStory(
    () => Promise.resolve(oneLimitContract),
    [...amount('1500'), ...documentOf('39125478', '2030-05-31')],
    'never',
  ),
};
export const LimitDocumentInvalid: Story = {
  name: "limit – 'Negaliojantis dokumentas'",
  ...limitStory(
    () => Promise.resolve(oneLimitContract),
    [...amount('1500'), ...documentOf('LOST12345', '2030-05-31')],
    'invalid',
  ),
};
export const LimitDocumentExpired: Story = {
  name: 'limit – the document has expired',
  ...limitStory(
    () => Promise.resolve(oneLimitContract),
    [...amount('1500'), ...documentOf('39125478', '2026-11-22')],
  ),
};
export const LimitLocked: Story = {
  name: 'limit – the identity check is locked',
  ...limitStory(
    () => Promise.resolve(oneLimitContract),
    [...amount('1500'), ...documentOf('39125478', '2030-05-31')],
    'locked',
  ),
};
export const LimitSubmitFailed: Story = {
  name: 'limit – submission failed',
  ...limitStory(
    () => Promise.resolve(oneLimitContract),
    [...amount('800'), { type: 'limit.skip' }],
    'valid',
    () => Promise.reject(new Error('network')),
  ),
};
export const LimitRaised: Story = {
  name: 'limit – raised',
  ...limitStory(
    () => Promise.resolve(oneLimitContract),
    [...amount('1500'), ...documentOf('39125478', '2030-05-31')],
  ),
};
