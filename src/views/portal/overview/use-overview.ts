import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from '../../forms/use-form';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatUnits,
  type PortalLocale,
} from '../../../domain/format';

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
      percent: (value: number) => formatPercent(value, locale),
      number: (value: number) => formatNumber(value, locale),
      date: (value: string) => formatDate(value),
    }),
    [locale],
  );
}

/** The authorized API and the data cache of the router context, for the few writes a screen makes. */
export function usePortalData() {
  const router = useRouter();
  const { api, data } = router.options.context;
  return {
    api,
    /** Drops the cached data of `keys` and re-runs the screen's loader. */
    reload: async (...keys: string[]) => {
      for (const key of keys) data.invalidate(key);
      await router.invalidate();
    },
    /** Re-runs the screen's loader (a part that failed is loaded again). */
    retry: () => router.invalidate(),
  };
}

const NO_FIELDS = {} as Record<never, string>;

/**
 * A one-click write (dismiss, consent) through the form machine: pending shows a loader on the button,
 * a failure keeps the button and shows the error, success is final.
 */
export function useAction(run: (signal: AbortSignal) => Promise<unknown>) {
  const form = useForm<never>({
    initialValues: NO_FIELDS,
    validate: () => ({}),
    submit: (_values, signal) => run(signal),
  });
  return {
    start: form.submit,
    busy: form.submitting,
    failed: form.submitError !== null,
    done: form.submitted,
  };
}
