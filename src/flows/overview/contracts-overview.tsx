import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { todayInLithuania } from '../../domain/calendar-date';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { cancellationOf } from '../../domain/contract-rules';
import { fundChangeRefusal } from '../../domain/fund-change';
import {
  ACCUMULATION_STATE_LABELS,
  ACTION_TYPE_LABELS,
  CONTRACT_STATUS_LABELS,
  PILLAR_LABELS,
  VALID_STATUSES,
  actionLabel,
  actionLink,
} from '../../kits/labels/contract-labels';
import {
  listOf,
  type ContractActionList,
  type ContractItem,
  type ContractsOverviewData,
} from './overview-data';
import { useFigures } from './use-overview';
import './overview.css';

const route = getRouteApi('/portal/contractsoverview');
const aliasRoute = getRouteApi('/portal/contracts-overview');

/** /portal/contractsoverview, the spec's address of the screen (§2). */
export function ContractsOverviewPage({ today }: { today?: string }) {
  return <ContractsOverview data={route.useLoaderData()} today={today} />;
}

/** /portal/contracts-overview, its alias. */
export function ContractsOverviewAliasPage({ today }: { today?: string }) {
  return <ContractsOverview data={aliasRoute.useLoaderData()} today={today} />;
}

/** Every contract with its status, actions (GetContractActions) and cancellation window (§4). */
function ContractsOverview({
  data,
  today = todayInLithuania(),
}: {
  data: ContractsOverviewData;
  today?: string | undefined;
}) {
  const title = useRouteTitle();
  const contracts = listOf(data.contracts);
  const actions = listOf(data.actions);
  return (
    <div className="page overview">
      <h1>{title}</h1>
      {contracts.length === 0 ? (
        <section className="card overview-empty">
          <p>
            <Trans>Pensijų kaupimo sutarčių neturite.</Trans>
          </p>
          <Link className="btn btn--secondary" to="/portal/dashboard">
            <Trans>Į pradžią</Trans>
          </Link>
        </section>
      ) : (
        contracts.map((contract) => (
          <ContractCard
            key={contract.contractNumber}
            contract={contract}
            actions={actions.find((item) => item.contractNumber === contract.contractNumber)}
            today={today}
          />
        ))
      )}
    </div>
  );
}

function ContractCard({
  contract,
  actions,
  today,
}: {
  contract: ContractItem;
  actions: ContractActionList[number] | undefined;
  today: string;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const figures = useFigures();
  const headingId = `contract-${contract.contractNumber}`;
  const cancellation = cancellationOf(contract, today);
  const valid = VALID_STATUSES.includes(contract.status);
  const available = (actions?.availableActions ?? []).filter((action) => action.actionType !== 'NoAction');
  const pending = actions?.pendingActionTypes ?? [];
  return (
    <section className="card overview-section contract-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {i18n._(PILLAR_LABELS[contract.pillar])} ·{' '}
        <span className="nowrap">{t`Sutartis Nr. ${contract.contractNumber}`}</span>
      </h2>
      <dl className="contract-facts">
        <div>
          <dt>
            <Trans>Būsena</Trans>
          </dt>
          <dd>
            <span className={`status status--${valid ? 'valid' : 'other'}`}>
              {i18n._(CONTRACT_STATUS_LABELS[contract.status])}
            </span>
            {valid ? <> · {i18n._(ACCUMULATION_STATE_LABELS[contract.accumulationState])}</> : null}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Pasirašyta</Trans>
          </dt>
          <dd className="nowrap">{figures.date(contract.signDate)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fondas</Trans>
          </dt>
          <dd>{contract.fund.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Vertė</Trans>
          </dt>
          <dd>{figures.money(contract.contractValue)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Įmokėta suma</Trans>
          </dt>
          <dd>{figures.money(contract.paidSum)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Vieneto vertė</Trans>
          </dt>
          <dd>{figures.unitValue(contract.unitValue)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Vienetų skaičius</Trans>
          </dt>
          <dd>{figures.units(contract.unitCount)}</dd>
        </div>
        {contract.payerCode ? (
          <div>
            <dt>
              <Trans>Mokėtojo kodas</Trans>
            </dt>
            <dd>{contract.payerCode}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Atsisakymas</Trans>
          </dt>
          <dd>
            {cancellation.cancellable ? (
              <Trans>
                Sutarties galite atsisakyti iki{' '}
                <span className="nowrap">{figures.date(cancellation.until)}</span>
              </Trans>
            ) : (
              <Trans>Sutarties atsisakyti nebegalima</Trans>
            )}
          </dd>
        </div>
      </dl>
      {contract.pendingFundChange ? (
        <p className="alert alert--info" role="note">
          <Trans>
            Pateiktas fondo keitimo prašymas: į fondą „{contract.pendingFundChange.fundName}“ nuo{' '}
            <span className="nowrap">{figures.date(contract.pendingFundChange.effectiveDate)}</span>.
          </Trans>
        </p>
      ) : null}
      {contract.pendingTermination ? (
        <p className="alert alert--info" role="note">
          <Trans>
            Sutartis nutraukiama: lėšos bus išmokėtos{' '}
            <span className="nowrap">{figures.date(contract.pendingTermination.executeOn)}</span>.
          </Trans>
        </p>
      ) : null}
      {contract.pendingTransfer ? (
        <p className="alert alert--info" role="note">
          {contract.pendingTransfer.registerOn ? (
            <Trans>
              Lėšos perkeliamos iš „{contract.pendingTransfer.providerName}“: perkėlimas užregistruojamas iki{' '}
              <span className="nowrap">{figures.date(contract.pendingTransfer.registerOn)}</span>, lėšos
              pervedamos <span className="nowrap">{figures.date(contract.pendingTransfer.transferOn)}</span>.
            </Trans>
          ) : (
            <Trans>
              Lėšos perkeliamos iš „{contract.pendingTransfer.providerName}“ iki{' '}
              <span className="nowrap">{figures.date(contract.pendingTransfer.transferOn)}</span>.
            </Trans>
          )}
        </p>
      ) : null}
      {pending.length > 0 ? (
        <p className="muted">
          <Trans>Pateikti prašymai:</Trans>{' '}
          {pending.map((type) => i18n._(ACTION_TYPE_LABELS[type])).join(', ')}
        </p>
      ) : null}
      <h3>
        <Trans>Galimi veiksmai</Trans>
      </h3>
      {fundChangeRefusal({
        status: contract.status,
        hasPendingChange: Boolean(contract.pendingFundChange),
      }) === null ? (
        <p>
          <Link to="/portal/fund-change/start" search={{ contract: contract.contractNumber }}>
            <Trans>Keisti fondą</Trans>
          </Link>
        </p>
      ) : null}
      {available.length === 0 ? (
        <p>
          <Trans>Šiai sutarčiai veiksmų savitarnoje atlikti negalima.</Trans>
        </p>
      ) : (
        <ul className="actions-list">
          {available.map((action) => {
            const href = actionLink(action, contract.pillar);
            const label = i18n._(actionLabel(action));
            return (
              <li key={`${action.actionType}-${action.kind ?? ''}`}>
                {href ? <Link to={href}>{label}</Link> : label}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
