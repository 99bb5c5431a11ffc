import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { LoginAttemptError } from '../src/app/auth-outcome';
import { validateLoginPassword, validateLoginUsername } from '../src/domain/login';
import { validatePersonalCode } from '../src/domain/personal-code';
import { validatePhone } from '../src/domain/phone';
import { validateRemindText } from '../src/domain/remind';
import { Alert } from '../src/ui/alert';
import { useLoginErrorMessage } from '../src/kits/eid/login-error-message';
import {
  MobileIdForm,
  PasswordForm,
  RemindPasswordForm,
  SmartIdForm,
  type MobileIdValues,
  type PasswordValues,
  type RemindValues,
  type SmartIdValues,
} from '../src/kits/eid/eid-forms';
import { RemindErrorAlert } from '../src/flows/login/remind-error-alert';
import type { LoginErrorCode } from '../machines/auth/auth-types';
import type { FormErrors } from '../machines/forms/form.machine';
import { formSnapshot } from './support/fakes';
import { withProviders, withStoryRouter } from './support/story-router';

/**
 * The login forms on their own, each restored at a form-machine state through the `snapshot` prop
 * (`formMachine.resolveState`), with the app's flows over a frozen session and services: submitting
 * never resolves, so every story stays where it starts.
 */
const withCard: Decorator = (Story) => (
  <div className="page page--narrow login">
    <section className="card login__card">
      <Story />
    </section>
  </div>
);

const meta = {
  title: 'Login/Forms',
  decorators: [withCard, withProviders(), withStoryRouter('/login/smart-id')],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The forms' flows over a frozen session: a submission stays pending.
const smartIdFlow = { name: 'eidLogin', params: { provider: 'pension_smart_id' } } as const;
const mobileIdFlow = { name: 'eidLogin', params: { provider: 'pension_mobile_id' } } as const;
const VALID_CODE = '38501010002';

function LoginErrorAlert({ code }: { code: LoginErrorCode }) {
  const messageFor = useLoginErrorMessage();
  return <Alert tone="error" title={messageFor(code)} />;
}

// The forms' own rules (src/kits/eid/eid-forms.tsx), which the restored context must carry.
const smartIdRules = (v: SmartIdValues): FormErrors<keyof SmartIdValues> => {
  const code = validatePersonalCode(v.personalCode);
  return code ? { personalCode: code } : {};
};
const mobileIdRules = (v: MobileIdValues): FormErrors<keyof MobileIdValues> => {
  const errors: FormErrors<keyof MobileIdValues> = {};
  const code = validatePersonalCode(v.personalCode);
  if (code) errors.personalCode = code;
  const phone = validatePhone(v.phone, { required: true });
  if (phone) errors.phone = phone;
  return errors;
};
const passwordRules = (v: PasswordValues): FormErrors<keyof PasswordValues> => {
  const errors: FormErrors<keyof PasswordValues> = {};
  const username = validateLoginUsername(v.username);
  if (username) errors.username = username;
  const password = validateLoginPassword(v.password);
  if (password) errors.password = password;
  return errors;
};
const remindRules = (v: RemindValues): FormErrors<keyof RemindValues> => {
  const code = validateRemindText(v.contact);
  return code ? { contact: code } : {};
};

const smartId = { initialValues: { personalCode: '' }, validate: smartIdRules };
const mobileId = { initialValues: { personalCode: '', phone: '+370' }, validate: mobileIdRules };
const password = { initialValues: { username: '', password: '' }, validate: passwordRules };
const remind = { initialValues: { contact: '' }, validate: remindRules };

// ---- Smart-ID ------------------------------------------------------------------------------

export const SmartIdPristine: Story = {
  name: 'Smart-ID – pristine',
  render: () => <SmartIdForm flow={smartIdFlow} />,
};

export const SmartIdInvalidAfterSubmit: Story = {
  name: 'Smart-ID – errors visible after a submit attempt',
  render: () => (
    <SmartIdForm
      flow={smartIdFlow}
      snapshot={formSnapshot({
        ...smartId,
        value: { editing: 'invalid' },
        values: { personalCode: '3850101' },
        submitAttempted: true,
      })}
    />
  ),
};

export const SmartIdSubmitting: Story = {
  name: 'Smart-ID – submitting (loader)',
  render: () => (
    <SmartIdForm
      flow={smartIdFlow}
      snapshot={formSnapshot({ ...smartId, value: 'submitting', values: { personalCode: VALID_CODE } })}
    />
  ),
};

export const SmartIdFlowError: Story = {
  name: 'Smart-ID – flow error (cancelled)',
  render: () => (
    <SmartIdForm
      flow={smartIdFlow}
      flowError={<LoginErrorAlert code="user_cancelled" />}
      snapshot={formSnapshot({
        ...smartId,
        value: { editing: 'valid' },
        values: { personalCode: VALID_CODE },
        submitAttempted: true,
        submitError: new LoginAttemptError({ code: 'user_cancelled', provider: 'smart_id' }),
      })}
    />
  ),
};

// ---- Mobile-ID -----------------------------------------------------------------------------

export const MobileIdPristine: Story = {
  name: 'Mobile-ID – pristine',
  render: () => <MobileIdForm flow={mobileIdFlow} />,
};

export const MobileIdPhoneTouched: Story = {
  name: 'Mobile-ID – phone left invalid (error after blur)',
  render: () => (
    <MobileIdForm
      flow={mobileIdFlow}
      snapshot={formSnapshot({
        ...mobileId,
        value: { editing: 'invalid' },
        values: { personalCode: VALID_CODE, phone: '+370 612' },
        touched: { personalCode: true, phone: true },
      })}
    />
  ),
};

export const MobileIdInvalidAfterSubmit: Story = {
  name: 'Mobile-ID – errors visible after a submit attempt',
  render: () => (
    <MobileIdForm
      flow={mobileIdFlow}
      snapshot={formSnapshot({ ...mobileId, value: { editing: 'invalid' }, submitAttempted: true })}
    />
  ),
};

export const MobileIdSubmitting: Story = {
  name: 'Mobile-ID – submitting (loader)',
  render: () => (
    <MobileIdForm
      flow={mobileIdFlow}
      snapshot={formSnapshot({
        ...mobileId,
        value: 'submitting',
        values: { personalCode: VALID_CODE, phone: '+370 6123 4567' },
      })}
    />
  ),
};

export const MobileIdFlowError: Story = {
  name: 'Mobile-ID – flow error (phone unreachable)',
  render: () => (
    <MobileIdForm
      flow={mobileIdFlow}
      flowError={<LoginErrorAlert code="phone_absent" />}
      snapshot={formSnapshot({
        ...mobileId,
        value: { editing: 'valid' },
        values: { personalCode: VALID_CODE, phone: '+370 6123 4567' },
        submitAttempted: true,
      })}
    />
  ),
};

// ---- Password ------------------------------------------------------------------------------

export const PasswordPristine: Story = {
  name: 'Password – pristine',
  render: () => <PasswordForm />,
};

export const PasswordInvalidAfterSubmit: Story = {
  name: 'Password – errors visible after a submit attempt',
  render: () => (
    <PasswordForm
      snapshot={formSnapshot({
        ...password,
        value: { editing: 'invalid' },
        values: { username: 'ab' },
        submitAttempted: true,
      })}
    />
  ),
};

export const PasswordSubmitting: Story = {
  name: 'Password – submitting (loader)',
  render: () => (
    <PasswordForm
      snapshot={formSnapshot({
        ...password,
        value: 'submitting',
        values: { username: 'vardas@pastas.lt', password: 'Slaptazodis1' },
      })}
    />
  ),
};

export const PasswordFlowError: Story = {
  name: 'Password – flow error (wrong credentials)',
  render: () => (
    <PasswordForm
      flowError={<LoginErrorAlert code="invalid_grant" />}
      snapshot={formSnapshot({
        ...password,
        value: { editing: 'valid' },
        values: { username: 'vardas@pastas.lt', password: 'Neteisingas1' },
        submitAttempted: true,
      })}
    />
  ),
};

// ---- Remind password -----------------------------------------------------------------------

function RemindError({ error, entered }: { error: unknown; entered: RemindValues }) {
  return <RemindErrorAlert error={error} entered={entered} />;
}

export const RemindPristine: Story = {
  name: 'Remind password – pristine',
  render: () => <RemindPasswordForm renderError={(e, v) => <RemindError error={e} entered={v} />} />,
};

export const RemindInvalidAfterSubmit: Story = {
  name: 'Remind password – errors visible after a submit attempt',
  render: () => (
    <RemindPasswordForm
      snapshot={formSnapshot({
        ...remind,
        value: { editing: 'invalid' },
        values: { contact: 'vardas@' },
        submitAttempted: true,
      })}
    />
  ),
};

export const RemindSubmitting: Story = {
  name: 'Remind password – submitting (loader)',
  render: () => (
    <RemindPasswordForm
      snapshot={formSnapshot({ ...remind, value: 'submitting', values: { contact: 'vardas@pastas.lt' } })}
    />
  ),
};

export const RemindPhoneDuplicated: Story = {
  name: 'Remind password – request failed (phone shared by several accounts)',
  render: () => (
    <RemindPasswordForm
      renderError={(e, v) => <RemindError error={e} entered={v} />}
      snapshot={formSnapshot({
        ...remind,
        value: { editing: 'valid' },
        values: { contact: '+37061234567' },
        submitAttempted: true,
        submitError: { kind: 'phone-duplicated' },
      })}
    />
  ),
};

export const RemindFailed: Story = {
  name: 'Remind password – request failed (generic)',
  render: () => (
    <RemindPasswordForm
      renderError={(e, v) => <RemindError error={e} entered={v} />}
      snapshot={formSnapshot({
        ...remind,
        value: { editing: 'valid' },
        values: { contact: 'vardas@pastas.lt' },
        submitAttempted: true,
        submitError: new Error('request failed'),
      })}
    />
  ),
};
