import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  periodOf,
  registeredOf,
  vacationAllowance,
  type VacationMachine,
} from '../../../machines/applications/vacation.machine';
import { formatDate } from '../../domain/format';
import { HOLIDAY_MAX_MONTHS } from '../../domain/constants';
import { holidaySpan } from '../../domain/applications-holiday';
import { Alert } from '../../ui/alert';
import { TextWithContractNumbers } from '../../ui/contract-numbers';
import { TextField } from '../../ui/text-field';
import { validationMessage } from '../../kits/forms/use-form';
import {
  ApplicationReview,
  ContractChoice,
  FormCard,
  FormPage,
  signedFormScreen,
} from './application-form-parts';

export type VacationActorRef = ActorRefFrom<VacationMachine>;

const STATUS_LABEL = {
  registered: <Trans>užregistruotos</Trans>,
  processing: <Trans>vykdomos</Trans>,
  approved: <Trans>patvirtintos</Trans>,
} as const;

/** §2 Applications screen `vacation`: the contribution holiday form (§5, §9), signing and the result. */
export function VacationView({ actor }: { actor: VacationActorRef }) {
  const { t, i18n } = useLingui();
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const { context } = state;
  const title = <Trans>Įmokų atostogos</Trans>;

  const shared = signedFormScreen(state, {
    title,
    send,
    nothing: state.matches('noContract') && (
      <Trans>
        Neturite galiojančios pensijų kaupimo sutarties, kuriai būtų galima paprašyti įmokų atostogų.
      </Trans>
    ),
    signTitle: <Trans>Pasirašykite prašymą dėl įmokų atostogų</Trans>,
    submitted: () => (
      <Trans>
        Prašymas dėl {context.months} mėn. įmokų atostogų nuo {formatDate(context.start)} pateiktas.
      </Trans>
    ),
  });
  if (shared) return shared;
  if (state.matches('reviewing')) {
    const contract = context.facts?.contracts.find((item) => item.contractNumber === context.contractNumber);
    const span = holidaySpan(periodOf(context));
    return (
      <FormPage title={title}>
        <ApplicationReview
          rows={[
            [
              <Trans key="l">Sutartis</Trans>,
              contract ? (
                <TextWithContractNumbers text={`${contract.contractNumber}, ${contract.fundName}`} />
              ) : (
                ''
              ),
            ],
            [<Trans key="l">Atostogų pradžia</Trans>, formatDate(span.start)],
            [<Trans key="l">Paskutinė atostogų diena</Trans>, formatDate(span.end)],
            [<Trans key="l">Trukmė</Trans>, <Trans key="v">{context.months} mėn.</Trans>],
          ]}
          preview={context.preview}
          onSign={() => send({ type: 'sign.begin' })}
          onEdit={() => send({ type: 'application.edit' })}
        >
          <p>
            <Trans>Atostogų metu įmokos į pensijų fondą nemokamos.</Trans>
          </p>
        </ApplicationReview>
      </FormPage>
    );
  }

  const allowance = vacationAllowance(context);
  const registered = registeredOf(context);
  const refusal =
    context.refusal === 'application-already-open'
      ? t`Šiai sutarčiai jau pateiktas prašymas dėl įmokų atostogų. Naujo prašymo pateikti negalima, kol jis nebus išnagrinėtas.`
      : context.refusal
        ? validationMessage(context.refusal, i18n.locale)
        : null;
  const onContract = context.refusal === 'required';
  const onStart = context.refusal === 'invalid-date' || context.refusal === 'vacation-too-late';
  const onMonths =
    context.refusal === 'wrong-number-format' ||
    context.refusal === 'vacation-period-too-short' ||
    context.refusal === 'vacation-too-long';
  const monthOptions = Array.from({ length: HOLIDAY_MAX_MONTHS }, (_, index) => index + 1);
  return (
    <FormPage title={title}>
      <p>
        <Trans>
          Įmokų atostogos – laikotarpis, kai įmokos į pensijų fondą nemokamos. Atostogos skaičiuojamos visais
          mėnesiais: ne trumpiau kaip 1 mėnuo, iš viso ne daugiau kaip 12 mėnesių, įskaitant jau
          užregistruotas atostogas. Prašymą reikia pateikti ne vėliau kaip likus 30 dienų iki atostogų
          pradžios.
        </Trans>
      </p>
      <FormCard onSubmit={() => send({ type: 'form.submit' })} submit={<Trans>Pateikti prašymą</Trans>}>
        <ContractChoice
          name="vacationContract"
          contracts={context.facts?.contracts ?? []}
          selected={context.contractNumber}
          onSelect={(contractNumber) => send({ type: 'vacation.contract', contractNumber })}
          error={onContract ? t`Pasirinkite sutartį` : null}
        />
        {context.contractNumber ? (
          <dl className="details" aria-label={t`Atostogų likutis`}>
            <dt>
              <Trans>Dar galite paprašyti</Trans>
            </dt>
            <dd data-testid="vacation-months-left">
              <Trans>{allowance.monthsLeft} mėn.</Trans>
            </dd>
            <dt>
              <Trans>Anksčiausia pradžia</Trans>
            </dt>
            <dd data-testid="vacation-earliest-start">{formatDate(allowance.earliestStart)}</dd>
          </dl>
        ) : null}
        {registered.length > 0 ? (
          <section aria-labelledby="vacation-registered-title">
            <h2 id="vacation-registered-title">
              <Trans>Jūsų įmokų atostogos</Trans>
            </h2>
            <ul className="list">
              {registered.map((item) => (
                <li key={`${item.start}-${item.end}`}>
                  <Trans>
                    {formatDate(item.start)} – {formatDate(item.end)} ({STATUS_LABEL[item.status]})
                  </Trans>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <TextField
          label={t`Atostogų pradžia`}
          type="date"
          name="vacationStart"
          value={context.start}
          min={allowance.earliestStart}
          hint={t`Ne anksčiau kaip ${formatDate(allowance.earliestStart)}`}
          onValueChange={(value) => send({ type: 'vacation.start', value })}
          error={onStart && refusal ? refusal : undefined}
        />
        <div className={['field', onMonths ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
          <label className="field__label" htmlFor="vacation-months">
            <Trans>Trukmė (mėnesiais)</Trans>
          </label>
          <div className="field__row">
            <select
              id="vacation-months"
              name="vacationMonths"
              className="field__input"
              value={context.months}
              aria-invalid={onMonths || undefined}
              aria-describedby={onMonths ? 'vacation-months-error' : undefined}
              onChange={(event) => send({ type: 'vacation.months', value: event.target.value })}
            >
              <option value="">{t`Pasirinkite`}</option>
              {monthOptions.map((months) => (
                <option key={months} value={String(months)}>
                  {months}
                </option>
              ))}
            </select>
          </div>
          {onMonths && refusal ? (
            <p className="field__error" id="vacation-months-error">
              {refusal}
            </p>
          ) : null}
        </div>
        {refusal && !onContract && !onStart && !onMonths ? <Alert tone="error" title={refusal} /> : null}
      </FormCard>
    </FormPage>
  );
}
