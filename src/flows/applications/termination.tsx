import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { chosenLoss, type TerminationMachine } from '../../../machines/applications/termination.machine';
import { isAlreadyOpen } from '../../../machines/applications/application-form-types';
import { formatMoney, formatPercent } from '../../domain/format';
import { TERMINATION_PAUSE_SECONDS, type TerminationLoss } from '../../domain/termination';
import { Alert } from '../../ui/alert';
import { TextWithContractNumbers } from '../../ui/contract-numbers';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useNow } from '../../ui/use-now';
import {
  ApplicationReview,
  ContractChoice,
  FormCard,
  FormPage,
  signedFormScreen,
} from './application-form-parts';

export type TerminationActorRef = ActorRefFrom<TerminationMachine>;

/** What terminating the chosen contract loses (§9), said before anything is signed. */
export function TerminationLossList({ loss }: { loss: TerminationLoss }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'lt';
  const money = (value: number) => formatMoney(value, locale);
  return (
    <ul className="list">
      {loss.stateIncentiveEurPerYear !== null ? (
        <li>
          <Trans>
            Nebegausite valstybės skatinamosios įmokos (1,5 % nuo vidutinio darbo užmokesčio, apie{' '}
            {money(loss.stateIncentiveEurPerYear)} per metus), o jūsų 3 % įmoka nebebus kaupiama pensijai.
          </Trans>
        </li>
      ) : null}
      {loss.withdrawalFeeRate !== null && loss.withdrawalFeeEur !== null && loss.withdrawalFeeRate > 0 ? (
        <li>
          <Trans>
            Išmokant lėšas bus taikomas {formatPercent(loss.withdrawalFeeRate * 100, locale)} lėšų išmokėjimo
            mokestis, nes nuo paskutinio išmokėjimo nepraėjo 2 metai: apie {money(loss.withdrawalFeeEur)}.
          </Trans>
        </li>
      ) : null}
      {loss.taxReliefEurPerYear !== null && loss.taxReliefContributionsEurPerYear !== null ? (
        <li>
          <Trans>
            Nebegalėsite susigrąžinti gyventojų pajamų mokesčio: iki {money(loss.taxReliefEurPerYear)} per
            metus nuo įmokų iki {money(loss.taxReliefContributionsEurPerYear)}.
          </Trans>
        </li>
      ) : null}
    </ul>
  );
}

/** What is good to know but is no loss: how long the termination takes, and a withdrawal fee not applied. */
export function TerminationFacts({ loss }: { loss: TerminationLoss }) {
  const { min, max } = loss.workingDays;
  return (
    <p>
      {min === max ? (
        <Trans>Sutartis nutraukiama per {min} darbo dieną.</Trans>
      ) : (
        <Trans>
          Sutartis nutraukiama per {min}–{max} darbo dienas.
        </Trans>
      )}
      {loss.withdrawalFeeRate === 0 ? (
        <>
          {' '}
          <Trans>Lėšų išmokėjimo mokestis netaikomas (per pastaruosius 2 metus lėšų neišmokėjote).</Trans>
        </>
      ) : null}
    </p>
  );
}

/** The pause-and-think modal (§2): a countdown the customer cannot skip, then the confirmation. */
function PauseModal({ actor, loss }: { actor: TerminationActorRef; loss: TerminationLoss }) {
  const { t } = useLingui();
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  // The machine holds the pause; the view only counts down from when the modal opened.
  const [openedAt] = useState(() => Date.now());
  const now = useNow(1000, !confirming);
  const secondsLeft = Math.max(1, TERMINATION_PAUSE_SECONDS - Math.floor((now - openedAt) / 1000));
  return (
    <Modal
      open
      alert
      title={t`Pagalvokite dar kartą`}
      onClose={() => actor.send({ type: 'termination.keep' })}
      closeLabel={t`Palikti sutartį`}
    >
      <p>
        <Trans>Nutraukę sutartį prarasite:</Trans>
      </p>
      <TerminationLossList loss={loss} />
      <TerminationFacts loss={loss} />
      {confirming ? (
        <p>
          <Trans>Ar tikrai norite nutraukti sutartį?</Trans>
        </p>
      ) : (
        <p role="timer" aria-live="off">
          <Trans>Patvirtinti galėsite po {secondsLeft} s.</Trans>
        </p>
      )}
      <div className="actions">
        <Button onClick={() => actor.send({ type: 'termination.keep' })}>
          <Trans>Palikti sutartį</Trans>
        </Button>
        {confirming ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'termination.confirm' })}>
            <Trans>Taip, nutraukti sutartį</Trans>
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}

/** §2 Applications screen `termination`: what is lost, the pause to think, signing, the result. */
export function TerminationView({ actor }: { actor: TerminationActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const title = <Trans>Sutarties nutraukimas</Trans>;
  const shared = signedFormScreen(state, {
    title,
    send,
    nothing: state.matches('noContract') && (
      <Trans>Neturite galiojančios pensijų kaupimo sutarties, kurią būtų galima nutraukti.</Trans>
    ),
    signTitle: <Trans>Pasirašykite prašymą nutraukti sutartį</Trans>,
    submitted: () => (
      <Trans>
        Prašymas nutraukti sutartį <span className="nowrap">{state.context.contractNumber}</span> pateiktas.
      </Trans>
    ),
  });
  if (shared) return shared;
  if (state.matches('reviewing')) {
    const chosen = chosenLoss(state.context);
    return (
      <FormPage title={title}>
        <ApplicationReview
          rows={[
            [
              <Trans key="l">Nutraukiama sutartis</Trans>,
              chosen ? (
                <TextWithContractNumbers
                  text={`${chosen.contract.contractNumber}, ${chosen.contract.fundName}`}
                />
              ) : (
                ''
              ),
            ],
          ]}
          preview={state.context.preview}
          onSign={() => send({ type: 'sign.begin' })}
          onEdit={() => send({ type: 'application.edit' })}
        >
          {chosen ? (
            <>
              <p>
                <Trans>Nutraukę sutartį prarasite:</Trans>
              </p>
              <TerminationLossList loss={chosen.loss} />
              <TerminationFacts loss={chosen.loss} />
            </>
          ) : null}
        </ApplicationReview>
      </FormPage>
    );
  }

  const chosen = chosenLoss(state.context);
  return (
    <FormPage title={title}>
      <FormCard
        onSubmit={() => send({ type: 'termination.request' })}
        submit={<Trans>Nutraukti sutartį</Trans>}
      >
        <ContractChoice
          name="terminationContract"
          contracts={state.context.facts?.contracts ?? []}
          selected={state.context.contractNumber}
          onSelect={(contractNumber) => send({ type: 'termination.contract', contractNumber })}
          error={state.context.contractMissing ? t`Pasirinkite sutartį` : null}
        />
        {chosen ? (
          <Alert tone="warning" title={t`Ką prarasite nutraukę sutartį`}>
            <TerminationLossList loss={chosen.loss} />
          </Alert>
        ) : null}
        {chosen ? <TerminationFacts loss={chosen.loss} /> : null}
        {isAlreadyOpen(state.context.error) ? (
          <Alert
            tone="error"
            title={t`Šiai sutarčiai jau pateiktas prašymas ją nutraukti. Naujo prašymo pateikti negalima, kol jis nebus išnagrinėtas.`}
          />
        ) : null}
      </FormCard>
      {chosen && (state.matches('pausing') || state.matches('confirming')) ? (
        <PauseModal actor={actor} loss={chosen.loss} />
      ) : null}
    </FormPage>
  );
}
