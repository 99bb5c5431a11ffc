import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useFormFlow } from '../../kits/forms/use-form';
import { SubmitErrorAlert } from '../../kits/forms/submit-error-alert';
import { readLinkHash } from './link-hash';
import { InvalidLink } from './link-problem';

/** Legacy /isejimas-is-bendroves: a potential customer declines further contact via an e-mail hash link. */
export function PotentialCustomerExitPage() {
  const { t } = useLingui();
  const location = useLocation();
  const hash = readLinkHash({ search: location.searchStr, hash: location.hash });
  const form = useFormFlow<'confirm', 'potentialCustomerExit'>('potentialCustomerExit', {
    initialValues: { confirm: 'yes' },
    validate: () => ({}),
    params: { hash },
  });
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Atsisakymas tapti klientu</Trans>
      </h1>
      <section className="card">
        {!hash ? (
          <InvalidLink />
        ) : form.submitted ? (
          <Alert tone="success" title={t`Jūsų pageidavimą įvykdėme: daugiau jums nerašysime.`} />
        ) : (
          <form {...form.formProps} className="form">
            <p>
              <Trans>
                Patvirtinkite, kad nebenorite tapti mūsų klientu ir gauti su tuo susijusių laiškų. Jūsų
                kontaktus ištrinsime.
              </Trans>
            </p>
            <SubmitErrorAlert error={form.submitError} />
            <Button type="submit" loading={form.submitting}>
              <Trans>Patvirtinti</Trans>
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
