import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useFormFlow } from '../../kits/forms/use-form';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatUnits,
  formatUnitValue,
  type PortalLocale,
} from '../../domain/format';

/** Figures in the active language (§9 formats; Lithuanian by default). */
export function useFigures() {
  const { i18n } = useLingui();
  const locale: PortalLocale = i18n.locale === 'en' ? 'en' : 'lt';
  return useMemo(
    () => ({
      locale,
      money: (amount: number) => formatMoney(amount, locale),
      /** Whole euro for axis labels: '15 000 €' (lt), '€15,000' (en). */
      wholeMoney: (amount: number) => {
        const number = formatNumber(Math.round(amount), locale, { maximumFractionDigits: 0 });
        return locale === 'lt' ? `${number}\u00a0€` : `€${number}`;
      },
      units: (value: number) => formatUnits(value, locale),
      /** A unit value with all its decimals (4 to 6). */
      unitValue: (value: number) => formatUnitValue(value, locale),
      percent: (value: number) => formatPercent(value, locale),
      number: (value: number) => formatNumber(value, locale),
      date: (value: string) => formatDate(value),
    }),
    [locale],
  );
}

/** Re-runs the screen's loaders through the data cache's load machines (a part that failed loads again). */
export function useRetry() {
  const router = useRouter();
  return () => router.invalidate();
}

const NO_FIELDS = {} as Record<never, string>;

type ActionFlow = 'assetScoreConsent' | 'assetScoreWithdraw' | 'bannerDismiss';

/**
 * A one-click write (dismiss, consent) through a form flow without fields (src/app/flows.ts): pending
 * shows a loader on the button, a failure keeps the button and shows the error, success is final.
 */
export function useAction(flow: ActionFlow) {
  const form = useFormFlow<never, ActionFlow>(flow, {
    initialValues: NO_FIELDS,
    validate: () => ({}),
    params: null,
  });
  return {
    start: form.submit,
    busy: form.submitting,
    failed: form.submitError !== null,
    done: form.submitted,
  };
}
