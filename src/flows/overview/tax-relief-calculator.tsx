import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useId, useState } from 'react';
import { parseAmount } from '../../domain/number-input';
import { TextField } from '../../ui/text-field';
import { validationMessage } from '../../kits/forms/use-form';
import { taxRelief } from '../../domain/tax-relief';
import { useFigures } from './use-overview';

/** The income-tax relief calculator: contributions of a year in, the relief out (announced politely). */
export function TaxReliefCalculator() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const figures = useFigures();
  const outputId = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const amount = text.trim() === '' ? null : parseAmount(text);
  const invalid = text.trim() !== '' && amount === null;
  const result = amount === null ? null : taxRelief(amount);
  return (
    <div className="calculator">
      <TextField
        label={t`Įmokos į III pakopą per metus, €`}
        hint={t`Pavyzdžiui, 1200 arba 1 200,50`}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onValueChange={setText}
        onBlur={() => setTouched(true)}
        error={invalid && touched ? validationMessage('wrong-number-format', i18n.locale) : undefined}
        aria-controls={outputId}
      />
      <output id={outputId} className="calculator__result" aria-live="polite">
        {result ? (
          <>
            <Trans>
              Susigrąžinsite {figures.money(result.relief)} gyventojų pajamų mokesčio nuo{' '}
              {figures.money(result.eligibleContributions)} įmokų.
            </Trans>{' '}
            {result.remainingEligible > 0 ? (
              <Trans>
                Lengvata dar taikoma {figures.money(result.remainingEligible)} įmokų šiais metais.
              </Trans>
            ) : (
              <Trans>Pasiekėte didžiausią lengvatą.</Trans>
            )}
          </>
        ) : (
          <Trans>Įveskite sumą ir pamatysite, kiek mokesčio susigrąžinsite.</Trans>
        )}
      </output>
    </div>
  );
}
