import { Trans } from '@lingui/react/macro';
import { config } from '../config';
import { ServiceHours } from '../shell/service-hours';

export function HelpContacts() {
  const phone = config.supportPhone;
  const short = config.supportPhoneShort;
  const email = config.supportEmail;
  return (
    <aside className="help-contacts">
      <h2 className="help-contacts__title">
        <Trans>Reikia pagalbos?</Trans>
      </h2>
      <p>
        <Trans>
          Skambinkite <a href={`tel:${short}`}>{short}</a> arba{' '}
          <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> (<ServiceHours />) arba rašykite{' '}
          <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </p>
    </aside>
  );
}
