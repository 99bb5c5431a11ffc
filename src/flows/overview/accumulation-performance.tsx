import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { PILLAR_LABELS } from '../../kits/labels/contract-labels';
import { listOf, type ContractItem, type TransferList } from './overview-data';
import { performanceSeries } from '../../domain/performance-series';
import { ValueChart } from './value-chart';
import './overview.css';

const route = getRouteApi('/portal/accumulation-performance');

/** Value against paid sum over time, per contract, rebuilt from the contract's transactions. */
export function AccumulationPerformancePage() {
  const title = useRouteTitle();
  const data = route.useLoaderData();
  const contracts = listOf(data.contracts);
  const transfers = listOf(data.transfers);
  return (
    <div className="page overview">
      <h1>{title}</h1>
      {contracts.length === 0 ? (
        <section className="card overview-empty">
          <p>
            <Trans>Kaupimo rezultatų nėra: pensijų kaupimo sutarčių neturite.</Trans>
          </p>
          <Link className="btn btn--secondary" to="/portal/dashboard">
            <Trans>Į pradžią</Trans>
          </Link>
        </section>
      ) : (
        contracts.map((contract) => (
          <ContractPerformance key={contract.contractNumber} contract={contract} transfers={transfers} />
        ))
      )}
      <p className="muted">
        <Trans>
          Vertė skaičiuojama kiekvienos operacijos dieną pagal tos dienos fondo vieneto vertę, paskutinis
          taškas – dabartinė sutarties vertė. Investavimo rezultatai praeityje negarantuoja tokių pačių
          rezultatų ateityje.
        </Trans>
      </p>
    </div>
  );
}

function ContractPerformance({
  contract,
  transfers,
}: {
  contract: ContractItem;
  transfers: TransferList | readonly TransferList[number][];
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const points = useMemo(() => performanceSeries(contract, transfers), [contract, transfers]);
  const headingId = `performance-${contract.contractNumber}`;
  const pillar = i18n._(PILLAR_LABELS[contract.pillar]);
  return (
    <section className="card overview-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {pillar} · {contract.fund.name}
      </h2>
      <ValueChart points={points} label={t`Sutarties ${contract.contractNumber} vertė ir įmokėta suma`} />
    </section>
  );
}
