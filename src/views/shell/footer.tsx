import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { config } from '../../app/config';
import { useReferral } from '../../app/referral-context';
import { ServiceHours } from '../support/service-hours';

export function Footer() {
  const { t } = useLingui();
  const referral = useReferral();
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
              Telefonu <a href={`tel:${config.supportPhone.replace(/\s/g, '')}`}>{config.supportPhone}</a>:{' '}
              <ServiceHours />
            </Trans>
          </p>
        </div>
        {referral?.brokerCode ? (
          <p className="footer__broker">
            <Trans>Konsultanto kodas: {referral.brokerCode}</Trans>
          </p>
        ) : null}
        <p className="footer__legal">
          <Trans>© Pensijų fondų valdymo įmonė, banko grupės narė</Trans>
        </p>
      </div>
    </footer>
  );
}
