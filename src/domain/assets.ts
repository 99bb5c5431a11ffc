/**
 * One definition of a customer's assets, used by the dashboard and the asset comparison: the value of a
 * holding is its units times its unit value rounded to the cent, and the totals keep pension contracts
 * and investment funds apart. Units and unit values carry at most 4 decimals (what the screens show), so
 * the product is computed exactly in integers: a customer who multiplies the shown units by the shown
 * unit value gets the shown value to the cent.
 */

/** units × unitValue in euros, rounded half up to the cent; exact for up to 4 decimals in each factor. */
export function holdingValue(units: number, unitValue: number): number {
  const unitsScaled = Math.round(units * 1e4);
  const priceScaled = Math.round(unitValue * 1e4);
  const product = unitsScaled * priceScaled; // euros × 1e8
  const sign = product < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(product) / 1e6)) / 100;
}

export interface AssetTotals {
  /** Pension contracts (pillars II and III), EUR. */
  pensionContracts: number;
  /** Investment fund holdings, EUR. */
  investmentFunds: number;
  /** Both together, EUR. */
  total: number;
}

const toCents = (value: number): number => Math.round(value * 100);

/** Sums contract values and investment fund values (each already in euros and cents), in cents. */
export function totalAssets(
  contractValues: readonly number[],
  investmentFundValues: readonly number[],
): AssetTotals {
  const pension = contractValues.reduce((sum, value) => sum + toCents(value), 0);
  const funds = investmentFundValues.reduce((sum, value) => sum + toCents(value), 0);
  return { pensionContracts: pension / 100, investmentFunds: funds / 100, total: (pension + funds) / 100 };
}
