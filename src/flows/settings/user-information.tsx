import { Trans } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { formatIban } from '../../domain/bank-account';
import { Alert } from '../../ui/alert';
import { BrokerContacts } from './broker-contacts';
import './settings.css';

const route = getRouteApi('/portal/user-information');

/** §2 /portal/user-information: the customer's details, with links to change the contacts and the bank account. */
export function UserInformationPage() {
  const { contacts, bankAccounts, broker } = route.useLoaderData();
  const info = contacts.data;
  const accounts = bankAccounts.state === 'Loaded' ? bankAccounts.data : [];
  const pending = info?.pendingContactChanges ?? [];
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Mano duomenys</Trans>
      </h1>
      {info?.profileUpdateRequired ? (
        <Alert
          tone="warning"
          title={<Trans>Patikrinkite ir patvirtinkite savo kontaktinius duomenis.</Trans>}
        />
      ) : null}
      {pending.length > 0 ? (
        <Alert tone="info" title={<Trans>Naujas kontaktas dar nepatvirtintas kodu.</Trans>}>
          <Link to="/portal/user-information/contacts">
            <Trans>Įvesti kodą</Trans>
          </Link>
        </Alert>
      ) : null}
      {info ? (
        <section className="card" aria-labelledby="personal-data-title">
          <h2 id="personal-data-title">
            <Trans>Asmens duomenys</Trans>
          </h2>
          <dl className="settings-list">
            <dt>
              <Trans>Vardas, pavardė</Trans>
            </dt>
            <dd>
              {info.firstName} {info.lastName}
            </dd>
            <dt>
              <Trans>Asmens kodas</Trans>
            </dt>
            <dd>{info.personalCode}</dd>
          </dl>
        </section>
      ) : null}
      <section className="card" aria-labelledby="contacts-title">
        <h2 id="contacts-title">
          <Trans>Kontaktiniai duomenys</Trans>
        </h2>
        <dl className="settings-list">
          <dt>
            <Trans>El. paštas</Trans>
          </dt>
          <dd>{info?.email ?? '—'}</dd>
          <dt>
            <Trans>Telefonas</Trans>
          </dt>
          <dd>{info?.phoneNumber ?? '—'}</dd>
          {info?.secondaryPhoneNumber ? (
            <>
              <dt>
                <Trans>Papildomas telefonas</Trans>
              </dt>
              <dd>{info.secondaryPhoneNumber}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Adresas</Trans>
          </dt>
          <dd>{info?.address?.fullAddress ?? '—'}</dd>
          {info?.mailingAddress ? (
            <>
              <dt>
                <Trans>Korespondencijos adresas</Trans>
              </dt>
              <dd>{info.mailingAddress.fullAddress}</dd>
            </>
          ) : null}
        </dl>
        <Link className="btn btn--primary" to="/portal/user-information/contacts">
          <Trans>Keisti kontaktinius duomenis</Trans>
        </Link>
      </section>
      <section className="card" aria-labelledby="bank-title">
        <h2 id="bank-title">
          <Trans>Banko sąskaita</Trans>
        </h2>
        {accounts.length > 0 ? (
          <ul>
            {accounts.map((account) => (
              <li key={account.id}>
                <span className="nowrap">{formatIban(account.bankAccountNumber)}</span> ({account.bankName})
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <Trans>Banko sąskaita nenurodyta.</Trans>
          </p>
        )}
        <Link className="btn btn--secondary" to="/portal/user-information/bank-details">
          <Trans>Banko sąskaitos</Trans>
        </Link>
      </section>
      <BrokerContacts data={broker} />
    </div>
  );
}
