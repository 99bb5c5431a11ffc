import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { vacationMachine, type VacationFacts } from '../../machines/applications/vacation.machine';
import type { PdfDocument } from '../../machines/onboarding/onboarding-types';
import type { ApplicationSigningRequest } from '../../machines/applications/application-form-types';
import {
  tenMonthsUsedFacts,
  vacationFacts,
  vacationFixtures,
} from '../../machines/applications/vacation.fixtures';
import { createModel } from './harness';
import { vacationSpec, testGeneratedPathsOfLogins, type LoginKind } from './applications-specification';

describe('contribution holiday machine: generated paths', () => {
  const model = (login: LoginKind) =>
    createModel({
      name: `vacation (${login})`,
      machine: vacationMachine,
      fixtures: { ...vacationFixtures, input: { ...vacationFixtures.input, loginProvider: login } },
      spec: vacationSpec(login),
    });

  testGeneratedPathsOfLogins([model('password'), model('smart_id')]);
});

describe('contribution holiday: the rules by their specified values and at their boundaries (§5, §9)', () => {
  async function submit(facts: VacationFacts, contractNumber: string, start: string, months: string) {
    const machine = vacationMachine.provide({
      actors: {
        loadVacation: fromPromise(async () => facts),
        fetchApplicationPreview: fromPromise<PdfDocument, ApplicationSigningRequest>(
          () => new Promise(() => undefined),
        ),
        sign: fromPromise(() => new Promise<never>(() => undefined)) as never,
      },
    });
    const actor = createActor(machine, { input: { today: '2026-11-23', loginProvider: 'smart_id' } }).start();
    await expect.poll(() => actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'vacation.contract', contractNumber });
    actor.send({ type: 'vacation.start', value: start });
    actor.send({ type: 'vacation.months', value: months });
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    actor.stop();
    return snapshot.matches('previewing') ? 'accepted' : snapshot.context.refusal;
  }

  it('30-day notice: 30 days ahead is accepted, 29 days ahead is refused', async () => {
    expect(await submit(vacationFacts, '2P-1004521', '2026-12-23', '3')).toBe('accepted');
    expect(await submit(vacationFacts, '2P-1004521', '2026-12-22', '3')).toBe('vacation-too-late');
    // 40 days ahead (the journey's holiday).
    expect(await submit(vacationFacts, '2P-1004521', '2027-01-02', '3')).toBe('accepted');
  });

  it('1-month minimum: 1 month is accepted, 0 is refused, a part of a month is not whole', async () => {
    expect(await submit(vacationFacts, '2P-1004521', '2027-01-02', '1')).toBe('accepted');
    expect(await submit(vacationFacts, '2P-1004521', '2027-01-02', '0')).toBe('vacation-period-too-short');
    expect(await submit(vacationFacts, '2P-1004521', '2027-01-02', '1.5')).toBe('wrong-number-format');
  });

  it('12 months in total with the registered ones: 10 + 2 is accepted, 10 + 3 (a 13th month) refused', async () => {
    expect(await submit(tenMonthsUsedFacts, '2P-1004521', '2027-01-02', '2')).toBe('accepted');
    expect(await submit(tenMonthsUsedFacts, '2P-1004521', '2027-01-02', '3')).toBe('vacation-too-long');
    expect(await submit(vacationFacts, '2P-1004521', '2027-01-02', '12')).toBe('accepted');
    expect(await submit(vacationFacts, '2P-1004521', '2027-01-02', '13')).toBe('vacation-too-long');
  });

  it('no overlap with a registered holiday (its first and last day included)', async () => {
    expect(await submit(vacationFacts, '3P-2012519', '2027-03-31', '1')).toBe('vacation-periods-overlap');
    expect(await submit(vacationFacts, '3P-2012519', '2026-12-23', '2')).toBe('vacation-periods-overlap');
    // Ends the day before the registered one starts: no overlap, but the open application blocks it.
    expect(await submit(vacationFacts, '3P-2012519', '2026-12-01', '1')).toBe('vacation-too-late');
    expect(await submit(vacationFacts, '3P-2012519', '2027-04-01', '1')).toBe('application-already-open');
  });

  it('without a contract or a date nothing is sent', async () => {
    expect(await submit(vacationFacts, 'none', '2027-01-02', '3')).toBe('required');
    expect(await submit(vacationFacts, '2P-1004521', '', '3')).toBe('invalid-date');
  });
});
