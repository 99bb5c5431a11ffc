import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { GDPR_AGREEMENT_TYPE_NUMBERS, type GdprAgreementTypeNumber } from '../../domain/gdpr';
import { validateAtLeastOneChecked, validateGdprChoice } from '../../domain/choices';
import { Alert } from '../../ui/alert';
import { fieldRules, useFormFlow, type FormBinding } from '../../kits/forms/use-form';
import { SaveWithError } from '../../kits/forms/save-with-error';
import { ChoiceFieldset } from '../../kits/forms/choice-fieldset';
import { readLinkHash } from './link-hash';
import { InvalidLink } from './link-problem';

/** The e-mail link's hash and agreement type, read from the router's location. */
function useLinkParams() {
  const location = useLocation();
  const search = location.searchStr;
  const hash = readLinkHash({ search, hash: location.hash });
  const typeParam = Number(new URLSearchParams(search).get('type') ?? '1');
  return { hash, typeParam };
}

/**
 * An e-mail link's one-question page: a broken link says so, a saved answer thanks, and otherwise the
 * question (children) with its Save button.
 */
function LinkAnswerPage({
  title,
  hash,
  form,
  saved,
  children,
}: {
  title: ReactNode;
  hash: string;
  form: Pick<FormBinding, 'formProps' | 'submitted' | 'submitting' | 'submitError'>;
  saved: string;
  children: ReactNode;
}) {
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <section className="card">
        {!hash ? (
          <InvalidLink />
        ) : form.submitted ? (
          <Alert tone="success" title={saved} />
        ) : (
          <form {...form.formProps} className="form">
            {children}
            <SaveWithError error={form.submitError} busy={form.submitting}>
              <Trans>Išsaugoti</Trans>
            </SaveWithError>
          </form>
        )}
      </section>
    </div>
  );
}

/** /external-gdpr-modification and legacy /patvirtinimas: a marketing-consent answer from an e-mail link. */
export function ExternalGdprPage() {
  const { t } = useLingui();
  const { hash, typeParam } = useLinkParams();
  const gdprAgreementType: GdprAgreementTypeNumber =
    GDPR_AGREEMENT_TYPE_NUMBERS.find((type) => type === typeParam) ?? 1;
  const errorId = useId();
  const form = useFormFlow<'answer', 'gdprAnswer'>('gdprAnswer', {
    params: { hash, gdprAgreementType },
    initialValues: { answer: '' },
    validate: fieldRules({
      answer: (v) =>
        validateGdprChoice(v.answer === 'yes' ? 'accepted' : v.answer === 'no' ? 'declined' : 'not-selected'),
    }),
  });
  const error = form.errorOf('answer');
  return (
    <LinkAnswerPage
      title={<Trans>Sutikimas dėl duomenų tvarkymo</Trans>}
      hash={hash}
      form={form}
      saved={t`Ačiū, jūsų pasirinkimą išsaugojome.`}
    >
      <ChoiceFieldset
        legend={<Trans>Ar sutinkate gauti pasiūlymus ir naujienas apie pensijų kaupimą?</Trans>}
        error={error}
        errorId={errorId}
      >
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="choice">
            <input
              type="radio"
              name="answer"
              value={answer}
              checked={form.values.answer === answer}
              onChange={() => form.change('answer', answer)}
              onBlur={() => form.blur('answer')}
            />
            {answer === 'yes' ? t`Sutinku` : t`Nesutinku`}
          </label>
        ))}
      </ChoiceFieldset>
    </LinkAnswerPage>
  );
}

type Channel = 'sms' | 'email' | 'mail';

/** /external-advertising-send-mode-modification: how the customer wants to receive notices. */
export function ExternalAdvertisingPage() {
  const { t } = useLingui();
  const { hash } = useLinkParams();
  const errorId = useId();
  const form = useFormFlow<Channel, 'noticeChannels'>('noticeChannels', {
    params: { hash },
    initialValues: { sms: 'false', email: 'true', mail: 'false' },
    validate: fieldRules<Channel>({
      sms: (v) => validateAtLeastOneChecked([v.sms === 'true', v.email === 'true', v.mail === 'true']),
    }),
  });
  const error = form.errorOf('sms');
  const labels: Record<Channel, string> = { email: t`El. paštu`, sms: t`SMS žinute`, mail: t`Paštu` };
  return (
    <LinkAnswerPage
      title={<Trans>Pranešimų gavimo būdas</Trans>}
      hash={hash}
      form={form}
      saved={t`Ačiū, nustatymus išsaugojome.`}
    >
      <ChoiceFieldset legend={<Trans>Kaip norite gauti pranešimus?</Trans>} error={error} errorId={errorId}>
        {(['email', 'sms', 'mail'] as const).map((channel) => (
          <label key={channel} className="choice">
            <input
              type="checkbox"
              name={channel}
              checked={form.values[channel] === 'true'}
              onChange={(event) => {
                form.change(channel, event.target.checked ? 'true' : 'false');
                form.blur('sms');
              }}
            />
            {labels[channel]}
          </label>
        ))}
      </ChoiceFieldset>
    </LinkAnswerPage>
  );
}
