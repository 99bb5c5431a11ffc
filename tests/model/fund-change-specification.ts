import type { AnyEventObject } from 'xstate';
import type { SpecExpectations } from './harness';
import { stepTagOf } from './specification';

/**
 * The fund-change wizard's specification (§1, §2 Fund change, §4 Qualify and Signing, §6, §7, §9), with
 * the specification's literal values: checked by the harness at every step of every generated path.
 */

const done = (id: string) => `xstate.done.actor.${id}`;

function fail(message: string): never {
  throw new Error(message);
}

/** §1 "Switching from pillar II to pillar III is not possible": the funds each contract may move to. */
const ALLOWED_FUNDS: Readonly<Record<string, readonly string[]>> = {
  // Pillar III, now in Medio (303): Bold (302) or Sustainable (306).
  '3P-2008813': ['302', '306'],
  // Pillar II, now in 200: another pillar II fund.
  '2P-1004521': ['201'],
};

export interface FundChangeSpecOptions {
  loginProvider: string;
  personalCode: string;
  /** The moment the wizard opened (its input). */
  now: string;
  /** The draft the wizard resumed from (its input). */
  resume: { contractNr: string; fundNr: string };
}

/** The contract and fund chosen on this path so far (after the last load, which restores the draft). */
function choiceOf(history: readonly AnyEventObject[], resume: FundChangeSpecOptions['resume']) {
  const loaded = history.findLastIndex((e) => e.type === done('loadFundChange'));
  let contractNr: string = resume.contractNr;
  let fundNr: string | null = resume.fundNr;
  for (const event of history.slice(loaded + 1)) {
    if (event.type === 'contract.select') {
      contractNr = String(event.contractNr);
      fundNr = null; // Another contract: the fund is chosen again (the pillars' funds differ).
    }
    if (event.type === 'fund.select') fundNr = String(event.fundNr);
  }
  return { contractNr, fundNr: fundNr ?? '' };
}

const lastLoaded = (history: readonly AnyEventObject[]) =>
  history.findLast((e) => e.type === done('loadFundChange'))?.output as
    { adult: boolean; amlValid: boolean; amlRequired: boolean } | undefined;

export function fundChangeSpec(options: FundChangeSpecOptions): SpecExpectations {
  return {
    // No timer of its own: the signing child's 3 s / 10 minutes are the signing machine's (its own spec).
    delays: {},
    inputs: {
      loadFundChange: () => undefined,
      // §7 GetChangeFundPreview: contractNr, movingToFundNr.
      fetchPreview: ({ history }) => {
        const { contractNr, fundNr } = choiceOf(history, options.resume);
        return { request: { contractNr, movingToFundNr: fundNr } };
      },
      // The short AML steps (§2): the questionnaire in its short form, on the wizard's clock.
      aml: () => ({ mode: 'short', now: options.now, requestedStep: null }),
      // §7 ChangeFund: personalCode, fundChangeDto{contractNr, movingToFundNr, gdpr}; the signing kit is told
      // how the customer logged in (§4 Qualify: a password or bank login confirms with eID first).
      sign: ({ history }) => {
        const { contractNr, fundNr } = choiceOf(history, options.resume);
        return {
          request: {
            personalCode: options.personalCode,
            fundChangeDto: { contractNr, movingToFundNr: fundNr, gdpr: true },
          },
          loginProvider: options.loginProvider,
        };
      },
    },
    rules: [
      // §1 adults only; §6 a USA / foreign resident whose AML is not Valid fills the questionnaire first.
      ({ after, history }) => {
        const facts = lastLoaded(history);
        const step = stepTagOf(after);
        if (!facts || step === null) return;
        if (!facts.adult && step !== 'minor') fail(`a minor reached ${step}`);
        if (facts.adult && facts.amlRequired && step !== 'aml-required')
          fail(`the AML lockout reached ${step}`);
      },
      // The short AML steps are skipped when AML is Valid.
      ({ invoked, history }) => {
        if (invoked.has('aml') && lastLoaded(history)?.amlValid === true)
          fail('the AML steps were opened although AML is Valid');
      },
      // §1: a fund of the contract's own pillar, other than its current fund, reaches the contacts step.
      ({ after, history }) => {
        if (stepTagOf(after) !== 'client-data') return;
        const { contractNr, fundNr } = choiceOf(history, options.resume);
        if (!(ALLOWED_FUNDS[contractNr] ?? []).includes(fundNr))
          fail(`${contractNr} may not move to fund ${fundNr}`);
      },
      // The preview PDF is fetched, read and accepted before the change is signed.
      ({ invoked, history }) => {
        if (!invoked.has('sign')) return;
        const since = history.findLastIndex((e) => e.type === 'contract.select' || e.type === 'fund.select');
        const later = history.slice(since + 1);
        if (!later.some((e) => e.type === done('fetchPreview'))) fail('signing before the preview');
        if (!later.some((e) => e.type === 'terms.accept' && e.accepted === true))
          fail('signing before the change was accepted');
      },
      // §1: a pillar III change signed on Monday 2026-11-23 takes effect 8 working days later, 2026-12-03.
      ({ after }) => {
        if (stepTagOf(after) !== 'success' && stepTagOf(after) !== 'create-invoice') return;
        const context = after.context as { effectiveDate: string | null; contractNr: string | null };
        if (context.contractNr === '3P-2008813' && context.effectiveDate !== '2026-12-03')
          fail(`the change takes effect on ${String(context.effectiveDate)}, not 2026-12-03`);
      },
      // Pillar III: the e-invoice of the contributions is offered after signing (create-invoice).
      ({ before, after }) => {
        if (stepTagOf(after) !== 'success' || before === undefined || stepTagOf(before) === 'success') return;
        const context = after.context as { contractNr: string | null };
        const fromSigning = !['create-invoice', 'success'].includes(stepTagOf(before) ?? '');
        if (fromSigning && context.contractNr === '3P-2008813' && stepTagOf(before) !== null)
          fail('a pillar III change skipped the e-invoice offer');
      },
    ],
  };
}
