import { isValidIsoDate } from '../../domain/calendar-date';

/**
 * Search params of /portal/account-transactions: `contract` (a contract number), `from` and `to`
 * ('yyyy-MM-dd', inclusive). Validated by hand (the route table must stay free of zod): anything
 * malformed is dropped, and a reversed period is put in order, so a shared link never breaks the screen.
 */
export type TransactionSearch = {
  contract?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const CONTRACT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,49}$/;

function date(value: unknown): string | undefined {
  return typeof value === 'string' && isValidIsoDate(value) ? value : undefined;
}

export function validateTransactionSearch(search: Record<string, unknown>): TransactionSearch {
  const contract =
    typeof search.contract === 'string' && CONTRACT_NUMBER.test(search.contract)
      ? search.contract
      : undefined;
  let from = date(search.from);
  let to = date(search.to);
  if (from && to && from > to) [from, to] = [to, from];
  const result: TransactionSearch = {};
  if (contract) result.contract = contract;
  if (from) result.from = from;
  if (to) result.to = to;
  return result;
}
