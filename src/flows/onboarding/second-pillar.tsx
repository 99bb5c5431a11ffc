import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SecondPillarMachine } from '../../../machines/onboarding/second-pillar.machine';
import { PILLAR_2_CANCELLATION_DAYS } from '../../domain/constants';
import { config } from '../../app/config';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { pressThenFocusProblem } from '../../ui/focus-problem';
import { FundChoice } from '../../kits/wizard/fund-choice';
import {
  TransferAfterSigning,
  TransferBeforeSigning,
  TransferQuestion,
  transferProviderName,
} from '../../kits/wizard/transfer-from-provider';
import { stepOf } from '../../kits/wizard/step-of';
import { PreviewLink } from '../../kits/signing/preview-link';
import { SignStep, type SignActorRef } from '../../kits/signing/sign-step';
import { portalErrorOf } from '../../api/portal-error-of';
import { ClientDataCheck } from '../../kits/wizard/client-data-check';

export type SecondPillarActorRef = ActorRefFrom<SecondPillarMachine>;

/** §8 'Already exists contract in specified fund.' and other refusals, explained. */
function WizardError({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (error === null || error === undefined) return null;
  const kind = portalErrorOf(error)?.kind;
  if (kind === 'contract-already-exists')
    return (
      <Alert
        tone="error"
        title={t`Jūs jau turite sutartį šioje pakopoje arba šiame fonde. Naujos sutarties sudaryti nereikia – fondą galite pakeisti sutarčių apžvalgoje.`}
      />
    );
  return <Alert tone="error" title={t`Nepavyko. Bandykite dar kartą.`} />;
}

export function Lockout({ step }: { step: string }) {
  const { t } = useLingui();
  switch (step) {
    case 'minor':
      return (
        <>
          <Alert
            tone="info"
            title={t`Savitarnoje sutartis gali sudaryti tik pilnamečiai (18 metų ir vyresni).`}
          >
            <p>
              <Trans>Kreipkitės į klientų aptarnavimo centrą tel. {config.supportPhone}.</Trans>
            </p>
          </Alert>
          <Link className="btn btn--secondary" to="/portal/dashboard">
            <Trans>Į pradžią</Trans>
          </Link>
        </>
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
        <>
          <Alert
            tone="info"
            title={t`Prieš sudarant sutartį reikia užpildyti kliento anketą (užtruks apie 3 minutes).`}
          />
          <Link className="btn btn--primary" to="/portal/aml">
            <Trans>Pildyti anketą</Trans>
          </Link>
        </>
      );
    default:
      return null;
  }
}

/** The pillar II onboarding wizard: what it shows follows the machine's `step:` tag. */
export function SecondPillarView({ actor }: { actor: SecondPillarActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const step = stepOf(state.tags as ReadonlySet<string>);
  const { facts, fundNr, fundMissing, transferFromProviderId, error } = state.context;
  const chosen = facts?.funds.find((fund) => fund.fundNr === fundNr) ?? null;
  const provider = transferProviderName(facts?.transferProviders, transferFromProviderId);
  const send = actor.send;

  if (state.matches('loading'))
    return (
      <div className="page page--narrow">
        <h1>
          <Trans>II pakopos pensijų kaupimo sutartis</Trans>
        </h1>
        <div role="status">
          <Spinner label={t`Įkeliama…`} />
        </div>
      </div>
    );
  if (state.matches('loadFailed'))
    return (
      <div className="page page--narrow">
        <h1>
          <Trans>II pakopos pensijų kaupimo sutartis</Trans>
        </h1>
        <Alert tone="error" title={t`Nepavyko įkelti duomenų`}>
          <p>
            <Trans>Patikrinkite interneto ryšį ir bandykite dar kartą.</Trans>
          </p>
        </Alert>
        <Button onClick={() => send({ type: 'load.retry' })}>
          <Trans>Bandyti dar kartą</Trans>
        </Button>
      </div>
    );

  return (
    <div className="page page--narrow">
      <h1>
        <Trans>II pakopos pensijų kaupimo sutartis</Trans>
      </h1>
      <section className="card">
        {step === 'minor' || step === 'phone-required' || step === 'aml-required' ? (
          <Lockout step={step} />
        ) : null}
        {step === 'already-onboarded' ? (
          <>
            <h2>
              <Trans>Jūs jau kaupiate II pakopoje</Trans>
            </h2>
            <p>
              <Trans>
                Jūs jau turite II pakopos pensijų kaupimo sutartį. Naujos sudaryti nereikia – jei norite,
                galite pakeisti fondą.
              </Trans>
            </p>
            <Link className="btn btn--primary" to="/portal/contracts-overview">
              <Trans>Mano sutartys</Trans>
            </Link>
          </>
        ) : null}
        {step === 'choose-second-pillar-fund' && facts ? (
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              pressThenFocusProblem(event.currentTarget, () => send({ type: 'step.next' }));
            }}
          >
            <h2>
              <Trans>Pasirinkite pensijų fondą</Trans>
            </h2>
            <p>
              <Trans>
                Į II pakopą mokama 3 % nuo jūsų darbo užmokesčio ir 1,5 % nuo vidutinio darbo užmokesčio iš
                valstybės biudžeto. Siūlome jūsų amžiaus grupės fondą.
              </Trans>
            </p>
            <FundChoice
              name="secondPillarFund"
              funds={facts.funds}
              selected={fundNr}
              onSelect={(value) => send({ type: 'fund.select', fundNr: value })}
              error={fundMissing && fundNr === null ? t`Pasirinkite pensijų fondą.` : null}
            />
            <TransferQuestion
              providers={facts.transferProviders}
              selected={transferFromProviderId}
              onSelect={(providerId) => send({ type: 'provider.select', providerId })}
            />
            <div className="actions">
              <Button type="submit">
                <Trans>Toliau</Trans>
              </Button>
              <Link className="btn btn--secondary" to="/portal/dashboard">
                <Trans>Atšaukti</Trans>
              </Link>
            </div>
          </form>
        ) : null}
        {step === 'payments-stopped' ? (
          <>
            <h2>
              <Trans>Įmokos sustabdytos</Trans>
            </h2>
            <p>
              <Trans>
                Jūsų ankstesnės II pakopos sutarties įmokos buvo sustabdytos. Pasirašius naują sutartį, įmokos
                į pensijų fondą vėl bus mokamos.
              </Trans>
            </p>
            <div className="actions">
              <Button onClick={() => send({ type: 'step.next' })}>
                <Trans>Toliau</Trans>
              </Button>
              <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
                <Trans>Atgal</Trans>
              </Button>
            </div>
          </>
        ) : null}
        {step === 'client-data' && facts ? (
          <ClientDataCheck
            contacts={facts.contacts}
            onConfirm={() => send({ type: 'step.next' })}
            onBack={() => send({ type: 'step.back' })}
          />
        ) : null}
        {step === 'sign-agreement' ? (
          <SignAgreement actor={actor} fundName={chosen?.name ?? ''} provider={provider} error={error} />
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
            <TransferAfterSigning
              pillar={2}
              provider={provider}
              effectiveDate={state.context.effectiveDate}
            />
            <Link className="btn btn--primary" to="/portal/contracts-overview">
              <Trans>Mano sutartys</Trans>
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function SignAgreement({
  actor,
  fundName,
  provider,
  error,
}: {
  actor: SecondPillarActorRef;
  fundName: string;
  /** The company the savings come from, when a transfer was chosen. */
  provider: string | null;
  error: unknown;
}) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const sign = state.children.sign as SignActorRef | undefined;
  if (state.hasTag('loading'))
    return (
      <div role="status">
        <Spinner label={t`Ruošiama sutartis…`} />
      </div>
    );
  if (state.matches({ wizard: { signAgreement: 'previewFailed' } }))
    return (
      <>
        <Alert tone="error" title={t`Nepavyko įkelti sutarties PDF.`} />
        <div className="actions">
          <Button onClick={() => send({ type: 'preview.retry' })}>
            <Trans>Bandyti dar kartą</Trans>
          </Button>
          <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
            <Trans>Atgal</Trans>
          </Button>
        </div>
      </>
    );
  if (state.matches({ wizard: { signAgreement: 'signing' } }) && sign)
    return (
      <SignStep
        actor={sign}
        title={<Trans>Pasirašykite II pakopos sutartį</Trans>}
        onBack={() => send({ type: 'sign.back' })}
      />
    );
  return (
    <>
      <h2>
        <Trans>Peržiūrėkite ir pasirašykite sutartį</Trans>
      </h2>
      <p>
        <Trans>Fondas: {fundName}</Trans>
      </p>
      <TransferBeforeSigning pillar={2} provider={provider} />
      <WizardError error={error} />
      {state.context.preview ? <PreviewLink preview={state.context.preview} /> : null}
      <p>
        <Trans>Pasirašę sutartį, galėsite ją atšaukti per {PILLAR_2_CANCELLATION_DAYS} dienų.</Trans>
      </p>
      <div className="actions">
        <Button onClick={() => send({ type: 'sign.begin' })}>
          <Trans>Pasirašyti</Trans>
        </Button>
        <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
          <Trans>Atgal</Trans>
        </Button>
      </div>
    </>
  );
}
