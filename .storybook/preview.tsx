import type { Preview } from '@storybook/react-vite';
import type { createBrowserInspector as CreateBrowserInspector } from '@statelyai/inspect';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { setInspect } from '../src/app/inspector';
import { activateLocale, ensureCatalog, i18n, initI18n, type Locale } from '../src/i18n/locale';
import { pagesCatalog } from '../src/app/routes/pages-catalog';
import { portalCatalog, portalMoreCatalog } from '../src/app/routes/portal-catalog';
import '../src/ui/styles.css';

initI18n();
// Stories show portal screens directly, so the portal's catalogues are always there.
void ensureCatalog('portal', portalCatalog);
void ensureCatalog('portal-more', portalMoreCatalog);
void ensureCatalog('pages', pagesCatalog);

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

/**
 * The XState inspector switch: with "Inspector" on in the toolbar, every actor the story starts (the
 * session fake, the screen's flows, the data cache's loads) attaches to Stately's inspector, which
 * opens in a new window (allow pop-ups for Storybook). Created once, on first use.
 */
let browserInspector: ReturnType<typeof CreateBrowserInspector> | undefined;

async function switchInspector(on: boolean): Promise<void> {
  if (!on) {
    setInspect(undefined);
    return;
  }
  if (!browserInspector) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    browserInspector = createBrowserInspector({ autoStart: true });
  } else {
    browserInspector.start();
  }
  setInspect(browserInspector.inspect);
}

/** Renders the story once the switch is applied, so the actors it creates see the inspector. */
function WithInspector({ on, children }: { on: boolean; children: React.ReactNode }) {
  const [applied, setApplied] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void switchInspector(on).then(() => live && setApplied(on));
    return () => {
      live = false;
    };
  }, [on]);
  // Keyed by the switch: turning it on restarts the story's actors under the inspector.
  return applied === on ? <div key={String(on)}>{children}</div> : null;
}

const preview: Preview = {
  globalTypes: {
    inspector: {
      description: 'XState inspector for the story’s actors',
      toolbar: {
        title: 'Inspector',
        icon: 'eye',
        items: [
          { value: 'off', title: 'Inspector off' },
          { value: 'on', title: 'Inspector on (opens a window)' },
        ],
        dynamicTitle: true,
      },
    },
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
  initialGlobals: { locale: 'lt', inspector: 'off' },
  decorators: [
    (Story, context) => (
      <WithInspector on={context.globals.inspector === 'on'}>
        <WithLocale locale={context.globals.locale === 'en' ? 'en' : 'lt'}>
          <Story />
        </WithLocale>
      </WithInspector>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
