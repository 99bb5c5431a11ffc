import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { validatePasswordChange } from '../../../domain/password';
import { PasswordChecklist } from '../../forms/password-checklist';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { SubmitErrorAlert } from '../../forms/submit-error-alert';
import { useForm } from '../../forms/use-form';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Password change in the portal (§5 password rules; §8 invalid-old-pass and passwords-should-differ). */
export function PasswordChangePage() {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const form = useForm<Field>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = validatePasswordChange(values);
      const shown: Partial<Record<Field, string>> = {};
      for (const field of ['oldPassword', 'newPassword', 'confirmPassword'] as const) {
        const code = errors[field];
        if (code) shown[field] = code;
      }
      if (!values.oldPassword) shown.oldPassword = 'required';
      return shown;
    },
    submit: async (values, signal) => {
      await router.options.context.api.call('Authentication.ResetPassword', {
        body: {
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmPassword,
        },
        signal,
        suppress5xx: true,
      });
      await navigate({ to: '/portal/password-change/success' });
    },
  });
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Slaptažodžio keitimas</Trans>
      </h1>
      <section className="card">
        <form {...form.formProps} className="form">
          <TextField
            label={t`Dabartinis slaptažodis`}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            value={form.values.oldPassword}
            error={form.errorOf('oldPassword')}
            disabled={form.submitting}
            onValueChange={(v) => form.change('oldPassword', v)}
            onBlur={() => form.blur('oldPassword')}
          />
          <TextField
            label={t`Naujas slaptažodis`}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint={t`Bent 7 simboliai: didžioji ir mažoji raidė bei skaitmuo arba specialusis simbolis.`}
            value={form.values.newPassword}
            error={form.errorOf('newPassword')}
            disabled={form.submitting}
            onValueChange={(v) => form.change('newPassword', v)}
            onBlur={() => form.blur('newPassword')}
          />
          <PasswordChecklist password={form.values.newPassword} />
          <TextField
            label={t`Pakartokite naują slaptažodį`}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            error={form.errorOf('confirmPassword')}
            disabled={form.submitting}
            onValueChange={(v) => form.change('confirmPassword', v)}
            onBlur={() => form.blur('confirmPassword')}
          />
          <SubmitErrorAlert error={form.submitError} />
          <div className="actions">
            <Button type="submit" loading={form.submitting}>
              <Trans>Pakeisti slaptažodį</Trans>
            </Button>
            <Link className="btn btn--secondary" to="/portal/dashboard">
              <Trans>Atšaukti</Trans>
            </Link>
          </div>
        </form>
      </section>
    </div>
  );
}

export function PasswordChangeSuccessPage() {
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Slaptažodis pakeistas</Trans>
      </h1>
      <section className="card" role="status">
        <p>
          <Trans>Kitą kartą prisijungdami naudokite naująjį slaptažodį.</Trans>
        </p>
        <Link className="btn btn--primary" to="/portal/dashboard">
          <Trans>Į pradžią</Trans>
        </Link>
      </section>
    </div>
  );
}
