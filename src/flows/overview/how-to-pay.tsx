import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import {
  CONTRIBUTION_RATE,
  FIRST_E_INVOICE_DAYS,
  STATE_CONTRIBUTION_RATE,
  STATE_INCENTIVE_EUR_PER_YEAR,
  TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR,
  TAX_RELIEF_MAX_EUR,
  TYPICAL_PAYMENT_MAX_EUR,
  TYPICAL_PAYMENT_MIN_EUR,
} from '../../domain/constants';
import { todayInLithuania } from '../../domain/calendar-date';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { PILLAR_LABELS, VALID_STATUSES } from '../../kits/labels/contract-labels';
import { listOf, type ContractItem, type InvoiceAgreementList } from './overview-data';
import { groupIban, paymentDetails } from './payment-details';
import { TaxReliefCalculator } from './tax-relief-calculator';
import { CopyButton } from './copy-button';
import { taxReliefApplies } from '../../domain/dashboard-notices';
import { taxReliefDeadline } from '../../domain/tax-relief';
import { useFigures } from './use-overview';
import { TextWithContractNumbers } from '../../ui/contract-numbers';
import './overview.css';

const route = getRouteApi('/portal/how-to-pay');

/** How to pay: per-contract payment details, payment ways, rates, and the income-tax relief (§9). */
export function HowToPayPage({ today = todayInLithuania() }: { today?: string }) {
  const title = useRouteTitle();
  const data = route.useLoaderData();
  const figures = useFigures();
  const contracts = listOf(data.contracts).filter((contract) => VALID_STATUSES.includes(contract.status));
  const agreements = listOf(data.invoiceAgreements);
  const rate = figures.percent(CONTRIBUTION_RATE * 100);
  const stateRate = figures.percent(STATE_CONTRIBUTION_RATE * 100);
  const incentive = figures.money(STATE_INCENTIVE_EUR_PER_YEAR);
  const typicalMin = figures.money(TYPICAL_PAYMENT_MIN_EUR);
  const typicalMax = figures.money(TYPICAL_PAYMENT_MAX_EUR);
  const reliefMax = figures.money(TAX_RELIEF_MAX_EUR);
  const reliefContributions = figures.money(TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR);
  const deadline = figures.date(taxReliefDeadline(today));
  const days = FIRST_E_INVOICE_DAYS;
  return (
    <div className="page overview">
      <h1>{title}</h1>
      <section className="overview-section" aria-labelledby="pay-contracts-title">
        <h2 id="pay-contracts-title">
          <Trans>Jūsų sutarčių mokėjimo duomenys</Trans>
        </h2>
        {contracts.length === 0 ? (
          <div className="card overview-empty">
            <p>
              <Trans>Galiojančių sutarčių, į kurias būtų galima mokėti įmokas, neturite.</Trans>
            </p>
          </div>
        ) : (
          contracts.map((contract) => (
            <ContractPayment
              key={contract.contractNumber}
              contract={contract}
              agreements={agreements}
              agreementsFailed={data.invoiceAgreements.state === 'Failed'}
            />
          ))
        )}
      </section>
      <section className="card overview-section" aria-labelledby="pay-ways-title">
        <h2 id="pay-ways-title">
          <Trans>E. sąskaita ar bankinis pavedimas</Trans>
        </h2>
        <p>
          <Trans>
            Patogiausia mokėti e. sąskaita: savo banke užsisakykite e. sąskaitą, ir įmoka bus sumokėta
            automatiškai pasirinktą dieną. Pirmoji e. sąskaita į banką siunčiama per {days} dienas nuo
            sutarties sudarymo.
          </Trans>
        </p>
        <p>
          <Trans>
            Įmoką galite sumokėti ir bankiniu pavedimu bet kuriuo metu – būtinai nurodykite mokėtojo (įmokos)
            kodą, kad įmoka būtų priskirta jūsų sutarčiai.
          </Trans>
        </p>
        <p>
          <Trans>
            Dažniausiai kas mėnesį mokama nuo {typicalMin} iki {typicalMax}.
          </Trans>
        </p>
      </section>
      <section className="card overview-section" aria-labelledby="pay-rates-title">
        <h2 id="pay-rates-title">
          <Trans>II pakopos įmokos</Trans>
        </h2>
        <p>
          <Trans>
            Į II pakopą kas mėnesį pervedama {rate} nuo jūsų atlyginimo, o valstybė prideda dar {stateRate}{' '}
            nuo vidutinio darbo užmokesčio. Valstybės paskata sudaro apie {incentive} per metus. Įmokas
            perveda Sodra, todėl jums pačiam mokėti nereikia.
          </Trans>
        </p>
      </section>
      {/* The relief is for pillar III contributions: only for a customer with a pillar III contract. */}
      {taxReliefApplies({ thirdPillarActive: contracts.some((contract) => contract.pillar === 3) }) ? (
        <section className="card overview-section" aria-labelledby="pay-tax-title">
          <h2 id="pay-tax-title">
            <Trans>Gyventojų pajamų mokesčio lengvata</Trans>
          </h2>
          <p>
            <Trans>
              Už III pakopos įmokas iki {reliefContributions} per metus galite susigrąžinti iki {reliefMax}{' '}
              gyventojų pajamų mokesčio. Kad įmoka būtų įskaityta šių metų lengvatai, sumokėkite ją iki{' '}
              {deadline}.
            </Trans>
          </p>
          <TaxReliefCalculator />
        </section>
      ) : null}
    </div>
  );
}

function ContractPayment({
  contract,
  agreements,
  agreementsFailed,
}: {
  contract: ContractItem;
  agreements: readonly InvoiceAgreementList[number][];
  agreementsFailed: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const figures = useFigures();
  const headingId = `pay-${contract.contractNumber}`;
  const details = paymentDetails(contract);
  const agreement = agreements.find(
    (item) => item.contractNumber === contract.contractNumber && item.status === 'active',
  );
  return (
    <div className="card pillar-card" aria-labelledby={headingId} role="group">
      <h3 id={headingId}>
        {i18n._(PILLAR_LABELS[contract.pillar])} ·{' '}
        <span className="nowrap">{t`Sutartis Nr. ${contract.contractNumber}`}</span>
      </h3>
      {details === null ? (
        <p>
          <Trans>
            II pakopos įmokas už jus perveda Sodra kartu su socialinio draudimo įmokomis – nieko mokėti
            nereikia.
          </Trans>
          {contract.contributionRatePercent !== null ? (
            <>
              {' '}
              <Trans>Jūsų įmokos dydis: {figures.percent(contract.contributionRatePercent)}.</Trans>
            </>
          ) : null}
        </p>
      ) : (
        <>
          <dl className="contract-facts">
            <div>
              <dt>
                <Trans>Gavėjas</Trans>
              </dt>
              <dd>
                {details.payee} ({details.payeeCompanyCode})
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Gavėjo sąskaita</Trans>
              </dt>
              <dd>
                <span className="mono">{groupIban(details.iban)}</span>, {details.bankName}{' '}
                <CopyButton value={details.iban} label={t`gavėjo sąskaita`} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Mokėjimo paskirtis</Trans>
              </dt>
              <dd>
                <TextWithContractNumbers text={details.purpose} />{' '}
                <CopyButton value={details.purpose} label={t`mokėjimo paskirtis`} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Mokėtojo (įmokos) kodas</Trans>
              </dt>
              <dd>
                <span className="mono">{details.payerCode}</span>{' '}
                <CopyButton value={details.payerCode} label={t`mokėtojo kodas`} />
              </dd>
            </div>
          </dl>
          <p>
            {agreementsFailed ? (
              <Trans>E. sąskaitos sutikimo būsenos šiuo metu parodyti nepavyko.</Trans>
            ) : agreement ? (
              <Trans>
                Mokate e. sąskaita: {figures.money(agreement.sum)}, mokėjimo diena – {agreement.paymentDay}{' '}
                d., {agreement.bankName}.
              </Trans>
            ) : (
              <>
                <Trans>E. sąskaitos sutikimo šiai sutarčiai neturite.</Trans>{' '}
                <Link to="/portal/e-invoices/invoices-agreements">
                  <Trans>Užsisakyti e. sąskaitą</Trans>
                </Link>
              </>
            )}
          </p>
        </>
      )}
    </div>
  );
}
