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
import { Button } from '../../ui/button';
import {
  ContractChoice,
  FormPage,
  LoadFailed,
  Loading,
  NothingToApplyFor,
  SubmitFailed,
  Submitted,
} from './application-form-parts';
import { SignStep, type SignActorRef } from '../../kits/signing/sign-step';

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

  if (state.hasTag('loading'))
    return (
      <FormPage title={title}>
        <Loading />
      </FormPage>
    );
  if (state.matches('loadFailed'))
    return (
      <FormPage title={title}>
        <LoadFailed onRetry={() => send({ type: 'load.retry' })} />
      </FormPage>
    );
  if (state.matches('notAvailable'))
    return (
      <FormPage title={title}>
        {(state.context.facts?.alreadyMax.length ?? 0) > 0 ? (
          <NothingToApplyFor>
            <Trans>
              Jūs jau kaupiate maksimaliai: {own} nuo darbo užmokesčio ir {fromState} iš valstybės biudžeto.
            </Trans>
          </NothingToApplyFor>
        ) : (
          <NothingToApplyFor>
            <Trans>
              Maksimalus kaupimas taikomas II pakopos sutartims. Jūs neturite galiojančios II pakopos
              sutarties.
            </Trans>
          </NothingToApplyFor>
        )}
      </FormPage>
    );
  if (state.matches('signing'))
    return (
      <FormPage title={title}>
        <section className="card">
          <SignStep
            actor={state.children.sign as SignActorRef | undefined}
            title={<Trans>Pasirašykite prašymą kaupti maksimaliai</Trans>}
            onBack={() => send({ type: 'application.edit' })}
          />
        </section>
      </FormPage>
    );
  if (state.matches('submitFailed'))
    return (
      <FormPage title={title}>
        <SubmitFailed
          onEdit={() => send({ type: 'application.edit' })}
          onRetry={() => send({ type: 'application.retry' })}
        />
      </FormPage>
    );
  if (state.matches('success'))
    return (
      <FormPage title={title}>
        <Submitted>
          <p>
            <Trans>
              Prašymas kaupti maksimaliai pagal sutartį{' '}
              <span className="nowrap">{state.context.contractNumber}</span> pateiktas.
            </Trans>
          </p>
        </Submitted>
      </FormPage>
    );

  return (
    <FormPage title={title}>
      <p>
        <Trans>
          Kaupiant maksimaliai, į II pakopos pensijų fondą mokama {own} nuo jūsų darbo užmokesčio ir{' '}
          {fromState} nuo vidutinio darbo užmokesčio iš valstybės biudžeto (valstybės skatinamoji įmoka – apie{' '}
          {incentive} per metus). Pakeitimas įsigalioja nuo kito mėnesio, kai prašymas patvirtinamas.
        </Trans>
      </p>
      <form
        className="form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <ContractChoice
          name="maxAccumulationContract"
          contracts={state.context.facts?.contracts ?? []}
          selected={state.context.contractNumber}
          onSelect={(contractNumber) => send({ type: 'max.contract', contractNumber })}
          error={state.context.contractMissing ? t`Pasirinkite sutartį` : null}
        />
        <div className="actions">
          <Button type="submit">
            <Trans>Pateikti prašymą</Trans>
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
