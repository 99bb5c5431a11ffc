import type { Fund } from '../../api/contract/funds';

/**
 * A fund's age group and strategy in the reader's language; the Lithuanian text when
 * the server has no translation. Fund names are proper names and are never translated.
 */
export function fundAgeGroup(fund: Pick<Fund, 'ageGroup' | 'ageGroupEn'>, locale: string): string {
  return locale === 'en' && fund.ageGroupEn ? fund.ageGroupEn : fund.ageGroup;
}

export function fundStrategy(fund: Pick<Fund, 'strategy' | 'strategyEn'>, locale: string): string {
  return locale === 'en' && fund.strategyEn ? fund.strategyEn : fund.strategy;
}
