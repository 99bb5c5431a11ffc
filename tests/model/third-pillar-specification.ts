import type { AnyEventObject } from 'xstate';
import type { SpecExpectations, SpecStep } from './harness';
import { onboardingSpec, stepTagOf, transferOf } from './specification';

/**
 * What the specification expects of the pillar III onboarding wizard (§2, §5, §7, §9), written with the
 * specification's literal values: the AML steps skipped when AML is Valid, the short AML questionnaire
 * invoked in its short form, Contracts/Log per step, the preview fetched before the contract is created,
 * the investment threshold of 1,000 EUR a year (83 EUR a month), the payment plan and the company the
 * savings come from (§1 transfer) sent as chosen.
 */

const fail = (message: string): never => {
  throw new Error(message);
};

interface Plan {
  monthlyAmount: number | null;
  paymentType: string;
  paymentDay: number;
  bankAccountNumber: string | null;
  limitAcknowledged: boolean;
}

const lastPlan = (history: readonly AnyEventObject[]): Plan | undefined =>
  history.findLast((e) => e.type === 'payment.set')?.payment as Plan | undefined;

const fundOf = (history: readonly AnyEventObject[]) =>
  String(history.findLast((e) => e.type === 'fund.select')?.fundNr ?? '');

/** §7 ThirdPillarCreateNewContract / GetThirdPillarNewContractPreview body, from what the customer chose. */
function bodyOf(history: readonly AnyEventObject[]) {
  const plan = lastPlan(history) ?? fail('a contract request without a payment plan');
  return {
    fundNr: fundOf(history),
    gdpr: true,
    payerType: 'myself',
    paymentType: plan.paymentType,
    monthlyAmount: plan.monthlyAmount,
    paymentDay: plan.paymentDay,
    ...(plan.paymentType === 'e-invoice' && plan.bankAccountNumber
      ? { bankAccountNumber: plan.bankAccountNumber }
      : {}),
    ...transferOf(history),
  };
}

/** §5: above 1,000 EUR a year, i.e. more than 83 EUR a month. */
const aboveThreshold = (monthly: number | null) => monthly !== null && monthly * 12 > 1000;

const amlValidAtStart = (history: readonly AnyEventObject[]) =>
  (history.find((e) => e.type === 'xstate.done.actor.loadOnboarding')?.output as { amlValid?: boolean })
    ?.amlValid === true;

export function thirdPillarSpec(options: { loginProvider: string; now: string }): SpecExpectations {
  const base = onboardingSpec({
    pillar: 3,
    loginProvider: options.loginProvider,
    loggedSteps: [
      'third-pillar-exists',
      'choose-third-pillar-fund',
      'aml-process',
      'aml-identification',
      'aml-income',
      'aml-preview',
      'aml-validating',
      'client-data',
      'payments-into-fund',
      'sign-agreement',
      'success-third-pillar',
    ],
    previewInput: (history) => ({ request: { pillar: 3, body: bodyOf(history) } }),
    signingRequest: (history) => ({ pillar: 3, body: bodyOf(history) }),
  });
  return {
    ...base,
    inputs: {
      ...base.inputs,
      // The short form of the questionnaire, opened at the first incomplete step.
      aml: () => ({ mode: 'short', now: options.now, requestedStep: null }),
    },
    rules: [
      ...(base.rules ?? []),
      // AML steps are skipped when AML is Valid.
      ({ after, invoked, history }: SpecStep) => {
        if (!amlValidAtStart(history)) return;
        if (invoked.has('aml')) fail('the AML questionnaire was opened although AML is Valid');
        if (String(stepTagOf(after)).startsWith('aml-')) fail('an AML step was shown although AML is Valid');
      },
      // AML not Valid: client data only after the questionnaire came back Valid.
      ({ after, history }: SpecStep) => {
        if (amlValidAtStart(history) || stepTagOf(after) !== 'client-data') return;
        const valid = history.some(
          (e) => e.type === 'xstate.done.actor.aml' && (e.output as { status: string }).status === 'Valid',
        );
        if (!valid) fail('client-data before the AML questionnaire was Valid');
      },
      // §5: above 1,000 EUR a year (83 EUR a month) the limit-increase questionnaire is mandatory.
      ({ before, after, event, history }: SpecStep) => {
        if (before === undefined || event.type !== 'step.next') return;
        if (stepTagOf(before) !== 'payments-into-fund') return;
        const plan = lastPlan(history);
        const complete =
          plan !== undefined &&
          plan.monthlyAmount !== null &&
          plan.monthlyAmount > 0 &&
          (plan.paymentType !== 'e-invoice' || plan.bankAccountNumber !== null);
        const mayGoOn = complete && (!aboveThreshold(plan.monthlyAmount) || plan.limitAcknowledged);
        const wentOn = stepTagOf(after) === 'sign-agreement';
        if (mayGoOn !== wentOn)
          fail(
            `payments-into-fund with ${JSON.stringify(plan)}: ${wentOn ? 'went on' : 'stayed'}, the specification says ${mayGoOn ? 'go on' : 'stay'}`,
          );
      },
    ],
  };
}
