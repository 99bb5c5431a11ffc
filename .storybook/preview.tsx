import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { activateLocale, ensureCatalog, i18n, initI18n, type Locale } from '../src/i18n/locale';
import { portalCatalog } from '../src/routes/portal/portal-catalog';
import '../src/ui/styles.css';

initI18n();
// Stories show portal screens directly, so the portal's catalogue is always there.
void ensureCatalog('portal', portalCatalog);

/** Lingui decorator: every story renders in the locale chosen in the toolbar (Lithuanian by default). */
function WithLocale({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const [ready, setReady] = useState(i18n.locale === locale);
  useEffect(() => {
    let live = true;
    void activateLocale(locale, { persist: false }).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale]);
  return ready ? <I18nProvider i18n={i18n}>{children}</I18nProvider> : null;
}

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Kalba',
        icon: 'globe',
        items: [
          { value: 'lt', title: 'Lietuvių' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'lt' },
  decorators: [
    (Story, context) => (
      <WithLocale locale={context.globals.locale === 'en' ? 'en' : 'lt'}>
        <Story />
      </WithLocale>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
