import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useSearch } from '@tanstack/react-router';
import type { LoadResult } from '../../app/data-cache';
import { validatePasswordConfirmation, validateNewPassword } from '../../domain/password';
import { validatePersonalCodeTail } from '../../domain/personal-code';
import { PasswordChecklist } from '../../kits/forms/password-checklist';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { fieldRules, useFormFlow } from '../../kits/forms/use-form';
import { SubmitErrorAlert } from '../../kits/forms/submit-error-alert';

type Field = 'tail' | 'password' | 'confirmation';

const route = getRouteApi('/password-reset');
const afterReminderRoute = getRouteApi('/slaptazodzio-keitimas-po-priminimo');

/** /password-reset */
export function PasswordResetPage() {
  return <PasswordReset link={route.useLoaderData()} />;
}

/** /slaptazodzio-keitimas-po-priminimo, the reminder e-mail's Lithuanian address of the same form. */
export function PasswordResetAfterReminderPage() {
  return <PasswordReset link={afterReminderRoute.useLoaderData()} />;
}

/** Reset after the reminder link: the last 4 digits of the personal code and a new password (§5). */
function PasswordReset({ link }: { link: LoadResult<{ valid: boolean }> }) {
  const { t } = useLingui();
  const { hash = '' }: { hash?: string | undefined } = useSearch({ strict: false });
  const form = useFormFlow<Field, 'passwordReset'>('passwordReset', {
    params: { hash },
    initialValues: { tail: '', password: '', confirmation: '' },
    validate: fieldRules({
      tail: (v) => validatePersonalCodeTail(v.tail),
      password: (v) => validateNewPassword(v.password),
      confirmation: (v) => validatePasswordConfirmation(v.password, v.confirmation),
    }),
  });
  // The route's loader checked the link (ValidateChangePasswordToken) before this screen rendered.
  if (!link.data?.valid) {
    return (
      <div className="page page--narrow">
        <h1>
          <Trans>Naujo slaptažodžio kūrimas</Trans>
        </h1>
        <section className="card" role="alert">
          <p>
            <Trans>
              Slaptažodžio keitimo nuoroda nebegalioja arba jau buvo panaudota. Paprašykite naujos nuorodos.
            </Trans>
          </p>
          <Link className="btn btn--primary" to="/login/remind-password">
            <Trans>Priminti slaptažodį</Trans>
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Naujo slaptažodžio kūrimas</Trans>
      </h1>
      <section className="card">
        <form {...form.formProps} className="form">
          <TextField
            label={t`Paskutiniai 4 asmens kodo skaitmenys`}
            name="tail"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={form.values.tail}
            error={form.errorOf('tail')}
            onValueChange={(v) => form.change('tail', v.replace(/\D/g, '').slice(0, 4))}
            onBlur={() => form.blur('tail')}
          />
          <TextField
            label={t`Naujas slaptažodis`}
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.values.password}
            error={form.errorOf('password')}
            hint={t`Bent 7 simboliai: didžioji ir mažoji raidė bei skaitmuo arba specialusis simbolis.`}
            onValueChange={(v) => form.change('password', v)}
            onBlur={() => form.blur('password')}
          />
          <PasswordChecklist password={form.values.password} />
          <TextField
            label={t`Pakartokite naują slaptažodį`}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            value={form.values.confirmation}
            error={form.errorOf('confirmation')}
            onValueChange={(v) => form.change('confirmation', v)}
            onBlur={() => form.blur('confirmation')}
          />
          <SubmitErrorAlert error={form.submitError} />
          <Button type="submit" loading={form.submitting}>
            <Trans>Išsaugoti slaptažodį</Trans>
          </Button>
        </form>
      </section>
    </div>
  );
}
