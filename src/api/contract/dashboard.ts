import { z } from 'zod';
import {
  AccountType,
  AccumulationState,
  AmlValidityStatus,
  ContractStatus,
  ContractType,
  IsoDate,
  IsoDateTime,
  LithuanianPhone,
  Money,
  Pillar,
  QueryBoolean,
} from './common';

export const DashboardContract = z.object({
  contractNumber: z.string(),
  contractType: ContractType,
  pillar: Pillar,
  status: ContractStatus,
  accumulationState: AccumulationState,
  fundCode: z.string(),
  fundName: z.string(),
  contractValue: Money,
});

export const Dashboard = z.object({
  validContracts: z.array(DashboardContract),
  userHasActiveContracts: z.boolean(),
  profileUpdateRequired: z.boolean(),
  showBannerAlert: z.boolean(),
  /** Offering flags of §6. */
  isAdult: z.boolean(),
  isUsaCitizen: z.boolean(),
  /**
   * USA or foreign resident (src/domain/foreign-resident.ts; includes the USA citizens): locked out of new
   * contracts and fund changes until the AML questionnaire is Valid (§6).
   */
  isForeignResident: z.boolean().optional(),
  phoneRequired: z.boolean(),
  amlStatus: AmlValidityStatus.nullable(),
  secondPillarActive: z.boolean(),
  thirdPillarActive: z.boolean(),
  hasInvestmentFundContracts: z.boolean(),
  /** Pension contracts (pillars II and III) together, the same figure as AssetScore.totalAssets. */
  totalValue: Money,
  /** Investment fund holdings together, shown apart from the pension total. */
  investmentFundsValue: Money,
  /** Contributions paid in so far, by account type (§3). */
  accounts: z.array(z.object({ accountType: AccountType, amount: Money })),
  valueDate: IsoDate.nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;

/** Asset comparison (§6: requires consent, §9: divide-by-240 rule). GET answers 204 when there is none. */
export const AssetScore = z.object({
  /** Pension assets: the dashboard's totalValue (investment funds are not included). */
  totalAssets: Money,
  /** Total assets / 240 months: the monthly amount the assets would pay over 20 years. */
  estimatedMonthlyPayout: Money,
  peerAverageAssets: Money,
  /** 0..100: the customer's percentile among peers of the same age group. */
  score: z.number().int().min(0).max(100),
  calculatedAt: IsoDateTime,
});
export type AssetScore = z.infer<typeof AssetScore>;

export const ModifyBannerAlertQuery = z.object({ showBannerAlert: QueryBoolean });
export const UpdateAssetScoreAgreementQuery = z.object({ approved: QueryBoolean });

export const CreateAssetScoreConsultationRequest = z.object({
  phoneNumber: LithuanianPhone,
  comment: z.string().max(1000).optional(),
});
export const CreateAssetScoreConsultationResponse = z.object({ consultationId: z.number().int() });
