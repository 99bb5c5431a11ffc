import { describe, expect, it } from 'vitest';
import { createActor, getNextSnapshot } from 'xstate';
import { thirdPillarMachine } from '../../machines/onboarding/third-pillar.machine';
import {
  FIXTURE_WIZARD_NOW,
  thirdPillarFacts,
  thirdPillarFixtures,
} from '../../machines/onboarding/third-pillar.fixtures';
import {
  firstEInvoiceBy,
  isAboveInvestmentThreshold,
  PAYMENT_SUGGESTION,
  INVESTMENT_THRESHOLD,
} from '../../src/domain/third-pillar-payments';
import { createModel, testGeneratedPaths } from './harness';
import { thirdPillarSpec } from './third-pillar-specification';

describe('pillar III onboarding: generated paths', () => {
  const model = createModel({
    name: 'thirdPillarOnboarding',
    machine: thirdPillarMachine,
    fixtures: thirdPillarFixtures,
    spec: thirdPillarSpec({ loginProvider: 'password', now: FIXTURE_WIZARD_NOW }),
    invariant: (snapshot) => {
      const steps = [...snapshot.tags].filter((tag) => String(tag).startsWith('step:'));
      if (steps.length > 1) throw new Error(`more than one step tag: ${steps.join(', ')}`);
    },
  });

  testGeneratedPaths(model);
});

describe('the fund step', () => {
  it('"Toliau" before a fund is chosen stays on the step and asks for the fund; choosing one clears it', () => {
    const context = createActor(thirdPillarMachine, { input: thirdPillarFixtures.input }).getSnapshot()
      .context;
    const choosing = thirdPillarMachine.resolveState({
      value: { wizard: 'chooseFund' },
      context: { ...context, facts: thirdPillarFacts },
    });
    const pressed = getNextSnapshot(thirdPillarMachine, choosing, { type: 'step.next' });
    expect(pressed.matches({ wizard: 'chooseFund' })).toBe(true);
    expect(pressed.context.fundMissing).toBe(true);
    const chosen = getNextSnapshot(thirdPillarMachine, pressed, { type: 'fund.select', fundNr: '301' });
    expect(chosen.context.fundMissing).toBe(false);
  });
});

describe('payments-into-fund rules (§5, §9) by value', () => {
  it('suggests 50-90 EUR a month', () => {
    expect(PAYMENT_SUGGESTION).toEqual({ minEur: 50, maxEur: 90 });
  });
  it('1,000 EUR a year (83 a month) is the threshold; above it the questionnaire is mandatory', () => {
    expect(INVESTMENT_THRESHOLD).toEqual({ perYearEur: 1000, perMonthEur: 83 });
    expect(isAboveInvestmentThreshold(null)).toBe(false);
    expect(isAboveInvestmentThreshold(50)).toBe(false);
    expect(isAboveInvestmentThreshold(83)).toBe(false); // 996 EUR a year
    expect(isAboveInvestmentThreshold(83.33)).toBe(false); // 999.96 EUR a year
    expect(isAboveInvestmentThreshold(83.34)).toBe(true); // 1,000.08 EUR a year
    expect(isAboveInvestmentThreshold(84)).toBe(true); // 1,008 EUR a year
  });
  it('the first e-invoice reaches the bank within 5 days of the contract', () => {
    expect(firstEInvoiceBy('2026-03-02')).toBe('2026-03-07');
    expect(firstEInvoiceBy('2026-12-30')).toBe('2027-01-04');
  });
});
