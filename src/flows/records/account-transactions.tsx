import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import type { Contract } from '../../api/contract/contracts';
import type { EndpointResponse } from '../../api/contract/endpoints';
import type { LoadResult } from '../../app/data-cache';
import {
  formatDate,
  formatMoney,
  formatUnits,
  formatUnitValue,
  type PortalLocale,
} from '../../domain/format';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useFormFlow } from '../../kits/forms/use-form';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { ACCOUNT_TYPE_LABELS, PILLAR_LABELS } from '../../kits/labels/contract-labels';
import { OPERATION_TYPE_LABELS } from './labels';
import { transactionTotals } from '../../domain/transactions';
import { transactionsCsv, transactionsCsvFileName } from '../../domain/transactions-csv';
import { validateTransactionSearch, type TransactionSearch } from './transaction-search';
import { downloadBlob } from '../../browser/file-blob';
import { ScrollRegion } from '../../ui/scroll-region';
import { TableHead } from '../../ui/table-head';
import '../../ui/records.css';

const route = getRouteApi('/portal/account-transactions');

type Transfers = EndpointResponse<'Transfers.GetTransfers'>;

export interface AccountTransactionsData {
  transfers: LoadResult<Transfers>;
  contracts: LoadResult<Contract[]>;
}

/** §3 account transactions: filter by contract and period (kept in the URL), totals, the list and a CSV. */
export function AccountTransactionsPage() {
  const title = useRouteTitle();
  const loaded = route.useLoaderData();
  const search = validateTransactionSearch(useSearch({ strict: false }));
  const locationKey = useRouterState({ select: (s) => s.location.state.__TSR_key });
  const transfers = loaded.transfers.data ?? [];
  const contracts = loaded.contracts.data ?? [];
  const filtered = Boolean(search.contract || search.from || search.to);
  return (
    <div className="page records">
      <h1>{title}</h1>
      {/* Re-created on every navigation (back button, shared link, the same filter shown again) so the
          fields show the URL's filter and the filter flow starts afresh. */}
      <TransactionFilter
        key={`${locationKey ?? ''}:${JSON.stringify(search)}`}
        search={search}
        contracts={contracts}
      />
      {transfers.length === 0 ? (
        <section className="card" aria-labelledby="transactions-empty">
          <h2 id="transactions-empty">
            <Trans>Operacijų nėra</Trans>
          </h2>
          <p>
            {filtered ? (
              <Trans>Pagal pasirinktą filtrą operacijų nerasta. Pakeiskite sutartį arba laikotarpį.</Trans>
            ) : (
              <Trans>Jūsų sutartyse operacijų dar nėra.</Trans>
            )}
          </p>
        </section>
      ) : (
        <>
          <Totals transfers={transfers} />
          <TransactionList transfers={transfers} search={search} />
        </>
      )}
    </div>
  );
}

type FilterField = 'contract' | 'from' | 'to';

/** The period must not end before it starts (dates are 'yyyy-MM-dd', so they compare as text). */
function validateFilter(values: Record<FilterField, string>): Partial<Record<FilterField, string>> {
  return values.from !== '' && values.to !== '' && values.from > values.to ? { from: 'period-reversed' } : {};
}

/**
 * The filter is the `transactionsFilter` form flow: the machine validates and submits; the filter it
 * outputs is put in the URL by src/app/navigation.ts, which re-runs the loader.
 */
function TransactionFilter({ search, contracts }: { search: TransactionSearch; contracts: Contract[] }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const contractId = useId();
  const errorId = useId();
  const form = useFormFlow<FilterField, 'transactionsFilter'>('transactionsFilter', {
    initialValues: { contract: search.contract ?? '', from: search.from ?? '', to: search.to ?? '' },
    validate: validateFilter,
    params: null,
  });
  const { contract, from, to } = form.values;
  const showError = form.errorCodeOf('from') !== undefined;
  const go = (next: TransactionSearch) =>
    void navigate({ to: '.', search: validateTransactionSearch({ ...next }) as never });
  const filtered = Boolean(search.contract || search.from || search.to);
  return (
    <section className="card" aria-labelledby="transactions-filter">
      <h2 id="transactions-filter">
        <Trans>Filtras</Trans>
      </h2>
      <form className="records-filter" {...form.formProps} aria-describedby={showError ? errorId : undefined}>
        <div className="field">
          <label className="field__label" htmlFor={contractId}>
            <Trans>Sutartis</Trans>
          </label>
          <select
            id={contractId}
            className="field__input"
            value={contract}
            onChange={(event) => form.change('contract', event.target.value)}
          >
            <option value="">{t`Visos sutartys`}</option>
            {contracts.map((item) => (
              <option key={item.contractNumber} value={item.contractNumber}>
                {`${item.contractNumber} – ${i18n._(PILLAR_LABELS[item.pillar])}, ${item.fund.name}`}
              </option>
            ))}
          </select>
        </div>
        <TextField
          type="date"
          label={<Trans>Laikotarpis nuo</Trans>}
          value={from}
          onValueChange={(value) => form.change('from', value)}
          onBlur={() => form.blur('from')}
          error={showError ? t`Pradžios data negali būti vėlesnė už pabaigos datą.` : undefined}
        />
        <TextField
          type="date"
          label={<Trans>Laikotarpis iki</Trans>}
          value={to}
          onValueChange={(value) => form.change('to', value)}
          onBlur={() => form.blur('to')}
        />
        <div className="actions records-filter__actions">
          <Button type="submit">
            <Trans>Rodyti operacijas</Trans>
          </Button>
          {filtered ? (
            <Button variant="secondary" onClick={() => go({})}>
              <Trans>Rodyti visas</Trans>
            </Button>
          ) : null}
        </div>
        {showError ? (
          <p id={errorId} className="visually-hidden" role="alert">
            <Trans>Pradžios data negali būti vėlesnė už pabaigos datą.</Trans>
          </p>
        ) : null}
      </form>
    </section>
  );
}

function Totals({ transfers }: { transfers: Transfers }) {
  const { i18n } = useLinguiRuntime();
  const locale = i18n.locale as PortalLocale;
  const totals = transactionTotals(transfers);
  return (
    <section className="card" aria-labelledby="transactions-totals">
      <h2 id="transactions-totals">
        <Trans>Suvestinė</Trans>
      </h2>
      <dl className="records-totals">
        <div>
          <dt>
            <Trans>Įplaukos</Trans>
          </dt>
          <dd>{formatMoney(totals.incoming, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Išmokos, pervedimai ir atšaukimai</Trans>
          </dt>
          <dd>{formatMoney(totals.outgoing, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Iš viso</Trans>
          </dt>
          <dd>{formatMoney(totals.net, locale)}</dd>
        </div>
      </dl>
      <table className="records-table records-table--compact">
        <caption>
          <Trans>Sumos pagal operacijos tipą</Trans>
        </caption>
        <TableHead
          columns={[
            { label: <Trans>Operacija</Trans> },
            { label: <Trans>Kiekis</Trans>, num: true },
            { label: <Trans>Suma</Trans>, num: true },
          ]}
        />
        <tbody>
          {totals.byType.map((row) => (
            <tr key={row.operationType}>
              <th scope="row">{i18n._(OPERATION_TYPE_LABELS[row.operationType])}</th>
              <td className="num">{row.count}</td>
              <td className="num">{formatMoney(row.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Iš viso</Trans>
            </th>
            <td className="num">{totals.count}</td>
            <td className="num">{formatMoney(totals.net, locale)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function TransactionList({ transfers, search }: { transfers: Transfers; search: TransactionSearch }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as PortalLocale;
  const download = () => {
    const csv = transactionsCsv(transfers, {
      headers: {
        date: t`Data`,
        contract: t`Sutarties Nr.`,
        pillar: t`Pakopa`,
        fund: t`Fondas`,
        operation: t`Operacija`,
        amount: t`Suma, €`,
        units: t`Vienetai`,
        unitValue: t`Vieneto vertė, €`,
        accountType: t`Sąskaitos tipas`,
        counterparty: t`Mokėtojas arba gavėjas`,
      },
      operation: (type) => i18n._(OPERATION_TYPE_LABELS[type]),
      accountType: (type) => i18n._(ACCOUNT_TYPE_LABELS[type]),
      pillar: (pillar) => i18n._(PILLAR_LABELS[pillar]),
    });
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), transactionsCsvFileName(search));
  };
  return (
    <section className="card" aria-labelledby="transactions-list">
      <div className="records-section-head">
        <h2 id="transactions-list">
          <Trans>Operacijos</Trans>
        </h2>
        <Button variant="secondary" onClick={download}>
          <Trans>Atsisiųsti CSV</Trans>
        </Button>
      </div>
      {/* Named by the table's caption, not again by the section's heading: two landmarks, two names. */}
      <ScrollRegion labelledBy="transactions-caption">
        <table className="records-table table--cards">
          <caption id="transactions-caption" className="visually-hidden">
            <Trans>Sąskaitos operacijos, naujausios viršuje</Trans>
          </caption>
          <TableHead
            columns={[
              { label: <Trans>Data</Trans> },
              { label: <Trans>Sutartis</Trans> },
              { label: <Trans>Operacija</Trans> },
              { label: <Trans>Suma</Trans>, num: true },
              { label: <Trans>Vienetai</Trans>, num: true },
              { label: <Trans>Vieneto vertė</Trans>, num: true },
              { label: <Trans>Mokėtojas arba gavėjas</Trans> },
            ]}
          />
          <tbody>
            {transfers.map((row) => (
              <tr key={row.transactionId}>
                <td className="nowrap" data-label={t`Data`}>
                  {formatDate(row.tradeDate)}
                </td>
                <td data-label={t`Sutartis`}>
                  <span className="nowrap">{row.contractNumber}</span>
                  <span className="records-sub">{i18n._(PILLAR_LABELS[row.pillar])}</span>
                </td>
                <td data-label={t`Operacija`}>
                  {i18n._(OPERATION_TYPE_LABELS[row.operationType])}
                  {row.accountType ? (
                    <span className="records-sub">{i18n._(ACCOUNT_TYPE_LABELS[row.accountType])}</span>
                  ) : null}
                </td>
                <td className="num nowrap" data-label={t`Suma`}>
                  {formatMoney(row.amount, locale)}
                </td>
                <td className="num nowrap" data-label={t`Vienetai`}>
                  {formatUnits(row.units, locale)}
                </td>
                <td className="num nowrap" data-label={t`Vieneto vertė`}>
                  {formatUnitValue(row.unitValue, locale)}
                </td>
                <td data-label={t`Mokėtojas arba gavėjas`}>{row.counterparty ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
