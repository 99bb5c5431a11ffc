import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { amlMachine } from '../../machines/aml/aml.machine';
import { amlFixtures } from '../../machines/aml/aml.fixtures';
import { amlShortStepOf } from '../../machines/aml/aml.selectors';
import { fundChangeFixtures } from '../../machines/fund-change/fund-change.fixtures';
import { fundChangeMachine } from '../../machines/fund-change/fund-change.machine';
import { fundChangeStepOf } from '../../machines/fund-change/fund-change.selectors';

const context = createActor(amlMachine, { input: { ...amlFixtures.input, mode: 'short' } }).getSnapshot()
  .context;
const at = (value: Parameters<typeof amlMachine.resolveState>[0]['value']) =>
  amlMachine.resolveState({ value, context });

// §2: the wizards' short AML routes aml-process, aml-identification, aml-income, aml-preview, aml-validating.
describe('the short AML step a questionnaire shows (fund change and both onboardings)', () => {
  it('groups the questionnaire screens on the short routes', () => {
    expect(amlShortStepOf(at({ questionnaire: { steps: 'contacts' } }))).toBe('aml-process');
    expect(amlShortStepOf(at({ questionnaire: { steps: 'activities' } }))).toBe('aml-income');
    expect(amlShortStepOf(at({ questionnaire: { steps: 'otherQuestions' } }))).toBe('aml-process');
  });

  it('the preview is aml-preview; publishing it and the validity check after it are aml-validating', () => {
    expect(amlShortStepOf(at({ questionnaire: { steps: { approve: 'reading' } } }))).toBe('aml-preview');
    expect(amlShortStepOf(at({ questionnaire: { steps: { approve: 'publishing' } } }))).toBe(
      'aml-validating',
    );
    expect(amlShortStepOf(at('validating'))).toBe('aml-validating');
  });

  it('nothing while the questionnaire loads; the fund change shows its first AML route then', () => {
    const loading = createActor(amlMachine, { input: amlFixtures.input }).getSnapshot();
    expect(amlShortStepOf(loading)).toBeNull();
    const inAml = fundChangeMachine.resolveState({
      value: { wizard: 'aml' },
      context: createActor(fundChangeMachine, { input: fundChangeFixtures.input }).getSnapshot().context,
    });
    expect(inAml.hasTag('aml')).toBe(true);
    expect(fundChangeStepOf(inAml, undefined)).toBe('aml-process');
    expect(fundChangeStepOf(inAml, loading)).toBe('aml-process');
    expect(fundChangeStepOf(inAml, at({ questionnaire: { steps: { approve: 'publishing' } } }))).toBe(
      'aml-validating',
    );
  });
});
