import type { FundOption } from '../../../machines/onboarding/onboarding-types';
import type { Fund } from '../../api/contract/funds';
import { ageOn } from '../../domain/age';

/**
 * §9 fund choice by age group: pillar II life-cycle funds by birth year (the customer's own is
 * recommended); pillar III funds from their minimum age (16+, 47+, 58+).
 */
export function fundOptions(funds: readonly Fund[], birthDate: string, today: string): FundOption[] {
  const year = Number(birthDate.slice(0, 4));
  const age = ageOn(birthDate, today) ?? 0;
  return funds
    .filter((fund) => fund.isActive && (fund.minAge === null || age >= fund.minAge))
    .map((fund) => ({
      fundNr: fund.fundNr,
      code: fund.code,
      name: fund.name,
      ageGroup: fund.ageGroup,
      ageGroupEn: fund.ageGroupEn,
      riskLevel: fund.riskLevel,
      managementFeePercent: fund.managementFeePercent,
      depositaryFeePercent: fund.depositaryFeePercent,
      otherCostsPercent: fund.otherCostsPercent,
      recommended:
        fund.pillar === 2 &&
        (fund.birthYearFrom !== null || fund.birthYearTo !== null) &&
        year >= (fund.birthYearFrom ?? 0) &&
        year <= (fund.birthYearTo ?? 9999),
    }));
}
