import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MaxAccumulationMachine } from '../../../machines/applications/max-accumulation.machine';
import {
  CONTRIBUTION_RATE,
  STATE_CONTRIBUTION_RATE,
  STATE_INCENTIVE_EUR_PER_YEAR,
} from '../../domain/constants';
import { formatMoney, formatPercent } from '../../domain/format';
import { ContractChoice, FormCard, FormPage, signedFormScreen } from './application-form-parts';

export type MaxAccumulationActorRef = ActorRefFrom<MaxAccumulationMachine>;

/** §2 Applications screen `max-accumulations`: apply to accumulate the maximum (§3 AccumulateMaximum). */
export function MaxAccumulationView({ actor }: { actor: MaxAccumulationActorRef }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'lt';
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const title = <Trans>Maksimalus kaupimas</Trans>;
  const own = formatPercent(CONTRIBUTION_RATE * 100, locale);
  const fromState = formatPercent(STATE_CONTRIBUTION_RATE * 100, locale);
  const incentive = formatMoney(STATE_INCENTIVE_EUR_PER_YEAR, locale);

  const shared = signedFormScreen(state, {
    title,
    send,
    nothing:
      state.matches('notAvailable') &&
      ((state.context.facts?.alreadyMax.length ?? 0) > 0 ? (
        <Trans>
          Jūs jau kaupiate maksimaliai: {own} nuo darbo užmokesčio ir {fromState} iš valstybės biudžeto.
        </Trans>
      ) : (
        <Trans>
          Maksimalus kaupimas taikomas II pakopos sutartims. Jūs neturite galiojančios II pakopos sutarties.
        </Trans>
      )),
    signTitle: <Trans>Pasirašykite prašymą kaupti maksimaliai</Trans>,
    submitted: () => (
      <Trans>
        Prašymas kaupti maksimaliai pagal sutartį{' '}
        <span className="nowrap">{state.context.contractNumber}</span> pateiktas.
      </Trans>
    ),
  });
  if (shared) return shared;

  return (
    <FormPage title={title}>
      <p>
        <Trans>
          Kaupiant maksimaliai, į II pakopos pensijų fondą mokama {own} nuo jūsų darbo užmokesčio ir{' '}
          {fromState} nuo vidutinio darbo užmokesčio iš valstybės biudžeto (valstybės skatinamoji įmoka – apie{' '}
          {incentive} per metus). Pakeitimas įsigalioja nuo kito mėnesio, kai prašymas patvirtinamas.
        </Trans>
      </p>
      <FormCard onSubmit={() => send({ type: 'form.submit' })} submit={<Trans>Pateikti prašymą</Trans>}>
        <ContractChoice
          name="maxAccumulationContract"
          contracts={state.context.facts?.contracts ?? []}
          selected={state.context.contractNumber}
          onSelect={(contractNumber) => send({ type: 'max.contract', contractNumber })}
          error={state.context.contractMissing ? t`Pasirinkite sutartį` : null}
        />
      </FormCard>
    </FormPage>
  );
}
