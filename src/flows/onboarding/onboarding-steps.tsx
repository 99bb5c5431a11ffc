import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { OnboardingFacts } from '../../../machines/onboarding/onboarding-types';
import type { SecondPillarMachine } from '../../../machines/onboarding/second-pillar.machine';
import type { ThirdPillarMachine } from '../../../machines/onboarding/third-pillar.machine';
import { portalErrorOf } from '../../api/portal-error-of';
import { Alert } from '../../ui/alert';
import { ClientDataCheck } from '../../kits/wizard/client-data-check';
import { FundChoice } from '../../kits/wizard/fund-choice';
import { TransferBeforeSigning, TransferQuestion } from '../../kits/wizard/transfer-from-provider';
import { PreviewLink } from '../../kits/signing/preview-link';
import type { SignActorRef } from '../../kits/signing/sign-step';
import { PreviewThenSign } from '../../kits/wizard/preview-then-sign';
import {
  AmlRequiredLockout,
  MinorLockout,
  MyContractsLink,
  WizardChoiceForm,
  WizardFrame,
} from '../../kits/wizard/wizard-screens';

/** The events of the fund step both onboarding machines take alike. */
type FundStepEvent =
  | { type: 'fund.select'; fundNr: string }
  | { type: 'provider.select'; providerId: number | null }
  | { type: 'step.next' };

type OnboardingSnapshot = SnapshotFrom<SecondPillarMachine> | SnapshotFrom<ThirdPillarMachine>;

/**
 * An onboarding's page: while its facts load, or when they could not be, only that; else the card with
 * the lockout the `step` names, if any, the wizard's `children` and, on its step, the contact-details
 * check (one step shows at a time).
 */
export function OnboardingPage({
  title,
  snapshot,
  step,
  send,
  children,
}: {
  title: ReactNode;
  snapshot: OnboardingSnapshot;
  step: string | null;
  send: (event: { type: 'load.retry' } | { type: 'step.next' } | { type: 'step.back' }) => void;
  children: ReactNode;
}) {
  const facts = snapshot.context.facts;
  const loading = snapshot.matches('loading');
  const loadFailed = snapshot.matches('loadFailed');
  return (
    <WizardFrame
      title={title}
      loading={loading}
      loadFailed={loadFailed}
      onRetry={() => send({ type: 'load.retry' })}
    >
      {loading || loadFailed ? null : (
        <section className="card">
          <Lockout step={step} />
          {children}
          {step === 'client-data' && facts ? (
            <ClientDataCheck
              contacts={facts.contacts}
              onConfirm={() => send({ type: 'step.next' })}
              onBack={() => send({ type: 'step.back' })}
            />
          ) : null}
        </section>
      )}
    </WizardFrame>
  );
}

/** Why the customer cannot make a contract now (both onboardings), with the way forward; null otherwise. */
function Lockout({ step }: { step: string | null }) {
  const { t } = useLingui();
  switch (step) {
    case 'minor':
      return (
        <MinorLockout title={t`Savitarnoje sutartis gali sudaryti tik pilnamečiai (18 metų ir vyresni).`} />
      );
    case 'phone-required':
      return (
        <>
          <Alert tone="info" title={t`Prieš sudarant sutartį reikia nurodyti telefono numerį.`} />
          <Link className="btn btn--primary" to="/portal/user-information/contacts">
            <Trans>Pridėti telefono numerį</Trans>
          </Link>
        </>
      );
    case 'aml-required':
      return (
        <AmlRequiredLockout
          title={t`Prieš sudarant sutartį reikia užpildyti kliento anketą (užtruks apie 3 minutes).`}
        />
      );
    default:
      return null;
  }
}

/**
 * §8 'Already exists contract in specified fund.' (`alreadyExists` says it for this pillar) and other
 * refusals, explained.
 */
export function ContractRefusal({ error, alreadyExists }: { error: unknown; alreadyExists: string }) {
  const { t } = useLingui();
  if (error === null || error === undefined) return null;
  const kind = portalErrorOf(error)?.kind;
  if (kind === 'contract-already-exists') return <Alert tone="error" title={alreadyExists} />;
  return <Alert tone="error" title={t`Nepavyko. Bandykite dar kartą.`} />;
}

/** The customer already has a contract of this pillar: `children` says so; the way is to their contracts. */
export function AlreadyOnboarded({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <h2>{title}</h2>
      <p>{children}</p>
      <MyContractsLink />
    </>
  );
}

/**
 * The onboardings' fund step: the pillar's funds (`name` is the radio group's), then whether savings come
 * from another company; `afterFund` stands between the two, `children` before the actions.
 */
export function OnboardingFundStep({
  title,
  intro,
  name,
  facts,
  fundNr,
  fundMissing,
  providerId,
  send,
  afterFund,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  name: string;
  facts: OnboardingFacts;
  fundNr: string | null;
  fundMissing: boolean;
  providerId: number | null;
  send: (event: FundStepEvent) => void;
  afterFund?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <WizardChoiceForm onNext={() => send({ type: 'step.next' })}>
      <h2>{title}</h2>
      <p>{intro}</p>
      <FundChoice
        name={name}
        funds={facts.funds}
        selected={fundNr}
        onSelect={(value) => send({ type: 'fund.select', fundNr: value })}
        error={fundMissing && fundNr === null ? t`Pasirinkite pensijų fondą.` : null}
      />
      {afterFund}
      <TransferQuestion
        providers={facts.transferProviders}
        selected={providerId}
        onSelect={(selected) => send({ type: 'provider.select', providerId: selected })}
      />
      {children}
    </WizardChoiceForm>
  );
}

/**
 * The onboardings' sign-agreement step: the contract's PDF prepared, reviewed (`summary` says what is
 * signed, `cancellation` how it can be cancelled) and signed.
 */
export function OnboardingSignAgreement({
  snapshot,
  send,
  pillar,
  provider,
  signTitle,
  alreadyExists,
  previewFailedNote,
  summary,
  cancellation,
}: {
  snapshot: OnboardingSnapshot;
  send: ComponentProps<typeof PreviewThenSign>['send'];
  pillar: 2 | 3;
  /** The company the savings come from, when a transfer was chosen. */
  provider: string | null;
  signTitle: ReactNode;
  /** What the refusal 'contract already exists' means for this pillar. */
  alreadyExists: string;
  previewFailedNote?: ReactNode;
  summary: ReactNode;
  cancellation: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PreviewThenSign
      preparing={snapshot.hasTag('loading')}
      previewFailed={snapshot.matches({ wizard: { signAgreement: 'previewFailed' } })}
      signing={snapshot.matches({ wizard: { signAgreement: 'signing' } })}
      sign={snapshot.children.sign as SignActorRef | undefined}
      preparingLabel={t`Ruošiama sutartis…`}
      previewFailedTitle={t`Nepavyko įkelti sutarties PDF.`}
      previewFailedNote={previewFailedNote}
      signTitle={signTitle}
      send={send}
    >
      <h2>
        <Trans>Peržiūrėkite ir pasirašykite sutartį</Trans>
      </h2>
      {summary}
      <TransferBeforeSigning pillar={pillar} provider={provider} />
      <ContractRefusal error={snapshot.context.error} alreadyExists={alreadyExists} />
      {snapshot.context.preview ? <PreviewLink preview={snapshot.context.preview} /> : null}
      <p>{cancellation}</p>
    </PreviewThenSign>
  );
}
