/**
 * One definition of a customer's assets, used by the dashboard and the asset comparison: the value of a
 * holding is its units times its unit value rounded to the cent, and the totals keep pension contracts
 * and investment funds apart. Units and unit values carry at most 4 decimals (what the screens show), so
 * the product is computed exactly in integers: a customer who multiplies the shown units by the shown
 * unit value gets the shown value to the cent. Unit values may carry up to 6 decimals, and the screens
 * show every decimal they carry (formatUnitValue).
 */

/**
 * units × unitValue in euros, rounded half up to the cent; exact for units with up to 4 decimals and
 * unit values with up to 6 (a fund's net asset value per unit is often published with 6), computed in
 * integers (BigInt: 1e4 × 1e6 scaled factors overflow a double's exact range).
 */
export function holdingValue(units: number, unitValue: number): number {
  const unitsScaled = BigInt(Math.round(units * 1e4));
  const priceScaled = BigInt(Math.round(unitValue * 1e6));
  const product = unitsScaled * priceScaled; // euros × 1e10
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const cents = (magnitude + 50_000_000n) / 100_000_000n; // half up, to euros × 1e2
  return ((negative ? -1 : 1) * Number(cents)) / 100;
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
