import { it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  assertFullCoverage,
  formatCoverage,
  type CoverageReport,
  type Model,
  type SpecExpectations,
  type SpecStep,
} from './harness';

/**
 * The specification's expectations of the applications forms (contribution holiday,
 * termination, maximum accumulation, limit increase), checked by the harness on every step of every
 * generated path. Literal values with their § numbers (or docs/decisions.md where the specification
 * is silent), never the machines' constants.
 */

const done = (id: string) => `xstate.done.actor.${id}`;

function fail(message: string): never {
  throw new Error(`specification: ${message}`);
}

/**
 * The contract the customer has chosen by this step: the last one picked, kept across a reload when it
 * still exists; a single contract is chosen for the customer.
 */
export function chosenContract(
  history: readonly AnyEventObject[],
  loadId: string,
  pickType: string,
): string | null {
  let chosen: string | null = null;
  for (const event of history) {
    if (event.type === pickType) chosen = String(event.contractNumber);
    if (event.type === done(loadId)) {
      const contracts = (event.output as { contracts: { contractNumber: string }[] }).contracts;
      if (!contracts.some((contract) => contract.contractNumber === chosen))
        chosen = contracts.length === 1 ? (contracts[0]?.contractNumber ?? null) : null;
    }
  }
  return chosen;
}

/**
 * What the signing kit is started with: the application, and how the customer logged in (the kit's own
 * specification checks §4 Qualify: a password login confirms with eID first, an eID login signs at once).
 */
const signingInput = (login: LoginKind, application: Record<string, unknown>) => ({
  request: { application },
  loginProvider: login,
});

export type LoginKind = 'password' | 'smart_id';

const lastIndexOf = (history: readonly AnyEventObject[], test: (event: AnyEventObject) => boolean) =>
  history.findLastIndex(test);

// ── termination (§2 pause-and-think modal, §9, §1) ──────────────────────────────────────────────────

/** The fixtures' day (machines/applications/*.fixtures.ts). */
const TODAY = '2026-11-23';

/**
 * Nothing is signed unseen: the signing starts only from "Pasirašyti" pressed after the server answered
 * the application's PDF for what was last submitted.
 */
const signedOnlyAfterReview =
  (submitted: string) =>
  ({ invoked, history }: SpecStep) => {
    if (!invoked.has('sign')) return;
    const shown = lastIndexOf(history, (e) => e.type === done('fetchApplicationPreview'));
    const begun = lastIndexOf(history, (e) => e.type === 'sign.begin');
    const submit = lastIndexOf(history, (e) => e.type === submitted);
    if (shown < 0 || shown < submit) fail('signing before the application PDF of what was submitted');
    if (begun < shown) fail('signing before the customer pressed "Pasirašyti" on the summary');
  };

const terminationApplication = (history: readonly AnyEventObject[]) => ({
  kind: 'EndContract',
  actionType: 'EndContract',
  contractNumber: chosenContract(history, 'loadTermination', 'termination.contract') ?? '',
});

export const terminationSpec = (login: LoginKind): SpecExpectations => ({
  // docs/decisions.md: the pause to think lasts 10 seconds.
  delays: { pauseToThink: 10_000 },
  inputs: {
    loadTermination: () => ({ today: TODAY }),
    // §3: EndContract / EndContract on the chosen contract; its PDF first, then the signing.
    fetchApplicationPreview: ({ history }) => ({ application: terminationApplication(history) }),
    sign: ({ history }) => signingInput(login, terminationApplication(history)),
  },
  rules: [
    signedOnlyAfterReview('termination.confirm'),
    // §2: nothing is signed before the pause is over: every signing follows a pause timer that fired
    // after the customer's last request to terminate.
    ({ invoked, history }: SpecStep) => {
      if (!invoked.has('sign')) return;
      const request = lastIndexOf(history, (e) => e.type === 'termination.request');
      const pauseOver = lastIndexOf(history, (e) => e.type.startsWith('xstate.after.'));
      const confirmed = lastIndexOf(history, (e) => e.type === 'termination.confirm');
      if (confirmed < pauseOver) fail('§2: signing without the customer confirming after the pause');
      if (request < 0 || pauseOver < request) fail('§2: signing started without the pause to think');
    },
    // What is lost is shown before anything is signed: the pause opens only from the choice with a contract.
    ({ event, before, after }: SpecStep) => {
      if (event.type !== 'termination.request' || !after.hasTag('pause')) return;
      if (!before?.matches('choosing')) fail('the pause opens only from the choice');
      if ((after.context as { contractNumber: string | null }).contractNumber === null)
        fail('the pause opened without a contract');
    },
  ],
});

// ── maximum accumulation (§3 AccumulateMaximum / ChangeTarif) ───────────────────────────────────────

export const maxAccumulationSpec = (login: LoginKind): SpecExpectations => ({
  delays: {},
  inputs: {
    loadMaxAccumulation: () => undefined,
    sign: ({ history }) =>
      signingInput(login, {
        kind: 'AccumulateMaximum',
        actionType: 'ChangeTarif',
        contractNumber: chosenContract(history, 'loadMaxAccumulation', 'max.contract') ?? '',
      }),
  },
  rules: [
    ({ invoked, history }: SpecStep) => {
      if (!invoked.has('sign')) return;
      if (chosenContract(history, 'loadMaxAccumulation', 'max.contract') === null)
        fail('signing without a contract');
    },
  ],
});

// ── limit increase (§5 "Limit increase", §9 "Limit increase threshold 1000 EUR per year") ───────────

const lastValue = (history: readonly AnyEventObject[], type: string): string =>
  String(history.findLast((e) => e.type === type)?.value ?? '');

/** The amount typed last, as euro ('1000,01' -> 1000.01). */
const typedAmount = (history: readonly AnyEventObject[]): number =>
  Number(lastValue(history, 'limit.amount').replace(',', '.'));

export const limitIncreaseSpec: SpecExpectations = {
  delays: {},
  inputs: {
    loadLimit: () => undefined,
    // §5: the document as the AML questionnaire checks it (IsIdentityDocumentValid), Lithuanian issuer.
    checkIdentityDocument: ({ history }) => ({
      documentType: lastValue(history, 'document.type') || 'IdCard',
      documentNumber: lastValue(history, 'document.number'),
      issuerCountry: 'LT',
      expiryDate: lastValue(history, 'document.expiry'),
    }),
    submitLimit: ({ history }) => {
      const amount = typedAmount(history);
      // Above 1000 EUR always with the questionnaire; up to 1000 EUR as the customer last chose.
      const lastChoice = history.findLast((e) => e.type === 'limit.fill' || e.type === 'limit.skip');
      const withDocument = amount > 1000 || lastChoice?.type === 'limit.fill';
      return {
        contractNumber: chosenContract(history, 'loadLimit', 'limit.contract') ?? '',
        yearlyAmountEur: amount,
        identityDocument: withDocument
          ? {
              documentType: lastValue(history, 'document.type') || 'IdCard',
              documentNumber: lastValue(history, 'document.number'),
              expiryDate: lastValue(history, 'document.expiry'),
              issuerCountry: 'LT',
            }
          : null,
      };
    },
  },
  rules: [
    // §5: above 1000 EUR a year nothing is submitted without a document the register found valid.
    ({ invoked, history }: SpecStep) => {
      const input = invoked.get('submitLimit') as
        { yearlyAmountEur: number; identityDocument: unknown } | undefined;
      if (input === undefined || input.yearlyAmountEur <= 1000) return;
      if (input.identityDocument === null) fail('§5: above 1000 EUR the questionnaire is mandatory');
      const check = history.findLastIndex((e) => e.type === done('checkIdentityDocument'));
      if (check < 0 || (history[check]?.output as { outcome: string }).outcome !== 'valid')
        fail('§5: above 1000 EUR the document must be checked valid first');
    },
    // An increase: an amount not above the chosen contract's current limit is refused with its message.
    ({ event, before, after, history }: SpecStep) => {
      if (event.type !== 'form.submit' || !before?.matches('amount')) return;
      const load = history.findLast((e) => e.type === done('loadLimit'))?.output as
        { contracts: { contractNumber: string; yearlyLimitEur: number | null }[] } | undefined;
      const chosen = chosenContract(history, 'loadLimit', 'limit.contract');
      const current = load?.contracts.find((c) => c.contractNumber === chosen)?.yearlyLimitEur ?? null;
      const amount = typedAmount(history);
      if (current === null || !(amount > 0) || amount > current) return;
      const refusal = (after.context as { refusal: string | null }).refusal;
      if (!after.matches('amount') || refusal !== 'limit-not-higher')
        fail(`an amount of ${amount} EUR is no increase of the current ${current} EUR`);
    },
    // §5: up to 1000 EUR a year the questionnaire may be skipped (the optional step is offered).
    ({ event, before, after, history }: SpecStep) => {
      if (event.type !== 'form.submit' || !before?.matches('amount') || after.matches('amount')) return;
      const amount = typedAmount(history);
      if (amount <= 1000 && !after.matches('optional'))
        fail('§5: up to 1000 EUR the questionnaire is optional');
      if (amount > 1000 && !after.matches('document'))
        fail('§5: above 1000 EUR the questionnaire is mandatory');
    },
  ],
};

// ── contribution holiday (§5 "Vacation from contributions", §9 "Holiday maximum 12 months") ────────

const DAY_MS = 24 * 60 * 60 * 1000;
const utc = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The holiday's last day: `months` whole calendar months from `start`, minus one day. */
function lastDayOf(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months, d) - DAY_MS);
  return end.toISOString().slice(0, 10);
}

interface Holiday {
  contractNumber: string;
  start: string;
  end: string;
  status: string;
}

/** Whole months of a registered holiday (its first to its last day). */
function monthsOf(holiday: Holiday): number {
  let months = 1;
  while (lastDayOf(holiday.start, months) < holiday.end) months += 1;
  return months;
}

/**
 * Whether the specification lets this holiday be signed: the start is a date at least 30 days after
 * 2026-11-23, at least 1 whole month, no day shared with a registered holiday, at most 12 months with
 * the registered ones, and no open holiday application on the contract (§2 Applications).
 */
function holidayAllowed(
  contract: string | null,
  start: string,
  monthsText: string,
  registered: Holiday[],
): boolean {
  if (contract === null || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return false;
  const months = Number(monthsText);
  if (monthsText.trim() === '' || !Number.isInteger(months) || months < 1) return false;
  if ((utc(start) - utc(TODAY)) / DAY_MS < 30) return false;
  const own = registered.filter((holiday) => holiday.contractNumber === contract);
  const end = lastDayOf(start, months);
  if (own.some((holiday) => start <= holiday.end && holiday.start <= end)) return false;
  if (own.reduce((sum, holiday) => sum + monthsOf(holiday), 0) + months > 12) return false;
  return !own.some((holiday) => holiday.status === 'registered' || holiday.status === 'processing');
}

const lastTyped = (history: readonly AnyEventObject[], type: string): string =>
  String(history.findLast((e) => e.type === type)?.value ?? '');

const vacationApplication = (history: readonly AnyEventObject[]) => ({
  kind: 'HolidaysSuspensionContributions',
  actionType: 'SodraVacation',
  contractNumber: chosenContract(history, 'loadVacation', 'vacation.contract') ?? '',
  period: {
    start: lastTyped(history, 'vacation.start'),
    months:
      lastTyped(history, 'vacation.months') === '' ? NaN : Number(lastTyped(history, 'vacation.months')),
  },
});

export const vacationSpec = (login: LoginKind): SpecExpectations => ({
  delays: {},
  inputs: {
    loadVacation: () => ({ today: TODAY }),
    // §3: SodraVacation / HolidaysSuspensionContributions with one period of whole months; its PDF first.
    fetchApplicationPreview: ({ history }) => ({ application: vacationApplication(history) }),
    sign: ({ history }) => signingInput(login, vacationApplication(history)),
  },
  rules: [
    signedOnlyAfterReview('form.submit'),
    // §5, §9: a submit goes on to signing exactly when every rule holds; otherwise it stays on the form.
    ({ event, before, after, history }: SpecStep) => {
      if (event.type !== 'form.submit' || !before?.matches('editing')) return;
      const load = history.findLast((e) => e.type === 'xstate.done.actor.loadVacation');
      const facts = load?.output as
        { registered: Holiday[]; contracts: { contractNumber: string }[] } | undefined;
      const registered = facts?.registered ?? [];
      const chosen = chosenContract(history, 'loadVacation', 'vacation.contract');
      const known = facts?.contracts.some((contract) => contract.contractNumber === chosen) === true;
      const allowed = holidayAllowed(
        known ? chosen : null,
        lastTyped(history, 'vacation.start'),
        lastTyped(history, 'vacation.months'),
        registered,
      );
      if (allowed && !after.matches('previewing'))
        fail('§5: a holiday within every rule must go on to its PDF and signing');
      if (!allowed && !after.matches({ editing: 'refused' }))
        fail('§5: a holiday breaking a rule must be refused');
    },
    // Every refusal names its rule (a message of its own).
    ({ after }: SpecStep) => {
      if (after.matches({ editing: 'refused' }) && (after.context as { refusal: unknown }).refusal === null)
        fail('a refusal without its rule');
    },
  ],
});

/**
 * The generated paths of one machine run twice: logged in by password and by Smart-ID, so each signing hands
 * the signing kit the login it must act on (§4 Qualify is the kit's). The coverage (100 % of states,
 * transitions and branches) is of the two together.
 */
export function testGeneratedPathsOfLogins(models: readonly [Model, Model]): void {
  for (const model of models)
    for (const path of model.paths)
      it(`${model.name}: ${path.description}`, async () => {
        await model.runPath(path);
      });
  it('covers every state, transition and branch (both logins together)', () => {
    const [first, second] = models.map((model) => model.coverage()) as [CoverageReport, CoverageReport];
    const join = (a: CoverageReport['states'], b: CoverageReport['states']) => ({
      covered: [...new Set([...a.covered, ...b.covered])],
      missing: a.missing.filter((key) => b.missing.includes(key)),
      total: new Set([...a.covered, ...a.missing, ...b.covered, ...b.missing]).size,
    });
    const report: CoverageReport = {
      ...first,
      paths: first.paths + second.paths,
      states: join(first.states, second.states),
      transitions: join(first.transitions, second.transitions),
      branches: join(first.branches, second.branches),
    };
    console.log(formatCoverage(report));
    assertFullCoverage(report);
  });
}
