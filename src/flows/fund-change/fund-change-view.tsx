import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AmlMachine } from '../../../machines/aml/aml.machine';
import {
  changeableContracts,
  chosenContract,
  costsOf,
  type FundChangeMachine,
} from '../../../machines/fund-change/fund-change.machine';
import { fundChangeStepOf, type AmlSnapshot } from '../../../machines/fund-change/fund-change.selectors';
import type { FundChangeContract } from '../../../machines/fund-change/fund-change-types';
import { portalErrorOf } from '../../api/portal-error-of';
import { FIRST_E_INVOICE_DAYS } from '../../domain/constants';
import { formatDate, formatMoney, formatPercent, type PortalLocale } from '../../domain/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { AmlView } from '../../kits/aml/aml-view';
import { FundChoice } from '../../kits/wizard/fund-choice';
import type { SignActorRef } from '../../kits/signing/sign-step';
import { PreviewLink } from '../../kits/signing/preview-link';
import { ClientDataCheck } from '../../kits/wizard/client-data-check';
import { PreviewThenSign } from '../../kits/wizard/preview-then-sign';
import {
  AmlRequiredLockout,
  HomeLink,
  MinorLockout,
  MyContractsLink,
  WizardChoiceForm,
  WizardFrame,
} from '../../kits/wizard/wizard-screens';

export type FundChangeActorRef = ActorRefFrom<FundChangeMachine>;
type AmlActorRef = ActorRefFrom<AmlMachine>;

const noSubscription = () => () => undefined;

/** The AML child's snapshot, live (the parent's snapshot does not change while the child moves). */
export function useAmlChild(actor: FundChangeActorRef): {
  child: AmlActorRef | undefined;
  snapshot: AmlSnapshot | undefined;
} {
  const child = useSelector(actor, (s) => s.children.aml as AmlActorRef | undefined);
  const snapshot = useSyncExternalStore(
    child
      ? (onChange: () => void) => {
          const subscription = child.subscribe(onChange);
          return () => subscription.unsubscribe();
        }
      : noSubscription,
    () => child?.getSnapshot(),
  );
  return { child, snapshot };
}

/** The step on screen (a route segment), following the wizard and, in the AML steps, its AML child. */
export function useFundChangeStep(actor: FundChangeActorRef): string | null {
  const { snapshot: aml } = useAmlChild(actor);
  const state = useSelector(actor, (s) => s);
  return fundChangeStepOf(state, aml);
}

function useLocale(): PortalLocale {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? 'en' : 'lt';
}

/** The pillar's name. */
function PillarName({ pillar }: { pillar: 2 | 3 }) {
  return pillar === 2 ? <Trans>II pakopa</Trans> : <Trans>III pakopa</Trans>;
}

/** §9 costs and the §1 working day of the change on screen. */
function Costs({ actor }: { actor: FundChangeActorRef }) {
  const locale = useLocale();
  const context = useSelector(actor, (s) => s.context);
  const costs = costsOf(context);
  if (!costs) return null;
  const date = formatDate(costs.effectiveDate);
  const fee = costs.withdrawalFee;
  const start = costs.startFee;
  return (
    <section className="panel" aria-labelledby="fund-change-costs">
      <h3 id="fund-change-costs">
        <Trans>Ką kainuoja ir kada įsigalios</Trans>
      </h3>
      <dl className="details">
        <dt>
          <Trans>Pakeitimas įsigalios</Trans>
        </dt>
        <dd>
          <span className="nowrap">{date}</span>{' '}
          <span className="muted">
            <Trans>(darbo diena; III pakopoje – per 8, II pakopoje – per 9 darbo dienas)</Trans>
          </span>
        </dd>
        {fee ? (
          <>
            <dt>
              <Trans>Išstojimo mokestis</Trans>
            </dt>
            <dd>
              {fee.rate > 0 ? (
                <Trans>
                  {formatPercent(fee.rate * 100, locale)} – apie {formatMoney(fee.amountEur, locale)}: nuo
                  paskutinio lėšų išėmimo ({formatDate(fee.lastWithdrawal ?? '')}) dar nepraėjo 2 metai.
                </Trans>
              ) : (
                <Trans>Netaikomas (0 %): per pastaruosius 2 metus lėšų neišėmėte.</Trans>
              )}
            </dd>
            <dt>
              <Trans>Pradinis mokestis naujame fonde</Trans>
            </dt>
            <dd>
              {start && start.applies ? (
                <Trans>
                  Nuo {formatMoney(start.minEur, locale)} iki {formatMoney(start.capEur, locale)} per
                  pirmuosius {start.months} mėn. Jo netaikome, kai perkeliama daugiau nei 2 000 € iš
                  sutarties, sudarytos prieš 12 mėn. ar anksčiau.
                </Trans>
              ) : (
                <Trans>
                  Netaikomas: perkeliama daugiau nei 2 000 € iš sutarties, sudarytos prieš 12 mėn. ar
                  anksčiau.
                </Trans>
              )}
            </dd>
          </>
        ) : (
          <>
            <dt>
              <Trans>Mokesčiai už keitimą</Trans>
            </dt>
            <dd>
              <Trans>
                II pakopos fondą pakeisti nieko nekainuoja; taikomi naujo fondo valdymo mokesčiai.
              </Trans>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function ContractLabel({ contract }: { contract: FundChangeContract }) {
  const locale = useLocale();
  return (
    <>
      <strong>
        <PillarName pillar={contract.pillar} /> ·{' '}
        <Trans>
          Sutartis Nr. <span className="nowrap">{contract.contractNumber}</span>
        </Trans>
      </strong>
      <br />
      <span className="muted">
        <Trans>
          Dabar: {contract.fundName}, vertė {formatMoney(contract.contractValue, locale)}
        </Trans>
      </span>
    </>
  );
}

function Start({ actor }: { actor: FundChangeActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const { facts, contractNr, fundNr, error, choiceMissing } = state.context;
  if (!facts) return null;
  const changeable = changeableContracts(facts);
  const pending = facts.contracts.filter((c) => c.pendingChange !== null);
  const contract = chosenContract(state.context);
  const funds = contract ? facts.funds[contract.pillar].filter((f) => f.fundNr !== contract.fundNr) : [];
  return (
    <WizardChoiceForm onNext={() => actor.send({ type: 'step.next' })}>
      <h2>
        <Trans>Pasirinkite sutartį ir naują fondą</Trans>
      </h2>
      {error ? <Alert tone="error" title={t`Nepavyko. Bandykite dar kartą.`} /> : null}
      {pending.map((c) => (
        <p key={c.contractNumber} className="alert alert--info" role="note">
          <Trans>
            Sutarties Nr. <span className="nowrap">{c.contractNumber}</span> fondo keitimas jau pateiktas: į
            fondą „{c.pendingChange?.fundName}“ nuo{' '}
            <span className="nowrap">{formatDate(c.pendingChange?.effectiveDate ?? '')}</span>.
          </Trans>
        </p>
      ))}
      <fieldset
        className="fieldset"
        aria-describedby={choiceMissing && !contract ? 'fund-change-contract-error' : undefined}
      >
        <legend>
          <Trans>Sutartis</Trans>
        </legend>
        {choiceMissing && !contract ? (
          <p className="field__error" id="fund-change-contract-error">
            <Trans>Pasirinkite sutartį, kurios fondą keičiate.</Trans>
          </p>
        ) : null}
        {changeable.map((c) => (
          <label key={c.contractNumber} className="choice">
            <input
              type="radio"
              name="fundChangeContract"
              value={c.contractNumber}
              checked={contractNr === c.contractNumber}
              onChange={() => actor.send({ type: 'contract.select', contractNr: c.contractNumber })}
            />{' '}
            <span>
              <ContractLabel contract={c} />
            </span>
          </label>
        ))}
      </fieldset>
      {contract ? (
        <>
          <p className="muted">
            <Trans>
              Galite rinktis tik tos pačios pakopos fondą: iš II pakopos į III pakopą pereiti negalima.
            </Trans>
          </p>
          <FundChoice
            name="fundChangeFund"
            funds={funds}
            selected={fundNr}
            onSelect={(value) => actor.send({ type: 'fund.select', fundNr: value })}
            error={choiceMissing && fundNr === null ? t`Pasirinkite naują fondą.` : null}
          />
        </>
      ) : null}
      <Costs actor={actor} />
    </WizardChoiceForm>
  );
}

function ClientData({ actor }: { actor: FundChangeActorRef }) {
  const facts = useSelector(actor, (s) => s.context.facts);
  if (!facts) return null;
  return (
    <ClientDataCheck
      contacts={facts.contacts}
      onConfirm={() => actor.send({ type: 'step.next' })}
      onBack={() => actor.send({ type: 'step.back' })}
    />
  );
}

/** The contract whose fund changes and the fund it changes to, as chosen so far. */
function useChosenChange(actor: FundChangeActorRef) {
  const context = useSelector(actor, (s) => s.context);
  const contract = chosenContract(context);
  const fund = contract
    ? context.facts?.funds[contract.pillar].find((f) => f.fundNr === context.fundNr)
    : undefined;
  return { context, contract, fund };
}

/** What is signed: from which fund to which, in one line. */
function ChangeSummary({ actor }: { actor: FundChangeActorRef }) {
  const { contract, fund } = useChosenChange(actor);
  if (!contract || !fund) return null;
  return (
    <p>
      <Trans>
        Sutartis Nr. <span className="nowrap">{contract.contractNumber}</span>: iš fondo „{contract.fundName}“
        į fondą „{fund.name}“.
      </Trans>
    </p>
  );
}

function Preview({ actor }: { actor: FundChangeActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const { error, acceptanceMissing } = state.context;
  return (
    <PreviewThenSign
      preparing={state.hasTag('loading')}
      previewFailed={state.matches({ wizard: { preview: 'previewFailed' } })}
      signing={state.matches({ wizard: { preview: 'signing' } })}
      sign={state.children.sign as SignActorRef | undefined}
      preparingLabel={t`Ruošiamas prašymas…`}
      previewFailedTitle={t`Nepavyko įkelti prašymo PDF.`}
      signTitle={<Trans>Pasirašykite fondo keitimo prašymą</Trans>}
      signSummary={<ChangeSummary actor={actor} />}
      send={send}
      checkBeforeSigning
    >
      <h2>
        <Trans>Peržiūrėkite ir pasirašykite prašymą</Trans>
      </h2>
      <ChangeSummary actor={actor} />
      {error ? (
        <Alert
          tone="error"
          title={
            portalErrorOf(error)?.kind === 'contract-already-exists'
              ? t`Ši sutartis jau kaupia šiame fonde. Pasirinkite kitą fondą.`
              : t`Nepavyko. Bandykite dar kartą.`
          }
        />
      ) : null}
      {state.context.preview ? (
        <PreviewLink label={<Trans>Peržiūrėti prašymą (PDF)</Trans>} preview={state.context.preview} />
      ) : null}
      <Costs actor={actor} />
      <label className="choice">
        <input
          type="checkbox"
          checked={state.context.accepted}
          aria-invalid={acceptanceMissing || undefined}
          aria-describedby={acceptanceMissing ? 'fund-change-accept-error' : undefined}
          onChange={(event) => send({ type: 'terms.accept', accepted: event.target.checked })}
        />{' '}
        <span>
          <Trans>Perskaičiau prašymą ir sutinku su keitimo mokesčiais ir data.</Trans>
        </span>
      </label>
      {acceptanceMissing ? (
        <p className="field__error" id="fund-change-accept-error">
          <Trans>Pažymėkite, kad perskaitėte prašymą ir sutinkate su mokesčiais ir data.</Trans>
        </p>
      ) : null}
    </PreviewThenSign>
  );
}

function CreateInvoice({ actor }: { actor: FundChangeActorRef }) {
  const locale = useLocale();
  const context = useSelector(actor, (s) => s.context);
  const contract = chosenContract(context);
  const agreement = contract?.invoiceAgreement ?? null;
  const date = formatDate(context.effectiveDate ?? '');
  return (
    <>
      <h2>
        <Trans>Įmokos į naują fondą</Trans>
      </h2>
      <p role="status">
        <Trans>
          Prašymas pasirašytas. Nuo <span className="nowrap">{date}</span> jūsų III pakopos įmokos bus
          investuojamos į naująjį fondą – mokėjimo kodas ir sutartis lieka tie patys.
        </Trans>
      </p>
      {agreement ? (
        <p>
          <Trans>
            Jūsų e. sąskaitos sutikimas ({formatMoney(agreement.sum, locale)}, {agreement.bankName}) galioja
            toliau. Jei norite keisti sumą ar banką, sudarykite naują sutikimą.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Patogiausia mokėti e. sąskaita: sudarę sutikimą banke, pirmąją e. sąskaitą gausite per{' '}
            {FIRST_E_INVOICE_DAYS} dienas.
          </Trans>
        </p>
      )}
      <div className="actions">
        <Button onClick={() => actor.send({ type: 'step.next' })}>
          <Trans>Toliau</Trans>
        </Button>
        <Link className="btn btn--secondary" to="/portal/e-invoices/invoices-agreements">
          {agreement ? (
            <Trans>Keisti e. sąskaitos sutikimą</Trans>
          ) : (
            <Trans>Sudaryti e. sąskaitos sutikimą</Trans>
          )}
        </Link>
      </div>
    </>
  );
}

function Success({ actor }: { actor: FundChangeActorRef }) {
  const { context, contract, fund } = useChosenChange(actor);
  const date = formatDate(context.effectiveDate ?? '');
  return (
    <div role="status">
      <h2>
        <Trans>Fondo keitimo prašymas pateiktas</Trans>
      </h2>
      <p>
        <Trans>
          Sutarties Nr. <span className="nowrap">{contract?.contractNumber ?? ''}</span> lėšos bus perkeltos į
          fondą „{fund?.name ?? ''}“. Pakeitimas įsigalios <span className="nowrap">{date}</span>.
        </Trans>
      </p>
      <p>
        <Trans>Kol pakeitimas neįsigaliojo, jį matysite sutarčių apžvalgoje.</Trans>
      </p>
      <MyContractsLink />
    </div>
  );
}

function Lockout({ step }: { step: string }) {
  const { t } = useLingui();
  switch (step) {
    case 'minor':
      return <MinorLockout title={t`Savitarnoje fondą gali keisti tik pilnamečiai (18 metų ir vyresni).`} />;
    case 'aml-required':
      return (
        <AmlRequiredLockout
          title={t`Prieš keičiant fondą reikia užpildyti kliento anketą (užtruks apie 3 minutes).`}
        />
      );
    case 'no-contract':
      return (
        <>
          <Alert
            tone="info"
            title={t`Fondą galima keisti tik galiojančios sutarties, kurios fondo keitimas dar nepateiktas.`}
          />
          <div className="actions">
            <MyContractsLink />
            <HomeLink />
          </div>
        </>
      );
    default:
      return null;
  }
}

function AmlOutcome({ invalid }: { invalid: boolean }) {
  const { t } = useLingui();
  return invalid ? (
    <>
      <Alert tone="error" title={t`Kliento anketa nepatvirtinta, todėl fondo pakeisti negalima.`} />
      <Link className="btn btn--primary" to="/portal/aml-failed">
        <Trans>Ką daryti toliau</Trans>
      </Link>
    </>
  ) : (
    <>
      <Alert tone="info" title={t`Jūsų kliento anketa tikrinama.`}>
        <p>
          <Trans>Fondą galėsite pakeisti, kai anketa bus patvirtinta. Apie rezultatą pranešime.</Trans>
        </p>
      </Alert>
      <HomeLink />
    </>
  );
}

/** The fund-change wizard: what it shows follows the machine's step (and, in the AML steps, its child). */
export function FundChangeView({ actor }: { actor: FundChangeActorRef }) {
  const state = useSelector(actor, (s) => s);
  const { child } = useAmlChild(actor);
  const step = useFundChangeStep(actor);

  if (state.hasTag('aml') && child)
    return (
      <>
        <AmlView actor={child} />
        {child.getSnapshot().matches('error') ? (
          <div className="page page--narrow">
            <Button variant="secondary" onClick={() => actor.send({ type: 'step.goto', step: 'start' })}>
              <Trans>Grįžti į fondo keitimą</Trans>
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <WizardFrame
      title={<Trans>Pensijų fondo keitimas</Trans>}
      loading={state.matches('loading')}
      loadFailed={state.matches('loadFailed')}
      onRetry={() => actor.send({ type: 'load.retry' })}
    >
      {step !== null ? (
        <section className="card">
          <Lockout step={step} />
          {step === 'start' ? <Start actor={actor} /> : null}
          {step === 'client-data' ? <ClientData actor={actor} /> : null}
          {step === 'preview' ? <Preview actor={actor} /> : null}
          {step === 'aml-validating' ? <AmlOutcome invalid={state.matches('amlInvalid')} /> : null}
          {step === 'create-invoice' ? <CreateInvoice actor={actor} /> : null}
          {step === 'success' ? <Success actor={actor} /> : null}
        </section>
      ) : null}
    </WizardFrame>
  );
}
