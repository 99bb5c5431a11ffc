import { z } from 'zod';
import { AccumulationState, ContractStatus, IsoDate, Pillar } from './common';

export const Fund = z.object({
  fundId: z.number().int(),
  /** Fund number used by contract calls (movingToFundNr, fundNr). */
  fundNr: z.string(),
  pillar: Pillar,
  /** Short code: the six pillar III funds use extremo, bold, medio, prudent, stable, sustainable. */
  code: z.string(),
  name: z.string(),
  isin: z.string(),
  /** Age group text, e.g. '16+' or 'born 1961-1967'. */
  ageGroup: z.string(),
  /** The age group in English; null or absent: no translation (the Lithuanian text is shown). */
  ageGroupEn: z.string().nullish(),
  minAge: z.number().int().nullable(),
  birthYearFrom: z.number().int().nullable(),
  birthYearTo: z.number().int().nullable(),
  /** Risk indicator 1..7. */
  riskLevel: z.number().int().min(1).max(7),
  strategy: z.string(),
  /** The strategy in English; null or absent: no translation. Fund names are not translated. */
  strategyEn: z.string().nullish(),
  managementFeePercent: z.number(),
  depositaryFeePercent: z.number(),
  otherCostsPercent: z.number(),
  unitValue: z.number(),
  unitValueDate: IsoDate,
  /** Change of the unit value over the last 365 days, percent. */
  returnOneYearPercent: z.number(),
  currency: z.literal('EUR'),
  isActive: z.boolean(),
});
export type Fund = z.infer<typeof Fund>;

export const GetFundsResponse = z.array(Fund);

/** Per pillar: does the customer have a contract, in which state, and what may they do. */
export const FundsStatus = z.object({
  pillar: Pillar,
  hasContract: z.boolean(),
  hasActiveContract: z.boolean(),
  contractNumber: z.string().nullable(),
  contractStatus: ContractStatus.nullable(),
  accumulationState: AccumulationState.nullable(),
  fundNr: z.string().nullable(),
  canSignNewContract: z.boolean(),
  canChangeFund: z.boolean(),
});
export const GetFundsStatusesResponse = z.array(FundsStatus);
