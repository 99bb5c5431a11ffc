import { Trans, useLingui } from '@lingui/react/macro';
import { fundAgeGroup, fundStrategy } from '../../kits/wizard/fund-texts';
import { getRouteApi } from '@tanstack/react-router';
import { ScrollRegion } from '../../ui/scroll-region';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { listOf, type FundList, type InvestmentFundsData } from './overview-data';
import { useFigures } from './use-overview';
import { TableHead } from '../../ui/table-head';
import './overview.css';

const route = getRouteApi('/portal/investment-funds');

/** The customer's investment-fund holdings (GetInvestmentFunds) and the pillar III funds (GetThirdPillarFunds). */
export function InvestmentFundsPage() {
  const title = useRouteTitle();
  const data = route.useLoaderData();
  return (
    <div className="page overview">
      <h1>{title}</h1>
      <Holdings holdings={data.holdings} />
      <ThirdPillarFunds funds={listOf(data.thirdPillarFunds)} />
    </div>
  );
}

function Holdings({ holdings }: { holdings: InvestmentFundsData['holdings'] }) {
  const { t } = useLingui();
  const figures = useFigures();
  const list = holdings.state === 'Loaded' ? holdings.data.holdings : [];
  return (
    <section className="card overview-section" aria-labelledby="holdings-title">
      <h2 id="holdings-title">
        <Trans>Jūsų investiciniai fondai</Trans>
      </h2>
      {list.length === 0 || holdings.state !== 'Loaded' ? (
        <p className="overview-empty">
          <Trans>Investicinių fondų sutarčių neturite.</Trans>
        </p>
      ) : (
        <>
          <ScrollRegion labelledBy="holdings-title">
            <table className="data-table table--cards">
              <caption className="visually-hidden">{t`Jūsų investicinių fondų vienetai ir vertė`}</caption>
              <TableHead
                columns={[
                  { label: <Trans>Fondas</Trans> },
                  { label: <Trans>Vienetai</Trans>, num: true },
                  { label: <Trans>Vieneto vertė</Trans>, num: true },
                  { label: <Trans>Investuota</Trans>, num: true },
                  { label: <Trans>Vertė</Trans>, num: true },
                  { label: <Trans>Grąža</Trans>, num: true },
                ]}
              />
              <tbody>
                {list.map((holding) => (
                  <tr key={holding.isin}>
                    <th scope="row">
                      {holding.fundName}
                      <span className="muted block">{holding.isin}</span>
                    </th>
                    <td className="num" data-label={t`Vienetai`}>
                      {figures.units(holding.units)}
                    </td>
                    <td className="num" data-label={t`Vieneto vertė`}>
                      {figures.unitValue(holding.unitValue)}
                    </td>
                    <td className="num" data-label={t`Investuota`}>
                      {figures.money(holding.investedSum)}
                    </td>
                    <td className="num" data-label={t`Vertė`}>
                      {figures.money(holding.value)}
                    </td>
                    <td className="num" data-label={t`Grąža`}>
                      {figures.percent(holding.returnPercent)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p>
            <Trans>Iš viso: {figures.money(holdings.data.totalValue)}</Trans>
          </p>
        </>
      )}
    </section>
  );
}

function ThirdPillarFunds({ funds }: { funds: readonly FundList[number][] }) {
  const { t, i18n } = useLingui();
  const figures = useFigures();
  return (
    <section className="card overview-section" aria-labelledby="third-pillar-funds-title">
      <h2 id="third-pillar-funds-title">
        <Trans>III pakopos pensijų fondai</Trans>
      </h2>
      {funds.length === 0 ? (
        <p className="overview-empty">
          <Trans>Fondų sąrašas šiuo metu tuščias.</Trans>
        </p>
      ) : (
        <ScrollRegion labelledBy="third-pillar-funds-title">
          <table className="data-table table--cards">
            <caption className="visually-hidden">{t`III pakopos pensijų fondai: rizika, amžiaus grupė ir mokesčiai`}</caption>
            <TableHead
              columns={[
                { label: <Trans>Fondas</Trans> },
                { label: <Trans>Rizikos lygis (1–7)</Trans> },
                { label: <Trans>Amžiaus grupė</Trans> },
                { label: <Trans>Valdymo mokestis</Trans>, num: true },
                { label: <Trans>Depozitoriumo mokestis</Trans>, num: true },
                { label: <Trans>Kitos išlaidos</Trans>, num: true },
                { label: <Trans>Vieneto vertė</Trans>, num: true },
                { label: <Trans>Grąža per metus</Trans>, num: true },
              ]}
            />
            <tbody>
              {funds.map((fund) => (
                <tr key={fund.fundNr}>
                  <th scope="row">
                    {fund.name}
                    <span className="muted block">{fundStrategy(fund, i18n.locale)}</span>
                  </th>
                  <td data-label={t`Rizikos lygis (1–7)`}>
                    <span className="risk" aria-hidden="true">
                      {Array.from({ length: 7 }, (_, index) => (
                        <span key={index} className={index < fund.riskLevel ? 'risk__on' : 'risk__off'} />
                      ))}
                    </span>{' '}
                    <Trans>{fund.riskLevel} iš 7</Trans>
                  </td>
                  <td data-label={t`Amžiaus grupė`}>{fundAgeGroup(fund, i18n.locale)}</td>
                  <td className="num" data-label={t`Valdymo mokestis`}>
                    {figures.percent(fund.managementFeePercent)}
                  </td>
                  <td className="num" data-label={t`Depozitoriumo mokestis`}>
                    {figures.percent(fund.depositaryFeePercent)}
                  </td>
                  <td className="num" data-label={t`Kitos išlaidos`}>
                    {figures.percent(fund.otherCostsPercent)}
                  </td>
                  <td className="num" data-label={t`Vieneto vertė`}>
                    {figures.unitValue(fund.unitValue)}
                    <span className="muted block nowrap">{figures.date(fund.unitValueDate)}</span>
                  </td>
                  <td className="num" data-label={t`Grąža per metus`}>
                    {figures.percent(fund.returnOneYearPercent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="muted">
        <Trans>
          Investavimo rezultatai praeityje negarantuoja tokių pačių rezultatų ateityje. Mokesčiai nurodyti
          metams nuo turto vertės.
        </Trans>
      </p>
    </section>
  );
}
