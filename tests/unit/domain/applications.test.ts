import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ACTION_TYPES,
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  applicationDecisionNotice,
  applicationDocumentType,
  canApply,
  contractOffers,
  incentiveEffect,
  isOpenApplication,
  offerOf,
  openApplicationOfKind,
  screenOfOffer,
  type ApplicationFacts,
  type ContractActionFacts,
} from '../../../src/domain/applications';
import {
  holidayAllowance,
  holidayMonths,
  holidaySpan,
  registeredHolidayMonths,
  registeredHolidays,
  validateHolidayApplication,
} from '../../../src/domain/applications-holiday';

describe('§3 application enums', () => {
  it('are the specification’s lists, exactly as written', () => {
    expect(APPLICATION_ACTION_TYPES).toEqual([
      'NoAction',
      'StopAccumulations',
      'RenewAccumulations',
      'ChangeTarif',
      'SodraVacation',
      'ReturnToSodra',
      'CancelStopAccumulations',
      'CancelReturnToSodra',
      'EndContract',
    ]);
    expect(APPLICATION_KINDS).toEqual([
      'StopAccumulation',
      'UpdateAccumulation',
      'HolidaysSuspensionContributions',
      'AccumulateMaximum',
      'StopAccumulationReturnToSodra',
      'CancelApplicationStopAccumulationReturnToSodra',
      'CancelApplicationStopAccumulation',
      'EndContract',
    ]);
    expect(APPLICATION_STATUSES).toEqual(['registered', 'approved', 'processing', 'rejected']);
  });

  it('an application is open while registered or processing, closed once approved or rejected', () => {
    expect(isOpenApplication('registered')).toBe(true);
    expect(isOpenApplication('processing')).toBe(true);
    expect(isOpenApplication('approved')).toBe(false);
    expect(isOpenApplication('rejected')).toBe(false);
  });
});

const accumulating: ContractActionFacts = {
  contractNumber: '3P-2008813',
  availableActions: [
    { actionType: 'StopAccumulations', kind: 'StopAccumulation' },
    { actionType: 'SodraVacation', kind: 'HolidaysSuspensionContributions' },
    { actionType: 'EndContract', kind: 'EndContract' },
  ],
  pendingActionTypes: [],
};

const stopped: ContractActionFacts = {
  contractNumber: '3P-2012519',
  availableActions: [
    { actionType: 'RenewAccumulations', kind: 'UpdateAccumulation' },
    { actionType: 'EndContract', kind: 'EndContract' },
  ],
  pendingActionTypes: ['SodraVacation'],
};

describe('what can be applied for on a contract', () => {
  it('offers the available actions of GetContractActions in the portal’s order', () => {
    expect(contractOffers(accumulating, [])).toEqual([
      { offer: 'stop', state: 'available' },
      { offer: 'holiday', state: 'available' },
      { offer: 'termination', state: 'available' },
    ]);
  });

  it('an open application of a kind blocks a second one of the same kind on the same contract', () => {
    const open: ApplicationFacts[] = [
      {
        contractNumber: '3P-2008813',
        actionType: 'StopAccumulations',
        kind: 'StopAccumulation',
        status: 'processing',
      },
    ];
    expect(contractOffers(accumulating, open)[0]).toEqual({
      offer: 'stop',
      state: 'blocked',
      reason: 'open-application',
      status: 'processing',
    });
    expect(canApply(accumulating, open, { actionType: 'StopAccumulations', kind: 'StopAccumulation' })).toBe(
      'open-application',
    );
    // Another contract's open application blocks nothing here.
    const elsewhere = open.map((application) => ({ ...application, contractNumber: '2P-1004521' }));
    expect(
      canApply(accumulating, elsewhere, { actionType: 'StopAccumulations', kind: 'StopAccumulation' }),
    ).toBe('ok');
  });

  it('a decided application (approved or rejected) blocks nothing', () => {
    for (const status of ['approved', 'rejected'] as const) {
      const decided: ApplicationFacts[] = [
        { contractNumber: '3P-2008813', actionType: 'StopAccumulations', kind: 'StopAccumulation', status },
      ];
      expect(openApplicationOfKind(decided, '3P-2008813', 'StopAccumulation')).toBeNull();
      expect(contractOffers(accumulating, decided)[0]).toEqual({ offer: 'stop', state: 'available' });
    }
  });

  it('a pending action type of the contract blocks its offer (the persona with a registered holiday)', () => {
    const holiday: ApplicationFacts[] = [
      {
        contractNumber: '3P-2012519',
        actionType: 'SodraVacation',
        kind: 'HolidaysSuspensionContributions',
        status: 'registered',
        startDate: '2027-01-01',
        endDate: '2027-03-31',
      },
    ];
    expect(contractOffers(stopped, holiday)).toEqual([
      { offer: 'renew', state: 'available' },
      { offer: 'holiday', state: 'blocked', reason: 'open-application', status: 'registered' },
      { offer: 'termination', state: 'available' },
    ]);
    expect(contractOffers(stopped, [])[1]).toEqual({
      offer: 'holiday',
      state: 'blocked',
      reason: 'open-application',
      status: null,
    });
  });

  it('an action the contract does not allow is not available', () => {
    expect(canApply(accumulating, [], { actionType: 'RenewAccumulations', kind: 'UpdateAccumulation' })).toBe(
      'not-available',
    );
  });

  it('maps offers to their §2 screens and back to their pairs', () => {
    expect(screenOfOffer('stop', 2)).toBe('second-pillar');
    expect(screenOfOffer('renew', 3)).toBe('third-pillar');
    expect(screenOfOffer('holiday', 3)).toBe('vacation');
    expect(screenOfOffer('termination', 2)).toBe('termination');
    expect(screenOfOffer('max-accumulation', 2)).toBe('max-accumulations');
    expect(offerOf('ChangeTarif', 'AccumulateMaximum')).toBe('max-accumulation');
    expect(offerOf('ChangeTarif', 'UpdateAccumulation')).toBeNull();
    expect(offerOf('NoAction', null)).toBeNull();
  });

  it('files the signed application under its §3 document type', () => {
    expect(applicationDocumentType('StopAccumulations', 'StopAccumulation')).toBe('PAS');
    expect(applicationDocumentType('RenewAccumulations', 'UpdateAccumulation')).toBe('ATN');
    expect(applicationDocumentType('ChangeTarif', 'AccumulateMaximum')).toBe('MAX');
    expect(applicationDocumentType('ReturnToSodra', 'StopAccumulationReturnToSodra')).toBe('PLS');
    expect(applicationDocumentType('EndContract', 'EndContract')).toBe('Document');
  });
});

describe('§9 what stopping or renewing means for the state incentive', () => {
  it('pillar II: 3 % plus 1.5 % from the state, about 197 EUR a year', () => {
    expect(incentiveEffect(2, 'stop')).toEqual({
      pillar: 2,
      effect: 'lost',
      contributionRate: 0.03,
      stateRate: 0.015,
      amountEurPerYear: 197,
      reliefContributionsEurPerYear: null,
    });
    expect(incentiveEffect(2, 'renew').effect).toBe('regained');
  });

  it('pillar III: income tax relief up to 300 EUR on contributions up to 1500 EUR a year', () => {
    expect(incentiveEffect(3, 'stop')).toEqual({
      pillar: 3,
      effect: 'lost',
      contributionRate: null,
      stateRate: null,
      amountEurPerYear: 300,
      reliefContributionsEurPerYear: 1500,
    });
  });
});

describe('§5 / §9 contribution holiday as an application', () => {
  const today = '2026-11-23';

  it('counts whole months of registered holidays', () => {
    expect(holidayMonths({ start: '2027-01-01', end: '2027-03-31' })).toBe(3);
    expect(holidayMonths({ start: '2026-12-15', end: '2027-01-14' })).toBe(1);
    expect(holidaySpan({ start: '2027-01-01', months: 3 })).toEqual({
      start: '2027-01-01',
      end: '2027-03-31',
    });
  });

  it('counts holidays on the same contract that are not rejected', () => {
    const applications: ApplicationFacts[] = [
      {
        contractNumber: '3P-1',
        actionType: 'SodraVacation',
        kind: 'HolidaysSuspensionContributions',
        status: 'approved',
        startDate: '2025-01-01',
        endDate: '2025-06-30',
      },
      {
        contractNumber: '3P-1',
        actionType: 'SodraVacation',
        kind: 'HolidaysSuspensionContributions',
        status: 'rejected',
        startDate: '2025-09-01',
        endDate: '2025-12-31',
      },
      {
        contractNumber: '3P-2',
        actionType: 'SodraVacation',
        kind: 'HolidaysSuspensionContributions',
        status: 'registered',
        startDate: '2027-01-01',
        endDate: '2027-03-31',
      },
    ];
    const holidays = registeredHolidays(applications, '3P-1');
    expect(holidays).toEqual([{ start: '2025-01-01', end: '2025-06-30' }]);
    expect(registeredHolidayMonths(holidays)).toBe(6);
  });

  it('shows the months still available and the earliest start, 30 days ahead', () => {
    expect(holidayAllowance([{ start: '2027-01-01', end: '2027-03-31' }], today)).toEqual({
      usedMonths: 3,
      monthsLeft: 9,
      earliestStart: '2026-12-23',
    });
    expect(holidayAllowance([], today).monthsLeft).toBe(12);
  });

  it('asks at least 30 days before the start: 30 days ahead is accepted, 29 is refused', () => {
    expect(
      validateHolidayApplication({ periods: [{ start: '2026-12-23', months: 3 }], registered: [], today }),
    ).toEqual([]);
    expect(
      validateHolidayApplication({ periods: [{ start: '2026-12-22', months: 3 }], registered: [], today }),
    ).toEqual(['vacation-too-late']);
  });

  it('takes at least 1 whole month per period', () => {
    expect(
      validateHolidayApplication({ periods: [{ start: '2027-01-01', months: 1 }], registered: [], today }),
    ).toEqual([]);
    expect(
      validateHolidayApplication({ periods: [{ start: '2027-01-01', months: 0 }], registered: [], today }),
    ).toEqual(['vacation-period-too-short']);
    expect(
      validateHolidayApplication({ periods: [{ start: '2027-01-01', months: 1.5 }], registered: [], today }),
    ).toEqual(['wrong-number-format']);
  });

  it('allows at most 12 months in total including the registered periods: the 13th month is refused', () => {
    const registered = [{ start: '2027-01-01', end: '2027-03-31' }];
    expect(
      validateHolidayApplication({ periods: [{ start: '2027-06-01', months: 9 }], registered, today }),
    ).toEqual([]);
    expect(
      validateHolidayApplication({ periods: [{ start: '2027-06-01', months: 10 }], registered, today }),
    ).toEqual(['vacation-too-long']);
    expect(
      validateHolidayApplication({ periods: [{ start: '2027-06-01', months: 13 }], registered: [], today }),
    ).toEqual(['vacation-too-long']);
  });

  it('cannot overlap a registered holiday', () => {
    const registered = [{ start: '2027-01-01', end: '2027-03-31' }];
    expect(
      validateHolidayApplication({ periods: [{ start: '2027-03-01', months: 2 }], registered, today }),
    ).toEqual(['vacation-periods-overlap']);
    expect(
      validateHolidayApplication({ periods: [{ start: '2027-04-01', months: 2 }], registered, today }),
    ).toEqual([]);
    expect(
      validateHolidayApplication({ periods: [{ start: '2026-12-01', months: 1 }], registered, today }),
    ).toEqual(['vacation-too-late']);
  });
});

describe('the notification of a decided application', () => {
  it('names the kind and the contract in its title, so decisions on different applications differ', () => {
    const decided = [
      applicationDecisionNotice('HolidaysSuspensionContributions', '2P-1000001', 'approved'),
      applicationDecisionNotice('StopAccumulation', '3P-2008813', 'approved'),
      applicationDecisionNotice('StopAccumulation', '3P-2012519', 'approved'),
    ];
    expect(decided.map((notice) => notice.title)).toEqual([
      'Prašymas dėl atostogų nuo įmokų (2P-1000001) patvirtintas',
      'Prašymas sustabdyti įmokas (3P-2008813) patvirtintas',
      'Prašymas sustabdyti įmokas (3P-2012519) patvirtintas',
    ]);
    expect(decided.map((notice) => notice.titleEn)).toEqual([
      'Application for a contribution holiday (2P-1000001) approved',
      'Application to stop contributions (3P-2008813) approved',
      'Application to stop contributions (3P-2012519) approved',
    ]);
  });

  it('gives every kind its own title, approved and rejected alike', () => {
    for (const decision of ['approved', 'rejected'] as const) {
      const titles = APPLICATION_KINDS.map((kind) => applicationDecisionNotice(kind, '3P-2008813', decision));
      expect(new Set(titles.map((notice) => notice.title)).size).toBe(APPLICATION_KINDS.length);
      expect(new Set(titles.map((notice) => notice.titleEn)).size).toBe(APPLICATION_KINDS.length);
    }
    const rejected = applicationDecisionNotice('EndContract', '3P-2008813', 'rejected');
    expect(rejected).toMatchObject({
      title: 'Prašymas nutraukti sutartį (3P-2008813) atmestas',
      titleEn: 'Application to terminate the contract (3P-2008813) rejected',
    });
    expect(rejected.message).toContain('sutarties būklė pasikeitė');
  });
});
