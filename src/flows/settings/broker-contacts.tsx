import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { EndpointResponse } from '../../api/contract/endpoints';

export interface BrokerContactsData {
  broker: EndpointResponse<'Brokers.GetContactInfo'> | null;
  consultants: EndpointResponse<'Brokers.GetContractBrokerContacts'>[];
}

/** §3 referral: the broker's (and the referred contracts' consultant's) contacts, when a code is in force. */
export function BrokerContacts({ data }: { data: BrokerContactsData | null }) {
  if (!data || (!data.broker && data.consultants.length === 0)) return null;
  const { broker } = data;
  return (
    <section className="card" aria-labelledby="broker-contacts-title">
      <h2 id="broker-contacts-title">
        <Trans>Jūsų konsultantas</Trans>
      </h2>
      {broker ? (
        <dl className="settings-list">
          <dt>
            <Trans>Konsultantas</Trans>
          </dt>
          <dd>
            {broker.name}, {broker.company}
          </dd>
          <dt>
            <Trans>Telefonas</Trans>
          </dt>
          <dd>
            <a href={`tel:${broker.phoneNumber.replace(/\s+/g, '')}`}>{broker.phoneNumber}</a>
          </dd>
          <dt>
            <Trans>El. paštas</Trans>
          </dt>
          <dd>
            <a href={`mailto:${broker.email}`}>{broker.email}</a>
          </dd>
          <dt>
            <Trans>Konsultanto kodas</Trans>
          </dt>
          <dd>{broker.brokerCode}</dd>
        </dl>
      ) : null}
      {data.consultants.map((consultant) => {
        // Each contract number on one line: a number broken at its hyphen reads as two.
        const contracts = (
          <>
            {consultant.referredContractNumbers.map((number, index) => (
              <Fragment key={number}>
                {index > 0 ? ', ' : null}
                <span className="nowrap">{number}</span>
              </Fragment>
            ))}
          </>
        );
        return (
          <p key={consultant.referredContractNumbers.join()}>
            <Trans>
              Sutartys {contracts}: {consultant.consultant.name}, {consultant.consultant.phoneNumber},{' '}
              {consultant.consultant.email}
            </Trans>
          </p>
        );
      })}
    </section>
  );
}
