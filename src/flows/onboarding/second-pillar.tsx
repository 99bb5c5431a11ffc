import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SecondPillarMachine } from '../../../machines/onboarding/second-pillar.machine';
import { PILLAR_2_CANCELLATION_DAYS } from '../../domain/constants';
import { Button } from '../../ui/button';
import { TransferAfterSigning, transferProviderName } from '../../kits/wizard/transfer-from-provider';
import { stepOf } from '../../kits/wizard/step-of';
import { ActionsWithBack, MyContractsLink } from '../../kits/wizard/wizard-screens';
import {
  AlreadyOnboarded,
  OnboardingFundStep,
  OnboardingPage,
  OnboardingSignAgreement,
} from './onboarding-steps';

export type SecondPillarActorRef = ActorRefFrom<SecondPillarMachine>;

/** The pillar II onboarding wizard: what it shows follows the machine's `step:` tag. */
export function SecondPillarView({ actor }: { actor: SecondPillarActorRef }) {
  const state = useSelector(actor, (s) => s);
  const step = stepOf(state.tags as ReadonlySet<string>);
  const { facts, fundNr, fundMissing, transferFromProviderId } = state.context;
  const chosen = facts?.funds.find((fund) => fund.fundNr === fundNr) ?? null;
  const provider = transferProviderName(facts?.transferProviders, transferFromProviderId);
  const send = actor.send;
  const title = <Trans>II pakopos pensijų kaupimo sutartis</Trans>;

  return (
    <OnboardingPage title={title} snapshot={state} step={step} send={send}>
      {step === 'already-onboarded' ? (
        <AlreadyOnboarded title={<Trans>Jūs jau kaupiate II pakopoje</Trans>}>
          <Trans>
            Jūs jau turite II pakopos pensijų kaupimo sutartį. Naujos sudaryti nereikia – jei norite, galite
            pakeisti fondą.
          </Trans>
        </AlreadyOnboarded>
      ) : null}
      {step === 'choose-second-pillar-fund' && facts ? (
        <OnboardingFundStep
          title={<Trans>Pasirinkite pensijų fondą</Trans>}
          intro={
            <Trans>
              Į II pakopą mokama 3 % nuo jūsų darbo užmokesčio ir 1,5 % nuo vidutinio darbo užmokesčio iš
              valstybės biudžeto. Siūlome jūsų amžiaus grupės fondą.
            </Trans>
          }
          name="secondPillarFund"
          facts={facts}
          fundNr={fundNr}
          fundMissing={fundMissing}
          providerId={transferFromProviderId}
          send={send}
        />
      ) : null}
      {step === 'payments-stopped' ? (
        <>
          <h2>
            <Trans>Įmokos sustabdytos</Trans>
          </h2>
          <p>
            <Trans>
              Jūsų ankstesnės II pakopos sutarties įmokos buvo sustabdytos. Pasirašius naują sutartį, įmokos į
              pensijų fondą vėl bus mokamos.
            </Trans>
          </p>
          <ActionsWithBack onBack={() => send({ type: 'step.back' })}>
            <Button onClick={() => send({ type: 'step.next' })}>
              <Trans>Toliau</Trans>
            </Button>
          </ActionsWithBack>
        </>
      ) : null}
      {step === 'sign-agreement' ? (
        <SignAgreement actor={actor} fundName={chosen?.name ?? ''} provider={provider} />
      ) : null}
      {step === 'success-second-pillar' ? (
        <div role="status">
          <h2>
            <Trans>Sutartis pasirašyta</Trans>
          </h2>
          <p>
            <Trans>
              Jūsų II pakopos sutartis <span className="nowrap">{state.context.contractNumber}</span>{' '}
              pasirašyta. Ji perduodama registruoti „Sodrai“. Sutartį galite atšaukti per{' '}
              {PILLAR_2_CANCELLATION_DAYS} dienų nuo pasirašymo.
            </Trans>
          </p>
          <TransferAfterSigning pillar={2} provider={provider} effectiveDate={state.context.effectiveDate} />
          <MyContractsLink />
        </div>
      ) : null}
    </OnboardingPage>
  );
}

function SignAgreement({
  actor,
  fundName,
  provider,
}: {
  actor: SecondPillarActorRef;
  fundName: string;
  provider: string | null;
}) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  return (
    <OnboardingSignAgreement
      snapshot={snapshot}
      send={actor.send}
      pillar={2}
      provider={provider}
      signTitle={<Trans>Pasirašykite II pakopos sutartį</Trans>}
      alreadyExists={t`Jūs jau turite sutartį šioje pakopoje arba šiame fonde. Naujos sutarties sudaryti nereikia – fondą galite pakeisti sutarčių apžvalgoje.`}
      summary={
        <p>
          <Trans>Fondas: {fundName}</Trans>
        </p>
      }
      cancellation={
        <Trans>Pasirašę sutartį, galėsite ją atšaukti per {PILLAR_2_CANCELLATION_DAYS} dienų.</Trans>
      }
    />
  );
}
