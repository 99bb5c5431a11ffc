/**
 * The applications home's reads, in their own chunk: the customer's applications (GetList),
 * the contracts, and what each contract allows now (GetContractActions, the same cache key as the
 * contracts overview).
 */
import type { RouterContext } from '../../app/routes/router-context';
import { load, loadContractsWithActions } from '../../app/routes/load';

export async function applicationsLoader(context: RouterContext) {
  const [applications, overview] = await Promise.all([
    load(context, 'Applications.GetList'),
    loadContractsWithActions(context),
  ]);
  return { applications, ...overview };
}

export type ApplicationsData = Awaited<ReturnType<typeof applicationsLoader>>;
