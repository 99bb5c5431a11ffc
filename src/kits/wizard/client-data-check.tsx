import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OnboardingContacts } from '../../../machines/onboarding/onboarding-types';
import { Button } from '../../ui/button';

/**
 * The wizards' "check your contact details" step (fund change, both onboardings): the e-mail, phone and
 * address the portal knows, a link to correct them, "Duomenys teisingi" and "Atgal".
 */
export function ClientDataCheck({
  contacts,
  onConfirm,
  onBack,
}: {
  contacts: OnboardingContacts;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <>
      <h2>
        <Trans>Patikrinkite savo kontaktinius duomenis</Trans>
      </h2>
      <dl className="details">
        <dt>
          <Trans>El. paštas</Trans>
        </dt>
        <dd>{contacts.email ?? '—'}</dd>
        <dt>
          <Trans>Telefonas</Trans>
        </dt>
        <dd>{contacts.phone ?? '—'}</dd>
        <dt>
          <Trans>Adresas</Trans>
        </dt>
        <dd>{contacts.address ?? '—'}</dd>
      </dl>
      <p>
        <Link to="/portal/user-information/contacts">
          <Trans>Taisyti kontaktinius duomenis</Trans>
        </Link>
      </p>
      <div className="actions">
        <Button onClick={onConfirm}>
          <Trans>Duomenys teisingi</Trans>
        </Button>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Atgal</Trans>
        </Button>
      </div>
    </>
  );
}
