import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { config } from '../config';
import { readConsent, storeConsent } from '../cookie-consent-store';
import { browserLocalStorage } from '../../browser/storage';
import { Button } from '../../ui/button';

export function CookieConsent() {
  const { t } = useLingui();
  const [decided, setDecided] = useState(() => readConsent(browserLocalStorage(), new Date()) !== null);
  if (decided) return null;
  const decide = (analytics: boolean) => {
    storeConsent(browserLocalStorage(), analytics, new Date());
    setDecided(true);
  };
  return (
    <section className="cookie-banner" aria-label={t`Slapukų nustatymai`}>
      <p>
        <Trans>
          Naudojame būtinuosius slapukus, kad savitarna veiktų, o gavę jūsų sutikimą – ir analitinius
          slapukus, kad galėtume ją tobulinti. Sutikimą galite pakeisti bet kada.{' '}
          <a href={config.privacyPolicyUrl} rel="noopener noreferrer">
            Daugiau apie slapukus
          </a>
        </Trans>
      </p>
      <div className="cookie-banner__actions">
        <Button variant="secondary" onClick={() => decide(false)}>
          <Trans>Tik būtinieji</Trans>
        </Button>
        <Button onClick={() => decide(true)}>
          <Trans>Sutinku su visais</Trans>
        </Button>
      </div>
    </section>
  );
}
