import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { activateLocale, type Locale } from '../../i18n/locale';

export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const next: Locale = i18n.locale === 'lt' ? 'en' : 'lt';
  return (
    <button
      type="button"
      className="lang-switch"
      lang={next}
      onClick={() => void activateLocale(next)}
      aria-label={next === 'en' ? 'English' : 'Lietuvių kalba'}
      title={t`Keisti kalbą`}
    >
      {next.toUpperCase()}
    </button>
  );
}
