import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  currentLimitOf,
  type LimitIncreaseMachine,
} from '../../../machines/applications/limit-increase.machine';
import { LIMIT_INCREASE_THRESHOLD_EUR_PER_YEAR } from '../../domain/constants';
import { formatDateTime, formatMoney } from '../../domain/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { validationMessage } from '../../kits/forms/use-form';
import {
  ContractChoice,
  FormCard,
  FormPage,
  NothingToApplyFor,
  SharedFormScreen,
  type SharedScreen,
} from './application-form-parts';

export type LimitIncreaseActorRef = ActorRefFrom<LimitIncreaseMachine>;

/** The limit increase (§5, §9; legacy /imoku-limitas after login): amount, questionnaire, result. */
export function LimitIncreaseView({ actor }: { actor: LimitIncreaseActorRef }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'lt';
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const { context } = state;
  const threshold = formatMoney(LIMIT_INCREASE_THRESHOLD_EUR_PER_YEAR, locale);
  const refusal = context.refusal ? validationMessage(context.refusal, i18n.locale) : null;
  const title = <Trans>Įmokų limito didinimas</Trans>;
  const documentTypes = [
    { value: 'IdCard', label: t`Asmens tapatybės kortelė` },
    { value: 'LithuanianPassport', label: t`Lietuvos Respublikos pasas` },
    { value: 'ResidencePermit', label: t`Leidimas gyventi` },
  ];

  // Checking the document and submitting keep their own screens (their button shows the wait).
  const shared: SharedScreen | null = state.matches('loading')
    ? 'loading'
    : state.matches('loadFailed')
      ? 'loadFailed'
      : state.matches('submitFailed')
        ? 'submitFailed'
        : null;
  if (shared) return <SharedFormScreen screen={shared} title={title} send={send} />;
  if (state.matches('noContract'))
    return (
      <NothingToApplyFor title={title}>
        <Trans>
          Įmokų limitas taikomas III pakopos sutartims. Jūs neturite galiojančios III pakopos sutarties.
        </Trans>
      </NothingToApplyFor>
    );
  if (state.matches('success') && context.result)
    return (
      <FormPage title={title}>
        <section className="card" role="status">
          <h2>
            {currentLimitOf(context) === null ? (
              <Trans>Limitas nustatytas</Trans>
            ) : (
              <Trans>Limitas padidintas</Trans>
            )}
          </h2>
          <p>
            <Trans>
              Sutarties <span className="nowrap">{context.result.contractNumber}</span> metinis įmokų limitas
              dabar {formatMoney(context.result.yearlyLimitEur, locale)}.
            </Trans>
          </p>
          <Link className="btn btn--primary" to="/portal/contracts-overview">
            <Trans>Mano sutartys</Trans>
          </Link>
        </section>
      </FormPage>
    );
  if (state.matches('locked'))
    return (
      <FormPage title={title}>
        <Alert tone="error" title={t`Asmens dokumento tikrinimas laikinai užblokuotas`}>
          <p>
            {context.lockedUntil ? (
              <Trans>
                Per daug kartų nurodėte negaliojantį dokumentą. Bandykite vėl po{' '}
                {formatDateTime(context.lockedUntil)}.
              </Trans>
            ) : (
              <Trans>Per daug kartų nurodėte negaliojantį dokumentą. Bandykite vėliau.</Trans>
            )}
          </p>
        </Alert>
        <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
          <Trans>Atgal</Trans>
        </Button>
      </FormPage>
    );

  if (state.matches('optional'))
    return (
      <FormPage title={title}>
        <section className="card">
          <h2>
            <Trans>Anketa neprivaloma</Trans>
          </h2>
          <p>
            <Trans>
              Kai per metus įmokate iki {threshold}, kliento anketą pildyti neprivaloma. Galite ją užpildyti
              dabar arba praleisti.
            </Trans>
          </p>
          <div className="actions">
            <Button onClick={() => send({ type: 'limit.skip' })}>
              <Trans>Praleisti ir padidinti limitą</Trans>
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'limit.fill' })}>
              <Trans>Pildyti anketą</Trans>
            </Button>
            <Button variant="link" onClick={() => send({ type: 'step.back' })}>
              <Trans>Atgal</Trans>
            </Button>
          </div>
        </section>
      </FormPage>
    );

  if (state.matches('document') || state.matches('checking')) {
    const checking = state.matches('checking');
    const onNumber = context.refusal === 'required' || context.refusal === 'incorrect-data';
    const numberEmpty = context.document.documentNumber.trim() === '';
    return (
      <FormPage title={title}>
        <FormCard onSubmit={() => send({ type: 'form.submit' })}>
          <h2>
            <Trans>Kliento anketa: asmens tapatybės dokumentas</Trans>
          </h2>
          <p>
            <Trans>
              Kai per metus įmokate daugiau nei {threshold}, anketa privaloma: nurodykite asmens tapatybės
              dokumento numerį ir galiojimo datą.
            </Trans>
          </p>
          {context.error ? (
            <Alert tone="error" title={t`Nepavyko patikrinti dokumento. Bandykite dar kartą.`} />
          ) : null}
          <div className="field">
            <label className="field__label" htmlFor="limit-document-type">
              <Trans>Dokumento rūšis</Trans>
            </label>
            <div className="field__row">
              <select
                id="limit-document-type"
                className="field__input"
                value={context.document.documentType}
                onChange={(event) => send({ type: 'document.type', value: event.target.value })}
              >
                {documentTypes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <TextField
            label={t`Dokumento numeris`}
            name="documentNumber"
            autoComplete="off"
            value={context.document.documentNumber}
            onValueChange={(value) => send({ type: 'document.number', value })}
            error={
              onNumber && (numberEmpty || context.refusal === 'incorrect-data')
                ? (refusal ?? undefined)
                : undefined
            }
          />
          <TextField
            label={t`Galioja iki`}
            name="documentExpiry"
            type="date"
            value={context.document.expiryDate}
            onValueChange={(value) => send({ type: 'document.expiry', value })}
            error={
              (context.refusal === 'required' && !numberEmpty) ||
              context.refusal === 'invalid-date' ||
              context.refusal === 'document-expired'
                ? (refusal ?? undefined)
                : undefined
            }
          />
          <div className="actions">
            <Button type="submit" loading={checking} loadingLabel={t`Tikrinama…`}>
              <Trans>Patvirtinti ir padidinti limitą</Trans>
            </Button>
            <Button variant="secondary" disabled={checking} onClick={() => send({ type: 'step.back' })}>
              <Trans>Atgal</Trans>
            </Button>
          </div>
        </FormCard>
        <Modal
          open={state.matches({ document: 'invalid' })}
          title={t`Negaliojantis dokumentas`}
          onClose={() => send({ type: 'modal.close' })}
          closeLabel={t`Uždaryti`}
        >
          <p>
            <Trans>
              Nurodytas asmens tapatybės dokumentas negalioja. Patikrinkite dokumento numerį arba nurodykite
              kitą galiojantį dokumentą.
            </Trans>
          </p>
          <Button onClick={() => send({ type: 'modal.close' })}>
            <Trans>Taisyti duomenis</Trans>
          </Button>
        </Modal>
      </FormPage>
    );
  }

  const submitting = state.matches('submitting');
  return (
    <FormPage title={title}>
      <p>
        <Trans>
          Nurodykite, kiek per metus ketinate įmokėti į III pakopos pensijų fondą. Iki {threshold} per metus
          kliento anketą pildyti neprivaloma; didesnei sumai anketa privaloma.
        </Trans>
      </p>
      <FormCard
        onSubmit={() => send({ type: 'form.submit' })}
        submit={<Trans>Toliau</Trans>}
        submitting={submitting}
        submittingLabel={t`Siunčiama…`}
      >
        <ContractChoice
          name="limitContract"
          contracts={context.facts?.contracts ?? []}
          selected={context.contractNumber}
          onSelect={(contractNumber) => send({ type: 'limit.contract', contractNumber })}
          detail={(contract) =>
            contract.yearlyLimitEur !== null ? (
              <>
                {' '}
                – <Trans>dabartinis limitas {formatMoney(contract.yearlyLimitEur, locale)}</Trans>
              </>
            ) : null
          }
        />
        <TextField
          label={t`Metinė įmokų suma (EUR)`}
          name="yearlyAmount"
          inputMode="decimal"
          value={context.amount}
          onValueChange={(value) => send({ type: 'limit.amount', value })}
          error={refusal ?? undefined}
        />
      </FormCard>
    </FormPage>
  );
}
