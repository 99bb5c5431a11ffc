import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { contractOffers, screenOfOffer, type OfferAvailability } from '../../domain/applications';
import { formatDate } from '../../domain/format';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { PILLAR_LABELS } from '../../kits/labels/contract-labels';
import { APPLICATION_KIND_LABELS, APPLICATION_STATUS_LABELS, OFFER_LABELS } from './labels';

const route = getRouteApi('/portal/applications/main');

/**
 * §2 Applications main: the customer's applications with their status (§4, in Lithuanian) and date, and
 * per contract what can be applied for now (GetContractActions and src/domain/applications.ts); an open
 * application of a kind blocks a second one, and the page says why.
 */
export function ApplicationsMainPage() {
  const title = useRouteTitle();
  const { t, i18n } = useLingui();
  const data = route.useLoaderData();
  const applications = data?.applications.data ?? [];
  const contracts = (data?.contracts.data ?? []).filter(
    (contract) => contract.status === 'Active' || contract.status === 'Approved',
  );
  const actions = data?.actions.data ?? [];

  const offerItem = (contractNumber: string, pillar: 2 | 3, item: OfferAvailability) => {
    const label = i18n._(OFFER_LABELS[item.offer]);
    if (item.state === 'available') {
      const href: string = `/portal/applications/${screenOfOffer(item.offer, pillar)}`;
      return (
        <li key={item.offer}>
          <Link to={href}>{label}</Link>
        </li>
      );
    }
    return (
      <li key={item.offer}>
        <span>{label}</span>{' '}
        <span className="muted">
          {t`– negalima: tokios rūšies prašymas šiai sutarčiai jau pateiktas ir dar nagrinėjamas. Naują galėsite pateikti, kai jis bus išnagrinėtas.`}
        </span>
        <span className="visually-hidden">{contractNumber}</span>
      </li>
    );
  };

  return (
    <div className="page applications">
      <h1>{title}</h1>
      <section className="card" aria-labelledby="applications-offers">
        <h2 id="applications-offers">
          <Trans>Ką galite pateikti dabar</Trans>
        </h2>
        {contracts.length === 0 ? (
          <p>
            <Trans>Neturite galiojančių sutarčių, kurioms galima pateikti prašymą.</Trans>
          </p>
        ) : (
          contracts.map((contract) => {
            const ofContract = actions.find((item) => item.contractNumber === contract.contractNumber);
            const offers = ofContract ? contractOffers(ofContract, applications) : [];
            return (
              <div key={contract.contractNumber} className="applications-contract">
                <h3>
                  {i18n._(PILLAR_LABELS[contract.pillar])},{' '}
                  <Trans>
                    sutartis <span className="nowrap">{contract.contractNumber}</span>
                  </Trans>
                </h3>
                <p className="muted">{contract.fund.name}</p>
                {offers.length === 0 ? (
                  <p>
                    <Trans>Šiai sutarčiai prašymų dabar pateikti negalima.</Trans>
                  </p>
                ) : (
                  <ul className="actions-list">
                    {offers.map((item) => offerItem(contract.contractNumber, contract.pillar, item))}
                  </ul>
                )}
              </div>
            );
          })
        )}
      </section>
      <section className="card" aria-labelledby="applications-list">
        <h2 id="applications-list">
          <Trans>Mano prašymai</Trans>
        </h2>
        {applications.length === 0 ? (
          <p>
            <Trans>Prašymų dar nepateikėte.</Trans>
          </p>
        ) : (
          <ul className="applications-list">
            {applications.map((application) => {
              const submitted = formatDate(application.createdAt);
              const start = application.startDate ? formatDate(application.startDate) : '';
              const end = application.endDate ? formatDate(application.endDate) : '';
              const status = i18n._(APPLICATION_STATUS_LABELS[application.status]);
              const contractNumber = application.contractNumber;
              return (
                <li key={application.applicationId} className="applications-list__item">
                  <strong>{i18n._(APPLICATION_KIND_LABELS[application.kind])}</strong>
                  <br />
                  <span>
                    <Trans>
                      Sutartis <span className="nowrap">{contractNumber}</span>, pateiktas {submitted}
                    </Trans>
                  </span>
                  {application.startDate ? (
                    <>
                      <br />
                      <span className="muted">
                        {application.endDate ? (
                          <Trans>
                            Laikotarpis {start} – {end}
                          </Trans>
                        ) : (
                          <Trans>Nuo {start}</Trans>
                        )}
                      </span>
                    </>
                  ) : null}
                  <br />
                  <span className={`badge badge--${application.status}`}>
                    <Trans>Būsena: {status}</Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
