import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { EndpointResponse } from '../../api/contract/endpoints';
import type { LoadResult } from '../../app/data-cache';
import { formatDate, formatMoney, type PortalLocale } from '../../domain/format';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { AGREEMENT_STATUS_LABELS, INVOICE_PERIOD_LABELS, INVOICE_STATUS_LABELS } from './labels';
import { ScrollRegion } from '../../ui/scroll-region';
import { Button } from '../../ui/button';
import {
  DisableAgreementDialog,
  EInvoiceAgreementCreate,
  EInvoiceAgreementNotice,
  useEInvoiceAgreementsFlow,
  type EInvoiceAgreementsActorRef,
} from './e-invoice-agreements';
import '../../ui/records.css';

type Invoices = EndpointResponse<'Invoices.GetInvoices'>;
type Agreements = EndpointResponse<'Invoices.GetInvoiceAgreements'>;

export interface EInvoicesData {
  invoices?: LoadResult<Invoices>;
  agreements?: LoadResult<Agreements>;
}

const eInvoicesRoute = getRouteApi('/portal/e-invoices');
const invoicesRoute = getRouteApi('/portal/e-invoices/invoices');
const agreementsRoute = getRouteApi('/portal/e-invoices/invoices-agreements');

/** /portal/e-invoices: both lists, with links to each list's own page. */
export function EInvoicesPage() {
  const loaded = eInvoicesRoute.useLoaderData();
  return (
    <EInvoicesLayout>
      <InvoiceTable invoices={loaded.invoices?.data ?? []} />
      <AgreementTable agreements={loaded.agreements?.data ?? []} />
    </EInvoicesLayout>
  );
}

/** /portal/e-invoices/invoices */
export function InvoicesPage() {
  const loaded = invoicesRoute.useLoaderData();
  return (
    <EInvoicesLayout>
      <InvoiceTable invoices={loaded.invoices?.data ?? []} />
    </EInvoicesLayout>
  );
}

/**
 * /portal/e-invoices/invoices-agreements: the agreements, a new one signed with Smart-ID / Mobile-ID, an
 * active one disabled after a confirmation (machines/invoices).
 */
export function InvoiceAgreementsPage() {
  const loaded = agreementsRoute.useLoaderData();
  const actor = useEInvoiceAgreementsFlow();
  return <InvoiceAgreementsView agreements={loaded.agreements?.data ?? []} actor={actor} />;
}

/** The agreements screen under a given flow actor (stories render it at any machine state). */
export function InvoiceAgreementsView({
  agreements,
  actor,
}: {
  agreements: Agreements;
  actor: EInvoiceAgreementsActorRef;
}) {
  return (
    <EInvoicesLayout>
      <InvoiceAgreementsPanel agreements={agreements} actor={actor} />
    </EInvoicesLayout>
  );
}

/** The agreements with what the e-invoice agreements machine shows: notice, form or signing, list, dialog. */
export function InvoiceAgreementsPanel({
  agreements,
  actor,
}: {
  agreements: Agreements;
  actor: EInvoiceAgreementsActorRef;
}) {
  const listed = useSelector(
    actor,
    (s) =>
      s.matches('idle') || s.matches('created') || s.matches('disabled') || s.matches('confirmingDisable'),
  );
  return (
    <>
      <EInvoiceAgreementNotice actor={actor} />
      <EInvoiceAgreementCreate actor={actor} />
      <AgreementTable
        agreements={agreements}
        {...(listed
          ? { onDisable: (agreementId: number) => actor.send({ type: 'agreement.disable', agreementId }) }
          : {})}
      />
      <DisableAgreementDialog
        actor={actor}
        agreementName={(id) => agreements.find((agreement) => agreement.agreementId === id)?.agreement ?? ''}
      />
    </>
  );
}

function EInvoicesLayout({ children }: { children: ReactNode }) {
  const title = useRouteTitle();
  const { t } = useLingui();
  const current = { 'aria-current': 'page' as const, className: 'is-active' };
  return (
    <div className="page records">
      <h1>{title}</h1>
      <nav className="records-subnav" aria-label={t`E. sąskaitų skiltys`}>
        <ul>
          <li>
            <Link to="/portal/e-invoices" activeOptions={{ exact: true }} activeProps={current}>
              <Trans>Apžvalga</Trans>
            </Link>
          </li>
          <li>
            <Link to="/portal/e-invoices/invoices" activeProps={current}>
              <Trans>Sąskaitos</Trans>
            </Link>
          </li>
          <li>
            <Link to="/portal/e-invoices/invoices-agreements" activeProps={current}>
              <Trans>Sutikimai</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      {children}
    </div>
  );
}

function InvoiceTable({ invoices }: { invoices: Invoices }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as PortalLocale;
  return (
    <section className="card" aria-labelledby="invoices-list">
      <h2 id="invoices-list">
        <Trans>Išrašytos e. sąskaitos</Trans>
      </h2>
      {invoices.length === 0 ? (
        <p>
          <Trans>
            E. sąskaitų dar nėra. Pirmąją e. sąskaitą bankui išsiunčiame per 5 dienas nuo sutarties sudarymo.
          </Trans>
        </p>
      ) : (
        <ScrollRegion labelledBy="invoices-list">
          <table className="records-table table--cards">
            <caption className="visually-hidden">
              <Trans>E. sąskaitos, naujausios viršuje</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Sąskaitos Nr.</Trans>
                </th>
                <th scope="col">
                  <Trans>Sutartis ir fondas</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Suma</Trans>
                </th>
                <th scope="col">
                  <Trans>Išrašyta</Trans>
                </th>
                <th scope="col">
                  <Trans>Apmokėti iki</Trans>
                </th>
                <th scope="col">
                  <Trans>Būsena</Trans>
                </th>
                <th scope="col">
                  <Trans>Bankas</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.invoiceNr}>
                  <th scope="row" className="nowrap">
                    {invoice.invoiceNr}
                  </th>
                  <td data-label={t`Sutartis ir fondas`}>
                    <span className="nowrap">{invoice.contractNumber}</span>
                    <span className="records-sub">{invoice.fundName}</span>
                  </td>
                  <td className="num nowrap" data-label={t`Suma`}>
                    {formatMoney(invoice.amount, locale)}
                  </td>
                  <td className="nowrap" data-label={t`Išrašyta`}>
                    {formatDate(invoice.issueDate)}
                  </td>
                  <td className="nowrap" data-label={t`Apmokėti iki`}>
                    {formatDate(invoice.dueDate)}
                  </td>
                  <td data-label={t`Būsena`}>
                    <span className={`status status--${invoice.status}`}>
                      {i18n._(INVOICE_STATUS_LABELS[invoice.status])}
                    </span>
                  </td>
                  <td data-label={t`Bankas`}>{invoice.bankName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function AgreementTable({
  agreements,
  onDisable,
}: {
  agreements: Agreements;
  /** Shown as a "Nutraukti" button on the active and pending agreements. */
  onDisable?: (agreementId: number) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as PortalLocale;
  return (
    <section className="card" aria-labelledby="agreements-list">
      <h2 id="agreements-list">
        <Trans>E. sąskaitų sutikimai</Trans>
      </h2>
      {agreements.length === 0 ? (
        <p>
          <Trans>E. sąskaitų sutikimų neturite. Įmokas galite mokėti ir banko pavedimu.</Trans>
        </p>
      ) : (
        <ScrollRegion labelledBy="agreements-list">
          <table className="records-table table--cards">
            <caption className="visually-hidden">
              <Trans>E. sąskaitų sutikimai</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Sutikimas</Trans>
                </th>
                <th scope="col">
                  <Trans>Sutartis ir fondas</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Suma</Trans>
                </th>
                <th scope="col">
                  <Trans>Mokėjimo diena</Trans>
                </th>
                <th scope="col">
                  <Trans>Periodiškumas</Trans>
                </th>
                <th scope="col">
                  <Trans>Banko sąskaita</Trans>
                </th>
                <th scope="col">
                  <Trans>Sudarytas</Trans>
                </th>
                <th scope="col">
                  <Trans>Būsena</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {agreements.map((agreement) => (
                <tr key={agreement.agreementId}>
                  <th scope="row" className="nowrap">
                    {agreement.agreement}
                  </th>
                  <td data-label={t`Sutartis ir fondas`}>
                    <span className="nowrap">{agreement.contractNumber}</span>
                    <span className="records-sub">{agreement.fundName}</span>
                  </td>
                  <td className="num nowrap" data-label={t`Suma`}>
                    {formatMoney(agreement.sum, locale)}
                  </td>
                  <td data-label={t`Mokėjimo diena`}>{agreement.paymentDay}</td>
                  <td data-label={t`Periodiškumas`}>{i18n._(INVOICE_PERIOD_LABELS[agreement.period])}</td>
                  <td data-label={t`Banko sąskaita`}>
                    <span className="nowrap">{agreement.bankAccountNumber}</span>
                    <span className="records-sub">{agreement.bankName}</span>
                  </td>
                  <td className="nowrap" data-label={t`Sudarytas`}>
                    {formatDate(agreement.contractDate)}
                  </td>
                  <td data-label={t`Būsena`}>
                    <span className={`status status--${agreement.status}`}>
                      {i18n._(AGREEMENT_STATUS_LABELS[agreement.status])}
                    </span>
                    {/* In the status cell, not a column of its own: the table keeps its width. */}
                    {onDisable && agreement.status !== 'disabled' ? (
                      <Button
                        variant="secondary"
                        className="records-action"
                        aria-label={t`Nutraukti sutikimą ${agreement.agreement}`}
                        onClick={() => onDisable(agreement.agreementId)}
                      >
                        <Trans>Nutraukti</Trans>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
