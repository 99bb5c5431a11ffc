/**
 * What both onboardings (pillar II and pillar III) share around their steps: the opening (the customer's
 * flags read, then minor, a contract already, phone required and AML required checked in that order) with
 * its guards, the lockouts, and the Contracts/Log call each step makes when it is entered. The machine
 * provides the actors `loadOnboarding` and `logStep`, the action `ignoreLogFailure`, and names the state
 * of a contract already held (`exists`).
 */
import { amlRequiredState, lockoutState, openingStates } from '../wizard/opening-states';
import type { LogStepInput, OnboardingFacts } from './onboarding-types';

export function onboardingOpening<TExists extends string>(options: {
  /** What is read for this pillar. */
  description: string;
  pillar: 2 | 3;
  /** The state of a customer who has a contract of this pillar already. */
  exists: TExists;
}) {
  return openingStates({
    description: options.description,
    loader: 'loadOnboarding',
    input: { pillar: options.pillar },
    checks: [
      { guard: 'isMinor', target: 'minor' },
      { guard: 'hasContract', target: options.exists },
      { guard: 'phoneRequired', target: 'phoneRequired' },
      { guard: 'amlRequired', target: 'amlRequired' },
    ],
    open: 'wizard',
  });
}

/** The guards of the opening's checks, on the facts read. */
export const onboardingOpeningGuards = {
  isMinor: (_: unknown, params: { facts: OnboardingFacts }) => !params.facts.adult,
  hasContract: (_: unknown, params: { facts: OnboardingFacts }) => params.facts.hasContract,
  phoneRequired: (_: unknown, params: { facts: OnboardingFacts }) => params.facts.phoneRequired,
  amlRequired: (_: unknown, params: { facts: OnboardingFacts }) => params.facts.amlRequired,
};

/** The lockouts the opening ends in (a contract already held is each pillar's own state). */
export const onboardingLockouts = {
  minor: lockoutState(
    'step:minor',
    '§1: only adults (18+) sign contracts by self-service; minors go to a customer centre.',
  ),
  phoneRequired: lockoutState(
    'step:phone-required',
    '§6 phone-required flag: a phone is added first (user-information/contacts).',
  ),
  amlRequired: amlRequiredState,
};

/**
 * Contracts/Log of a step, started when the step is entered. A failed log never blocks the customer
 * (the step stays); it is only noted (`ignoreLogFailure`), so the error does not crash the wizard.
 */
export const stepLog = (pillar: 2 | 3) => (step: string) => ({
  id: 'logStep',
  src: 'logStep' as const,
  input: (): LogStepInput => ({ pillar, step }),
  onError: { actions: 'ignoreLogFailure' as const },
});
