import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { validateLoginPassword, validateLoginUsername } from '../../domain/login';
import { sanitizePersonalCodeInput, validatePersonalCode } from '../../domain/personal-code';
import { normalizePhone, stripPhoneSpaces, validatePhone } from '../../domain/phone';
import { validateRemindText } from '../../domain/remind';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { fieldRules, useFormFlow } from '../forms/use-form';
import type { FormFlowParams } from '../../app/flows';
import type { FormSnapshot } from '../../../machines/forms/form.machine';

export interface SmartIdValues {
  personalCode: string;
}
export interface MobileIdValues {
  personalCode: string;
  phone: string;
}
export interface PasswordValues {
  username: string;
  password: string;
}
export interface RemindValues {
  contact: string;
}

/** The eID forms serve the login and the registration: which flow their values go to. */
export type EidFormFlow =
  | { name: 'eidLogin'; params: FormFlowParams['eidLogin'] }
  | { name: 'eidRegister'; params: FormFlowParams['eidRegister'] };

interface FormProps<T> {
  /** Start at a given form state (stories, tests). */
  snapshot?: FormSnapshot;
  /** An error from the flow (already translated), shown above the button. */
  flowError?: ReactNode;
  /** Renders the form's own submit failure (the request failed); values are kept. */
  renderError?: (error: unknown, values: T) => ReactNode;
  /** The submit button's text (defaults to "Prisijungti"); registration says "Registruotis". */
  submitLabel?: ReactNode;
}

/** The parts of a form's binding the personal-code field and the submit button use. */
interface PersonalCodeForm {
  values: { personalCode: string };
  errorOf: (name: 'personalCode') => string | undefined;
  change: (name: 'personalCode', value: string) => void;
  blur: (name: 'personalCode') => void;
  submitting: boolean;
}

/** The personal code, the first field of both eID forms (kept to its digits as typed). */
function PersonalCodeField({ form }: { form: PersonalCodeForm }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Asmens kodas`}
      name="personalCode"
      inputMode="numeric"
      autoComplete="off"
      maxLength={20}
      value={form.values.personalCode}
      error={form.errorOf('personalCode')}
      disabled={form.submitting}
      onValueChange={(raw) => form.change('personalCode', sanitizePersonalCodeInput(raw))}
      onBlur={() => form.blur('personalCode')}
    />
  );
}

/** The flow's error and the submit button that end both eID forms. */
function EidSubmit({
  form,
  flowError,
  submitLabel,
}: {
  form: PersonalCodeForm;
  flowError: ReactNode;
  submitLabel: ReactNode;
}) {
  return (
    <>
      {flowError}
      <Button type="submit" loading={form.submitting} className="btn--block">
        {submitLabel ?? <Trans>Prisijungti</Trans>}
      </Button>
    </>
  );
}

export function SmartIdForm({
  flow,
  snapshot,
  flowError,
  submitLabel,
}: FormProps<SmartIdValues> & { flow: EidFormFlow }) {
  const form = useFormFlow<'personalCode', EidFormFlow['name']>(flow.name, {
    params: flow.params,
    initialValues: { personalCode: '' },
    validate: fieldRules({ personalCode: (v) => validatePersonalCode(v.personalCode) }),
    snapshot,
  });
  return (
    <form {...form.formProps} className="form" aria-busy={form.submitting}>
      <PersonalCodeField form={form} />
      <EidSubmit form={form} flowError={flowError} submitLabel={submitLabel} />
    </form>
  );
}

export function MobileIdForm({
  flow,
  snapshot,
  flowError,
  submitLabel,
}: FormProps<MobileIdValues> & { flow: EidFormFlow }) {
  const { t } = useLingui();
  const form = useFormFlow<'personalCode' | 'phone', EidFormFlow['name']>(flow.name, {
    params: flow.params,
    initialValues: { personalCode: '', phone: '+370' },
    validate: fieldRules({
      personalCode: (v) => validatePersonalCode(v.personalCode),
      phone: (v) => validatePhone(v.phone),
    }),
    snapshot,
  });
  return (
    <form {...form.formProps} className="form" aria-busy={form.submitting}>
      <PersonalCodeField form={form} />
      <TextField
        label={t`Mobiliojo telefono numeris`}
        hint={t`Pavyzdžiui, +370 612 34567 arba 8 612 34567.`}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={form.values.phone}
        error={
          // A number §5's normalisation cannot read: say which forms it takes.
          form.errorCodeOf('phone') === 'incorrect-data'
            ? t`Neteisingas telefono numerio formatas. Įveskite, pavyzdžiui, +370 612 34567 arba 8 612 34567.`
            : form.errorOf('phone')
        }
        disabled={form.submitting}
        onValueChange={(v) => form.change('phone', v)}
        onBlur={() => {
          // Shows another §5 form as it will be sent (860000666 -> +37060000666); '+370 …' stays as typed.
          const normalized = normalizePhone(form.values.phone);
          if (normalized && normalized !== stripPhoneSpaces(form.values.phone))
            form.change('phone', normalized);
          form.blur('phone');
        }}
      />
      <EidSubmit form={form} flowError={flowError} submitLabel={submitLabel} />
    </form>
  );
}

export function PasswordForm({ snapshot, flowError }: FormProps<PasswordValues>) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const form = useFormFlow<'username' | 'password', 'passwordLogin'>('passwordLogin', {
    params: null,
    initialValues: { username: '', password: '' },
    validate: fieldRules({
      username: (v) => validateLoginUsername(v.username),
      password: (v) => validateLoginPassword(v.password),
    }),
    snapshot,
  });
  return (
    <form {...form.formProps} className="form" aria-busy={form.submitting}>
      <TextField
        label={t`El. paštas arba naudotojo vardas`}
        name="username"
        autoComplete="username"
        value={form.values.username}
        error={form.errorOf('username')}
        disabled={form.submitting}
        onValueChange={(v) => form.change('username', v)}
        onBlur={() => form.blur('username')}
      />
      <TextField
        label={t`Slaptažodis`}
        name="password"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        value={form.values.password}
        error={form.errorOf('password')}
        disabled={form.submitting}
        onValueChange={(v) => form.change('password', v)}
        onBlur={() => form.blur('password')}
        addon={
          <button
            type="button"
            className="field__toggle"
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? t`Slėpti` : t`Rodyti`}
            <span className="visually-hidden">{t` slaptažodį`}</span>
          </button>
        }
      />
      <div className="form__links">
        <Link to="/login/remind-password">
          <Trans>Pamiršote slaptažodį?</Trans>
        </Link>
        <a href="#how-to-login">
          <Trans>Kaip prisijungti?</Trans>
        </a>
      </div>
      {flowError}
      <Button type="submit" loading={form.submitting} className="btn--block">
        <Trans>Prisijungti</Trans>
      </Button>
    </form>
  );
}

export function RemindPasswordForm({ snapshot, flowError, renderError }: FormProps<RemindValues>) {
  const { t } = useLingui();
  const form = useFormFlow<'contact', 'remindPassword'>('remindPassword', {
    params: null,
    initialValues: { contact: '' },
    validate: fieldRules({ contact: (v) => validateRemindText(v.contact) }),
    snapshot,
  });
  return (
    <form {...form.formProps} className="form" aria-busy={form.submitting}>
      <TextField
        label={t`El. paštas arba telefono numeris`}
        hint={t`Nurodykite el. paštą arba telefono numerį, kurį pateikėte sudarydami sutartį.`}
        name="contact"
        autoComplete="email"
        value={form.values.contact}
        error={form.errorOf('contact')}
        disabled={form.submitting}
        onValueChange={(v) => form.change('contact', v)}
        onBlur={() => form.blur('contact')}
      />
      {flowError}
      {form.submitError && renderError ? renderError(form.submitError, form.values) : null}
      <Button type="submit" loading={form.submitting} className="btn--block">
        <Trans>Priminti slaptažodį</Trans>
      </Button>
    </form>
  );
}
