import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useMatch } from '@tanstack/react-router';
import { config } from '../config';
import { useReferral } from '../referral-context';
import { ServiceHours } from './service-hours';
import { CUSTOMER_SERVICE_HOURS } from '../../domain/constants';

export function Footer() {
  const { t } = useLingui();
  const referral = useReferral();
  const everyDayFrom = CUSTOMER_SERVICE_HOURS.everyDay.from;
  const everyDayTo = CUSTOMER_SERVICE_HOURS.everyDay.to;
  // In the portal, the broker's contacts loaded by the /portal route.
  const broker = useMatch({ from: '/portal', shouldThrow: false })?.loaderData?.broker ?? null;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav aria-label={t`Naudinga informacija`}>
          <ul className="footer__links">
            <li>
              <Link to="/terms-and-conditions">
                <Trans>Naudojimosi sąlygos</Trans>
              </Link>
            </li>
            <li>
              <a href={config.privacyPolicyUrl} rel="noopener noreferrer">
                <Trans>Privatumo politika</Trans>
              </a>
            </li>
            <li>
              <a href={config.faqUrl} rel="noopener noreferrer">
                <Trans>Dažniausi klausimai</Trans>
              </a>
            </li>
            <li>
              <a href={config.contactUrl} rel="noopener noreferrer">
                <Trans>Kontaktai</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <div className="footer__service">
          <p className="footer__heading">
            <Trans>Klientų aptarnavimas</Trans>
          </p>
          <p>
            <Trans>
              Kasdien {everyDayFrom}:00–{everyDayTo}:00.
            </Trans>{' '}
            <Trans>
              Telefonu <a href={`tel:${config.supportPhone.replace(/\s/g, '')}`}>{config.supportPhone}</a>:{' '}
              <ServiceHours />
            </Trans>
          </p>
        </div>
        {referral?.brokerCode ? (
          <p className="footer__broker">
            <Trans>Konsultanto kodas: {referral.brokerCode}</Trans>
            {broker ? (
              <>
                {' '}
                <Trans>
                  Konsultantas: {broker.name},{' '}
                  <a href={`tel:${broker.phoneNumber.replace(/\s/g, '')}`}>{broker.phoneNumber}</a>,{' '}
                  <a href={`mailto:${broker.email}`}>{broker.email}</a>
                </Trans>
              </>
            ) : null}
          </p>
        ) : null}
        <p className="footer__legal">
          <Trans>© Pensijų fondų valdymo įmonė, banko grupės narė</Trans>
        </p>
      </div>
    </footer>
  );
}
