import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { AssetScoreSection } from './asset-score';
import {
  ACCOUNT_TYPE_LABELS,
  ACCUMULATION_STATE_LABELS,
  ASSET_LABELS,
  CONTRACT_STATUS_LABELS,
  PILLAR_LABELS,
} from '../../kits/labels/contract-labels';
import { config } from '../../app/config';
import { dashboardNotices, type DashboardNotices } from '../../domain/dashboard-notices';
import { formatDateTime } from '../../domain/format';
import { dashboardOfferings, dashboardPrompts, type Offering, type OfferingId } from '../../domain/offerings';
import { OFFERING_LINKS } from './offerings';
import { listOf, type ContractItem, type Dashboard, type InvoiceList } from './overview-data';
import { activePromotions, DEPOSIT_OFFER } from './promotions';
import { taxReliefDeadline } from '../../domain/tax-relief';
import { useAction, useFigures } from './use-overview';
import { todayInLithuania } from '../../domain/calendar-date';
import { isContractAwaiting } from '../../domain/contract-status';
import { CONTRIBUTION_RATE, STATE_CONTRIBUTION_RATE, TAX_RELIEF_MAX_EUR } from '../../domain/constants';
import { TableHead } from '../../ui/table-head';
import './overview.css';

const route = getRouteApi('/portal/dashboard');

/** §2 dashboard: prompts, the banner alert, promotions, valid contracts per pillar, accounts, offerings, asset score. */
export function DashboardPage({ now = new Date() }: { now?: Date }) {
  const title = useRouteTitle();
  const data = route.useLoaderData();
  const dashboard = data.dashboard.state === 'Loaded' ? data.dashboard.data : null;
  const details = listOf(data.contracts);
  const notices = dashboard
    ? dashboardNotices({
        ...dashboard,
        statements: listOf(data.statements),
        invoices: listOf(data.invoices),
      })
    : null;
  return (
    <div className="page overview">
      <h1>{title}</h1>
      {dashboard && notices ? (
        <DashboardContent
          dashboard={dashboard}
          details={details}
          notices={notices}
          hasInvestmentFunds={
            data.investmentFundContracts.state === 'Loaded'
              ? data.investmentFundContracts.data.exists
              : dashboard.hasInvestmentFundContracts
          }
          now={now}
        />
      ) : (
        <section className="card overview-empty">
          <p>
            <Trans>Savitarnos duomenų kol kas nėra.</Trans>
          </p>
        </section>
      )}
      {/* Nothing to compare before the first contract: the page is about joining then. */}
      {notices?.joinFocus ? null : <AssetScoreSection result={data.assetScore} />}
    </div>
  );
}

/** "Sveiki, Jonas Petrauskas" and when the customer last logged in (to the minute, Lithuanian time). */
function Greeting({ dashboard }: { dashboard: Dashboard }) {
  const name = `${dashboard.firstName} ${dashboard.lastName}`.trim();
  const previous = dashboard.previousLoginAt;
  return (
    <div className="overview-greeting">
      <p className="overview-greeting__name">
        <Trans>Sveiki, {name}!</Trans>
      </p>
      <p className="muted">
        {previous ? (
          <Trans>
            Paskutinį kartą prisijungėte <time dateTime={previous}>{formatDateTime(previous)}</time>.
          </Trans>
        ) : (
          <Trans>Tai jūsų pirmasis prisijungimas prie savitarnos.</Trans>
        )}
      </p>
    </div>
  );
}

function DashboardContent({
  dashboard,
  details,
  notices,
  hasInvestmentFunds,
  now,
}: {
  dashboard: Dashboard;
  details: readonly ContractItem[];
  notices: DashboardNotices<InvoiceList[number]>;
  hasInvestmentFunds: boolean;
  now: Date;
}) {
  const { i18n } = useI18n();
  const figures = useFigures();
  // Signed and not yet in force (pillar II until Sodra registers it): shown, and not offered again.
  const awaiting = details.filter((contract) => isContractAwaiting(contract.status));
  const flags = {
    ...dashboard,
    hasInvestmentFundContracts: hasInvestmentFunds,
    secondPillarAwaiting: awaiting.some((contract) => contract.pillar === 2),
    thirdPillarAwaiting: awaiting.some((contract) => contract.pillar === 3),
  };
  const prompts = dashboardPrompts(flags);
  const offerings = dashboardOfferings(flags);
  const byPillar = ([2, 3] as const).map((pillar) => ({
    pillar,
    contracts: dashboard.validContracts.filter((contract) => contract.pillar === pillar),
  }));
  if (notices.joinFocus) {
    return (
      <>
        <Greeting dashboard={dashboard} />
        <Prompts prompts={prompts} />
        <JoinDashboard offerings={offerings} awaiting={awaiting} />
        <Promotions now={now} taxRelief={notices.taxRelief} />
      </>
    );
  }
  return (
    <>
      <Greeting dashboard={dashboard} />
      <Prompts prompts={prompts} />
      <OverdueInvoices invoices={notices.overdueInvoices} />
      {notices.annualStatement ? <BannerAlert /> : null}
      <Promotions now={now} taxRelief={notices.taxRelief} />
      <section className="card overview-section" aria-labelledby="total-title">
        <h2 id="total-title">{i18n._(ASSET_LABELS.pensionAssets)}</h2>
        <p className="overview-total">{figures.money(dashboard.totalValue)}</p>
        {dashboard.valueDate ? (
          <p className="muted">
            <Trans>
              Pensijų kaupimo sutarčių (II ir III pakopos) vertė{' '}
              <span className="nowrap">{figures.date(dashboard.valueDate)}</span> dienai.
            </Trans>
          </p>
        ) : null}
        {hasInvestmentFunds ? (
          <dl className="figures">
            <div>
              <dt>{i18n._(ASSET_LABELS.investmentFunds)}</dt>
              <dd>{figures.money(dashboard.investmentFundsValue)}</dd>
            </div>
          </dl>
        ) : null}
        {hasInvestmentFunds ? (
          <p className="muted">
            <Trans>Investicinių fondų vertė į pensijų turtą neįskaičiuota.</Trans>{' '}
            <Link to="/portal/investment-funds">
              <Trans>Investiciniai fondai</Trans>
            </Link>
          </p>
        ) : null}
        <p>
          <Link to="/portal/accumulation-performance">
            <Trans>Kaupimo rezultatai: vertė ir įmokėta suma</Trans>
          </Link>
        </p>
      </section>
      <section className="overview-section" aria-labelledby="contracts-title">
        <h2 id="contracts-title">
          <Trans>Galiojančios sutartys</Trans>
        </h2>
        {dashboard.validContracts.length === 0 ? (
          <div className="card overview-empty">
            <p>
              <Trans>Galiojančių pensijų kaupimo sutarčių neturite.</Trans>
            </p>
          </div>
        ) : (
          byPillar.map(({ pillar, contracts }) =>
            contracts.length === 0 ? null : (
              <PillarContracts key={pillar} pillar={pillar} contracts={contracts} details={details} />
            ),
          )
        )}
        <AwaitingContracts contracts={awaiting} />
        <p>
          <Link to="/portal/contractsoverview">
            <Trans>Visos sutartys ir galimi veiksmai</Trans>
          </Link>
        </p>
        {dashboard.thirdPillarActive ? (
          <p>
            <Link to="/portal/how-to-pay">
              <Trans>Kaip mokėti įmokas</Trans>
            </Link>{' '}
            ·{' '}
            <Link to="/portal/e-invoices">
              <Trans>E. sąskaitos</Trans>
            </Link>
          </p>
        ) : null}
      </section>
      <Accounts accounts={dashboard.accounts} />
      <Offerings offerings={offerings} />
    </>
  );
}

function Prompts({ prompts }: { prompts: ReturnType<typeof dashboardPrompts> }) {
  const { t } = useLingui();
  return (
    <div className="overview-prompts">
      {prompts.profileUpdate ? (
        <Alert tone="warning" title={t`Atnaujinkite savo kontaktinius duomenis`}>
          <p>
            <Trans>
              Prašome patikrinti ir atnaujinti savo kontaktinius duomenis, kad galėtume jus pasiekti.
            </Trans>
          </p>
          <p>
            <Link to="/portal/user-information/contacts">
              <Trans>Atnaujinti kontaktinius duomenis</Trans>
            </Link>
          </p>
        </Alert>
      ) : null}
      {prompts.amlQuestionnaire ? (
        <Alert tone="warning" title={t`Užpildykite kliento anketą`}>
          <p>
            {prompts.amlQuestionnaire === 'expired' ? (
              <Trans>
                Jūsų kliento pažinimo anketa nebegalioja. Užpildykite ją iš naujo – tai užtruks apie 3
                minutes.
              </Trans>
            ) : (
              <Trans>
                Kliento pažinimo anketos dar neužpildėte. Ją užpildyti reikia vieną kartą ir atnaujinti kas
                kelerius metus – tai užtruks apie 3 minutes.
              </Trans>
            )}
          </p>
          <p>
            <Link to="/portal/aml">
              <Trans>Pildyti kliento anketą</Trans>
            </Link>
          </p>
        </Alert>
      ) : null}
      {prompts.usaLockout ? (
        <Alert tone="warning" title={t`Kai kurios paslaugos laikinai neprieinamos`}>
          <p>
            <Trans>
              JAV piliečiams ir užsienio rezidentams naujų sutarčių sudarymas, fondo keitimas ir investicinių
              fondų pasiūlymai neprieinami, kol nepatvirtinta kliento anketa.
            </Trans>
          </p>
          {prompts.usaLockout === 'pending' ? (
            <p>
              <Trans>Jūsų anketa šiuo metu tikrinama. Apie rezultatą pranešime.</Trans>
            </p>
          ) : (
            <p>
              <Link to="/portal/aml">
                <Trans>Pildyti kliento anketą</Trans>
              </Link>
            </p>
          )}
        </Alert>
      ) : null}
      {prompts.phoneRequired ? (
        <Alert tone="warning" title={t`Nurodykite telefono numerį`}>
          <p>
            <Trans>Sutartims pasirašyti reikia jūsų mobiliojo telefono numerio.</Trans>{' '}
            <Link to="/portal/user-information/contacts">
              <Trans>Papildyti kontaktus</Trans>
            </Link>
          </p>
        </Alert>
      ) : null}
      {prompts.minor ? (
        <Alert tone="info" title={t`Sutartis sudaroma klientų aptarnavimo centre`}>
          <p>
            <Trans>
              Savitarnoje sutartis gali sudaryti tik pilnamečiai. Dėl sutarties kreipkitės į klientų
              aptarnavimo centrą.
            </Trans>
          </p>
        </Alert>
      ) : null}
    </div>
  );
}

function BannerAlert() {
  const { t } = useLingui();
  const dismiss = useAction('bannerDismiss');
  return (
    <Alert tone="info" title={t`Svarbi informacija`}>
      <p>
        <Trans>
          Jūsų metinis sąskaitos išrašas jau parengtas – jį rasite skiltyje{' '}
          <Link to="/portal/reports">„Ataskaitos“</Link>. Patikrinkite, ar jūsų įmokos ir duomenys teisingi.
        </Trans>
      </p>
      {dismiss.failed ? (
        <p className="overview-error">
          <Trans>Pranešimo paslėpti nepavyko. Bandykite dar kartą.</Trans>
        </p>
      ) : null}
      <Button variant="secondary" onClick={dismiss.start} loading={dismiss.busy}>
        <Trans>Daugiau nerodyti</Trans>
      </Button>
    </Alert>
  );
}

function Promotions({ now, taxRelief }: { now: Date; taxRelief: boolean }) {
  const { t } = useLingui();
  const figures = useFigures();
  // The tax relief is for pillar III contributions: only for a customer who pays into pillar III.
  const active = activePromotions(now).filter(
    (promotion) => promotion.id !== 'tax-relief-reminder' || taxRelief,
  );
  if (active.length === 0) return null;
  const deadline = figures.date(taxReliefDeadline(todayInLithuania(now)));
  const rate = figures.percent(DEPOSIT_OFFER.ratePercent);
  const months = DEPOSIT_OFFER.months;
  const min = figures.money(DEPOSIT_OFFER.minEur);
  const max = figures.money(DEPOSIT_OFFER.maxEur);
  return (
    <section className="overview-promotions" aria-label={t`Pasiūlymai jums`}>
      {active.map((promotion) =>
        promotion.id === 'deposit-offer' ? (
          <article key={promotion.id} className="promo">
            <h2>
              <Trans>Terminuotasis indėlis su {rate} palūkanomis</Trans>
            </h2>
            <p>
              <Trans>
                {rate} metinės palūkanos {months} mėnesiams, kai įnešate nuo {min} iki {max}. Pasiūlymas
                galioja ribotą laiką.
              </Trans>
            </p>
            <a href="https://www.bankas.example/indeliai" className="btn btn--secondary">
              <Trans>Sužinoti daugiau apie indėlį</Trans>
            </a>
          </article>
        ) : (
          <article key={promotion.id} className="promo">
            <h2>
              <Trans>Susigrąžinkite iki 300 € gyventojų pajamų mokesčio</Trans>
            </h2>
            <p>
              <Trans>
                Įmokas III pakopos fondui, už kurias norite lengvatos šiais metais, sumokėkite iki {deadline}.
              </Trans>
            </p>
            <Link to="/portal/how-to-pay" className="btn btn--secondary">
              <Trans>Kaip mokėti įmokas</Trans>
            </Link>
          </article>
        ),
      )}
    </section>
  );
}

function PillarContracts({
  pillar,
  contracts,
  details,
}: {
  pillar: 2 | 3;
  contracts: Dashboard['validContracts'];
  details: readonly ContractItem[];
}) {
  const { i18n } = useI18n();
  const figures = useFigures();
  const headingId = `pillar-${pillar}-title`;
  return (
    <div className="card pillar-card">
      <h3 id={headingId}>{i18n._(PILLAR_LABELS[pillar])}</h3>
      {contracts.map((contract) => {
        const detail = details.find((item) => item.contractNumber === contract.contractNumber);
        return (
          <dl key={contract.contractNumber} className="contract-facts" aria-labelledby={headingId}>
            <Fact label={<Trans>Sutarties numeris</Trans>}>
              <span className="nowrap">{contract.contractNumber}</span>
            </Fact>
            <Fact label={<Trans>Būsena</Trans>}>
              {i18n._(CONTRACT_STATUS_LABELS[contract.status])} ·{' '}
              {i18n._(ACCUMULATION_STATE_LABELS[contract.accumulationState])}
            </Fact>
            <Fact label={<Trans>Fondas</Trans>}>{contract.fundName}</Fact>
            <Fact label={<Trans>Vertė</Trans>}>{figures.money(contract.contractValue)}</Fact>
            <Fact label={<Trans>Įmokėta suma</Trans>}>{detail ? figures.money(detail.paidSum) : '–'}</Fact>
            <Fact label={<Trans>Vieneto vertė</Trans>}>
              {detail ? figures.unitValue(detail.unitValue) : '–'}
            </Fact>
            <Fact label={<Trans>Vienetų skaičius</Trans>}>
              {detail ? figures.units(detail.unitCount) : '–'}
            </Fact>
          </dl>
        );
      })}
    </div>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Accounts({ accounts }: { accounts: Dashboard['accounts'] }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const figures = useFigures();
  return (
    <section className="card overview-section" aria-labelledby="accounts-title">
      <h2 id="accounts-title">
        <Trans>Įmokos pagal sąskaitos tipą</Trans>
      </h2>
      <table className="data-table">
        <caption className="visually-hidden">{t`Įmokėtos sumos pagal sąskaitos tipą`}</caption>
        <TableHead
          columns={[{ label: <Trans>Sąskaitos tipas</Trans> }, { label: <Trans>Įmokėta</Trans>, num: true }]}
        />
        <tbody>
          {accounts.map((account) => (
            <tr key={account.accountType}>
              <th scope="row">{i18n._(ACCOUNT_TYPE_LABELS[account.accountType])}</th>
              <td className="num">{figures.money(account.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Offerings({ offerings }: { offerings: Offering[] }) {
  const count = offerings.length;
  return (
    <section className="card overview-section" aria-labelledby="offerings-title">
      <h2 id="offerings-title">
        <Trans>Paslaugos jums</Trans>
      </h2>
      <p className="visually-hidden">
        <Plural value={count} one="# paslauga" few="# paslaugos" many="# paslaugos" other="# paslaugų" />
      </p>
      <ul className="offerings">
        {offerings.map((offering) => (
          <li key={offering.id} className={`offering offering--${offering.status}`}>
            <OfferingItem offering={offering} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OfferingItem({ offering }: { offering: Offering }) {
  const { t } = useLingui();
  const titles: Record<OfferingId, string> = {
    'second-pillar-join': t`Pradėti kaupti II pakopoje`,
    'second-pillar-change-fund': t`Keisti II pakopos pensijų fondą`,
    'third-pillar-join': t`Sudaryti III pakopos pensijų kaupimo sutartį`,
    'third-pillar-change-fund': t`Keisti III pakopos pensijų fondą`,
    'investment-funds-holdings': t`Jūsų investiciniai fondai`,
    'investment-funds-offer': t`Investuokite į investicinius fondus`,
  };
  const title = titles[offering.id];
  if (offering.status === 'available') {
    return offering.id === 'investment-funds-offer' ? (
      <a href={config.investmentFundsUrl} className="offering__link" rel="noopener noreferrer">
        {title}
      </a>
    ) : (
      <Link to={OFFERING_LINKS[offering.id]} className="offering__link">
        {title}
      </Link>
    );
  }
  return (
    <>
      <span className="offering__title">{title}</span>{' '}
      <span className="offering__lock">
        {offering.reason === 'minor' ? (
          <Trans>Neprieinama: tik pilnamečiams.</Trans>
        ) : offering.reason === 'phone-required' ? (
          <Trans>Neprieinama: nurodykite telefono numerį.</Trans>
        ) : (
          <Trans>Neprieinama, kol nepatvirtinta kliento anketa.</Trans>
        )}
      </span>
    </>
  );
}

/** E-invoices past their due date: what is owed, by when it was due, and where to pay. */
function OverdueInvoices({ invoices }: { invoices: readonly InvoiceList[number][] }) {
  const { t } = useLingui();
  const figures = useFigures();
  if (invoices.length === 0) return null;
  return (
    <Alert tone="warning" title={t`Laiku neapmokėta e. sąskaita`}>
      <ul className="overview-overdue">
        {invoices.map((invoice) => {
          const amount = figures.money(invoice.amount);
          const due = figures.date(invoice.dueDate);
          const contract = invoice.contractNumber;
          return (
            <li key={invoice.invoiceNr}>
              <Trans>
                {amount} įmoka pagal sutartį <span className="nowrap">{contract}</span> turėjo būti sumokėta
                iki {due} (e. sąskaita {invoice.invoiceNr}).
              </Trans>
            </li>
          );
        })}
      </ul>
      <p>
        <Trans>
          Jei įmoką jau sumokėjote, ji netrukus bus įskaityta. Kitu atveju sumokėkite ją savo banke arba
          pavedimu.
        </Trans>
      </p>
      <p>
        <Link to="/portal/e-invoices/invoices">
          <Trans>Peržiūrėti e. sąskaitas</Trans>
        </Link>{' '}
        ·{' '}
        <Link to="/portal/how-to-pay">
          <Trans>Kaip mokėti įmokas</Trans>
        </Link>
      </p>
    </Alert>
  );
}

/**
 * The dashboard of a customer without a valid contract (registered, not yet joined): built around
 * joining pillar II or III, with the reason when joining is not possible now.
 */
function JoinDashboard({
  offerings,
  awaiting,
}: {
  offerings: Offering[];
  awaiting: readonly ContractItem[];
}) {
  const figures = useFigures();
  const rate = figures.percent(CONTRIBUTION_RATE * 100);
  const stateRate = figures.percent(STATE_CONTRIBUTION_RATE * 100);
  const reliefMax = figures.money(TAX_RELIEF_MAX_EUR);
  const second = offerings.find((offering) => offering.id === 'second-pillar-join');
  const third = offerings.find((offering) => offering.id === 'third-pillar-join');
  return (
    <section className="overview-section" aria-labelledby="join-title">
      <h2 id="join-title">
        <Trans>Pradėkite kaupti pensijai</Trans>
      </h2>
      <p>
        {awaiting.length > 0 ? (
          <Trans>
            Jūsų pensijų kaupimo sutartis pasirašyta. Kai ji įsigalios, jos duomenis matysite čia.
          </Trans>
        ) : (
          <Trans>
            Pensijų kaupimo sutarties dar neturite. Pasirinkite pakopą – sutartį sudarysite savitarnoje per
            kelias minutes ir pasirašysite Smart-ID arba Mobile-ID.
          </Trans>
        )}
      </p>
      <div className="overview-join">
        <article className="card pillar-card" aria-labelledby="join-second-title">
          <h3 id="join-second-title">
            <Trans>II pakopa</Trans>
          </h3>
          <p>
            <Trans>
              Kas mėnesį {rate} nuo jūsų atlyginimo, o valstybė prideda dar {stateRate} nuo vidutinio darbo
              užmokesčio. Įmokas perveda Sodra.
            </Trans>
          </p>
          {second ? <JoinAction offering={second} /> : null}
          <AwaitingContracts contracts={awaiting.filter((contract) => contract.pillar === 2)} />
        </article>
        <article className="card pillar-card" aria-labelledby="join-third-title">
          <h3 id="join-third-title">
            <Trans>III pakopa</Trans>
          </h3>
          <p>
            <Trans>
              Kaupiate savo pasirinkta suma ir susigrąžinate iki {reliefMax} gyventojų pajamų mokesčio per
              metus.
            </Trans>
          </p>
          {third ? <JoinAction offering={third} /> : null}
          <AwaitingContracts contracts={awaiting.filter((contract) => contract.pillar === 3)} />
        </article>
      </div>
    </section>
  );
}

function AwaitingContracts({ contracts }: { contracts: readonly ContractItem[] }) {
  return contracts.map((contract) => <AwaitingContract key={contract.contractNumber} contract={contract} />);
}

/** A contract signed and not yet in force: its number, when it was signed, and what it waits for. */
function AwaitingContract({ contract }: { contract: ContractItem }) {
  const figures = useFigures();
  const number = contract.contractNumber;
  const signed = figures.date(contract.signDate);
  return (
    <p>
      {contract.pillar === 2 ? (
        <Trans>
          II pakopos sutartis Nr. <span className="nowrap">{number}</span> pasirašyta {signed}. Ji įsigalios,
          kai ją įregistruos Sodra.
        </Trans>
      ) : (
        <Trans>
          III pakopos sutartis Nr. <span className="nowrap">{number}</span> pasirašyta {signed} ir dar
          tvarkoma.
        </Trans>
      )}
    </p>
  );
}

function JoinAction({ offering }: { offering: Offering }) {
  if (offering.status === 'available' && offering.id !== 'investment-funds-offer') {
    return (
      <Link to={OFFERING_LINKS[offering.id]} className="btn btn--primary">
        {offering.id === 'second-pillar-join' ? (
          <Trans>Pradėti kaupti II pakopoje</Trans>
        ) : (
          <Trans>Sudaryti III pakopos sutartį</Trans>
        )}
      </Link>
    );
  }
  return <OfferingItem offering={offering} />;
}
