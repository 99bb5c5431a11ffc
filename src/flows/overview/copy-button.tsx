import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { copyText } from '../../browser/clipboard';
import { Button } from '../../ui/button';

/**
 * A button that copies one payment detail (IBAN, payment purpose, payer code) and says so: the button's
 * name names what it copies, and a polite live region announces the result to screen readers.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="copy">
      <Button
        variant="secondary"
        className="copy__button"
        // The visible word starts the name (WCAG 2.5.3), followed by what is copied.
        aria-label={t`Kopijuoti: ${label}`}
        onClick={() => {
          void copyText(value).then((copied) => setState(copied ? 'copied' : 'failed'));
        }}
      >
        <Trans>Kopijuoti</Trans>
      </Button>
      <span className="copy__status" role="status" aria-live="polite">
        {state === 'copied' ? (
          <Trans>Nukopijuota: {label}</Trans>
        ) : state === 'failed' ? (
          <Trans>Nukopijuoti nepavyko – pažymėkite tekstą ir nukopijuokite patys.</Trans>
        ) : null}
      </span>
    </span>
  );
}
