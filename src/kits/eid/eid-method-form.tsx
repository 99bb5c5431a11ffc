import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { PHONE_PREFIX } from '../../domain/constants';
import { normalizePhoneField, validatePhone } from '../../domain/phone';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { validationMessage } from '../forms/use-form';

export type EidMethod = 'pension_smart_id' | 'pension_mobile_id';

export interface EidMethodFormProps {
  /** The radio group's and the phone field's name prefix (unique on the page). */
  name: string;
  legend: ReactNode;
  /** The submit button's text for the chosen method. */
  submitLabel: (provider: EidMethod) => ReactNode;
  /** Mobile-ID's phone is sent in the '+370…' form (§5). */
  onStart: (provider: EidMethod, phoneNumber?: string) => void;
  onBack?: (() => void) | undefined;
  /**
   * The method and phone offered first (default Smart-ID, '+370'). They may come after the form is shown
   * (they are looked up): taken then too, as long as the customer has changed nothing.
   */
  initialProvider?: EidMethod | undefined;
  initialPhone?: string | undefined;
}

/**
 * Choose Smart-ID or Mobile-ID (with the phone, checked by §5's rules) and start: the one form of the
 * fresh step-up confirmation (§4 Qualify) and of signing (§4 Signing).
 */
export function EidMethodForm({
  name,
  legend,
  submitLabel,
  onStart,
  onBack,
  initialProvider,
  initialPhone,
}: EidMethodFormProps) {
  const { t, i18n } = useLingui();
  const [provider, setProvider] = useState<EidMethod>(initialProvider ?? 'pension_smart_id');
  const [phone, setPhone] = useState(initialPhone ?? PHONE_PREFIX);
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [changed, setChanged] = useState(false);
  const [offered, setOffered] = useState({ initialProvider, initialPhone });
  if (offered.initialProvider !== initialProvider || offered.initialPhone !== initialPhone) {
    setOffered({ initialProvider, initialPhone });
    if (!changed) {
      setProvider(initialProvider ?? 'pension_smart_id');
      setPhone(initialPhone ?? PHONE_PREFIX);
    }
  }
  const phoneError = validatePhone(phone);
  const choose = (chosen: EidMethod) => {
    setChanged(true);
    setProvider(chosen);
  };

  const start = () => {
    if (provider === 'pension_mobile_id') {
      setPhoneTouched(true);
      if (phoneError) return;
      onStart(provider, normalizePhoneField(phone));
      return;
    }
    onStart(provider);
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        start();
      }}
    >
      <fieldset className="fieldset">
        <legend>{legend}</legend>
        <label className="choice">
          <input
            type="radio"
            name={`${name}Provider`}
            checked={provider === 'pension_smart_id'}
            onChange={() => choose('pension_smart_id')}
          />{' '}
          Smart-ID
        </label>
        <label className="choice">
          <input
            type="radio"
            name={`${name}Provider`}
            checked={provider === 'pension_mobile_id'}
            onChange={() => choose('pension_mobile_id')}
          />{' '}
          Mobile-ID
        </label>
      </fieldset>
      {provider === 'pension_mobile_id' ? (
        <TextField
          label={t`Mobile-ID telefono numeris`}
          name={`${name}Phone`}
          type="tel"
          autoComplete="tel"
          value={phone}
          error={phoneTouched && phoneError ? validationMessage(phoneError, i18n.locale) : undefined}
          onValueChange={(value) => {
            setChanged(true);
            setPhone(value);
          }}
          onBlur={() => setPhoneTouched(true)}
        />
      ) : null}
      <div className="actions">
        <Button type="submit">{submitLabel(provider)}</Button>
        {onBack ? (
          <Button type="button" variant="secondary" onClick={onBack}>
            <Trans>Grįžti</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
