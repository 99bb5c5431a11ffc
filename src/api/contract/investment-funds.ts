import { z } from 'zod';
import { IsoDate, Money } from './common';

/** The customer's holdings in the banking group's (non-pension) investment funds. */
export const InvestmentFundHolding = z.object({
  fundName: z.string(),
  isin: z.string(),
  units: z.number(),
  unitValue: z.number(),
  value: Money,
  investedSum: Money,
  returnPercent: z.number(),
  currency: z.literal('EUR'),
  valueDate: IsoDate,
});
export const GetInvestmentFundsResponse = z.object({
  holdings: z.array(InvestmentFundHolding),
  totalValue: Money,
});
