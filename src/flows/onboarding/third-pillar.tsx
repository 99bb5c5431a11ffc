import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AmlMachine } from '../../../machines/aml/aml.machine';
import type { ThirdPillarMachine } from '../../../machines/onboarding/third-pillar.machine';
import { portalErrorOf } from '../../api/portal-error-of';
import { todayInLithuania } from '../../domain/calendar-date';
import {
  FIRST_E_INVOICE_DAYS,
  PILLAR_3_CANCELLATION_MONTHS,
  START_FEE_WAIVER_ASSETS_EUR,
  START_FEE_WAIVER_CONTRACT_MONTHS,
} from '../../domain/constants';
import { addMonths } from '../../domain/calendar-date';
import { formatDate, formatMoney, type PortalLocale } from '../../domain/format';
import { startFee } from '../../domain/fund-fees';
import {
  firstEInvoiceBy,
  INVESTMENT_THRESHOLD,
  isAboveInvestmentThreshold,
  parseMonthlyAmount,
  PAYMENT_SUGGESTION,
  yearlyAmountOf,
  type PaymentPlanProblem,
  type ThirdPillarPaymentPlan,
} from '../../domain/third-pillar-payments';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { AmlView } from '../../kits/aml/aml-view';
import { TransferAfterSigning, transferProviderName } from '../../kits/wizard/transfer-from-provider';
import {
  ActionsWithBack,
  BackButton,
  HomeLink,
  MyContractsLink,
  WizardForm,
} from '../../kits/wizard/wizard-screens';
import {
  AlreadyOnboarded,
  ContractRefusal,
  OnboardingFundStep,
  OnboardingPage,
  OnboardingSignAgreement,
} from './onboarding-steps';
import { stepOf } from '../../kits/wizard/step-of';

export type ThirdPillarActorRef = ActorRefFrom<ThirdPillarMachine>;
export type AmlChildRef = ActorRefFrom<AmlMachine>;

function useLocale(): PortalLocale {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? 'en' : 'lt';
}

/** The §9 start fee of a new pillar III contract and when it is waived. */
function StartFeeNote({ code }: { code: string }) {
  const locale = useLocale();
  const today = todayInLithuania();
  const fee = startFee(code, 0, today, today);
  const cap = formatMoney(fee.capEur, locale);
  const min = formatMoney(fee.minEur, locale);
  const months = fee.months;
  const waiver = formatMoney(START_FEE_WAIVER_ASSETS_EUR, locale);
  const waiverMonths = START_FEE_WAIVER_CONTRACT_MONTHS;
  return (
    <span className="muted">
      <Trans>
        Pradinis mokestis per pirmuosius {months} mėn. – ne daugiau kaip {cap} (ne mažiau kaip {min}).
        Netaikomas, jei perkeliate daugiau kaip {waiver} iš kito fondo sutarties, sudarytos prieš daugiau kaip{' '}
        {waiverMonths} mėn.
      </Trans>
    </span>
  );
}

const PROBLEM_TEXTS: Record<PaymentPlanProblem, MessageDescriptor> = {
  'amount-required': msg`Įveskite mėnesio įmokos sumą.`,
  'amount-invalid': msg`Neteisinga suma. Įveskite sumą eurais, pvz., 60.`,
  'bank-account-required': msg`Pasirinkite banko sąskaitą, į kurią bus siunčiama e. sąskaita.`,
  'limit-not-acknowledged': msg`Patvirtinkite, kad susipažinote su limito didinimo anketos reikalavimu.`,
};

/** payments-into-fund: the amount (50-90 EUR suggested), e-invoice or transfer, the §5 threshold. */
function PaymentsStep({ actor }: { actor: ThirdPillarActorRef }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const ids = useId();
  const plan = useSelector(actor, (s) => s.context.payment);
  const problems = useSelector(actor, (s) => s.context.paymentProblems);
  const accounts = useSelector(actor, (s) => s.context.facts?.bankAccounts ?? []);
  // What is typed stays on screen even when it is not a number (nothing lost on bad input).
  const [amountText, setAmountText] = useState(() =>
    plan.monthlyAmount === null ? '' : String(plan.monthlyAmount).replace('.', locale === 'lt' ? ',' : '.'),
  );
  const set = (change: Partial<ThirdPillarPaymentPlan>) =>
    actor.send({ type: 'payment.set', payment: { ...plan, ...change } });
  const amountProblem = problems.find((p) => p === 'amount-required' || p === 'amount-invalid');
  const accountProblem = problems.includes('bank-account-required');
  const limitProblem = problems.includes('limit-not-acknowledged');
  const above = isAboveInvestmentThreshold(plan.monthlyAmount);
  const minEur = formatMoney(PAYMENT_SUGGESTION.minEur, locale);
  const maxEur = formatMoney(PAYMENT_SUGGESTION.maxEur, locale);
  const perYear = formatMoney(INVESTMENT_THRESHOLD.perYearEur, locale);
  const perMonth = formatMoney(INVESTMENT_THRESHOLD.perMonthEur, locale);
  const yearly = plan.monthlyAmount === null ? '' : formatMoney(yearlyAmountOf(plan.monthlyAmount), locale);
  const firstInvoice = formatDate(firstEInvoiceBy(todayInLithuania()));
  const invoiceDays = FIRST_E_INVOICE_DAYS;
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) errorRef.current?.focus();
  }, [problems.length]);
  return (
    <WizardForm onSubmit={() => actor.send({ type: 'step.next' })}>
      <h2>
        <Trans>Įmokos į fondą</Trans>
      </h2>
      {problems.length > 0 ? (
        <div ref={errorRef} tabIndex={-1}>
          <Alert tone="error" title={t`Patikrinkite įmokų duomenis`}>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{i18n._(PROBLEM_TEXTS[problem])}</li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
      <TextField
        label={<Trans>Mėnesio įmoka, €</Trans>}
        hint={
          <Trans>
            Dažniausiai mokama {minEur}–{maxEur} per mėnesį. Sumą galėsite keisti bet kada.
          </Trans>
        }
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        error={amountProblem ? i18n._(PROBLEM_TEXTS[amountProblem]) : undefined}
        onValueChange={(text) => {
          setAmountText(text);
          set({ monthlyAmount: parseMonthlyAmount(text) });
        }}
      />
      <div className="actions" role="group" aria-label={t`Siūlomos sumos`}>
        {[
          PAYMENT_SUGGESTION.minEur,
          Math.round((PAYMENT_SUGGESTION.minEur + PAYMENT_SUGGESTION.maxEur) / 2),
          PAYMENT_SUGGESTION.maxEur,
        ].map((value) => (
          <Button
            key={value}
            type="button"
            variant="secondary"
            aria-pressed={plan.monthlyAmount === value}
            onClick={() => {
              setAmountText(String(value));
              set({ monthlyAmount: value });
            }}
          >
            {formatMoney(value, locale)}
          </Button>
        ))}
      </div>
      <p className="field__hint">
        <Trans>
          Iki {perYear} per metus ({perMonth} per mėnesį) limito didinimo anketa neprivaloma. Didesnėms
          įmokoms ją užpildyti privaloma.
        </Trans>
      </p>
      {above ? (
        <Alert tone="warning" title={t`Įmokos viršija ${perYear} per metus`}>
          <p>
            <Trans>
              Per metus sumokėsite {yearly}. Tokioms įmokoms reikia užpildyti limito didinimo anketą:
              nurodysite asmens tapatybės dokumento numerį ir galiojimo datą. Sutartį galite pasirašyti dabar,
              o anketą užpildyti po to.
            </Trans>
          </p>
          <p>
            <a href="/imoku-limitas" target="_blank" rel="noopener">
              <Trans>Apie įmokų limito didinimą (atsidarys naujame lange)</Trans>
            </a>
          </p>
          <label className="choice">
            <input
              type="checkbox"
              checked={plan.limitAcknowledged}
              aria-invalid={limitProblem || undefined}
              onChange={(event) => set({ limitAcknowledged: event.target.checked })}
            />{' '}
            <Trans>Susipažinau: užpildysiu limito didinimo anketą.</Trans>
          </label>
        </Alert>
      ) : null}
      <fieldset className="fieldset">
        <legend>
          <Trans>Kaip mokėsite?</Trans>
        </legend>
        <label className="choice">
          <input
            type="radio"
            name={`${ids}-type`}
            checked={plan.paymentType === 'e-invoice'}
            disabled={accounts.length === 0}
            aria-describedby={accounts.length === 0 ? `${ids}-no-account` : undefined}
            onChange={() =>
              set({
                paymentType: 'e-invoice',
                bankAccountNumber:
                  (accounts.find((account) => account.isPrimary) ?? accounts[0])?.bankAccountNumber ?? null,
              })
            }
          />{' '}
          <Trans>E. sąskaita – įmoka kas mėnesį jūsų banke</Trans>
        </label>
        <label className="choice">
          <input
            type="radio"
            name={`${ids}-type`}
            checked={plan.paymentType === 'bank-transfer'}
            onChange={() => set({ paymentType: 'bank-transfer', bankAccountNumber: null })}
          />{' '}
          <Trans>Banko pavedimas – mokėsite patys</Trans>
        </label>
        {accounts.length === 0 ? (
          <p className="field__hint" id={`${ids}-no-account`}>
            <Trans>
              E. sąskaitai reikia banko sąskaitos.{' '}
              <Link to="/portal/user-information/bank-details">Pridėti</Link>
            </Trans>
          </p>
        ) : null}
      </fieldset>
      {plan.paymentType === 'e-invoice' && accounts.length > 0 ? (
        <fieldset className="fieldset">
          <legend>
            <Trans>Į kurį banką siųsti e. sąskaitą?</Trans>
          </legend>
          {accountProblem ? (
            <p className="field__error">{i18n._(PROBLEM_TEXTS['bank-account-required'])}</p>
          ) : null}
          {accounts.map((account) => (
            <label key={account.bankAccountNumber} className="choice">
              <input
                type="radio"
                name={`${ids}-account`}
                checked={plan.bankAccountNumber === account.bankAccountNumber}
                onChange={() => set({ bankAccountNumber: account.bankAccountNumber })}
              />{' '}
              <span className="nowrap">{account.bankAccountNumber}</span> ({account.bankName})
            </label>
          ))}
          <p className="field__hint">
            <Trans>
              Pirmoji e. sąskaita bus išsiųsta į jūsų banką per {invoiceDays} dienas nuo sutarties pasirašymo
              (iki <span className="nowrap">{firstInvoice}</span>). Ją patvirtinsite savo banko internetinėje
              bankininkystėje.
            </Trans>
          </p>
        </fieldset>
      ) : null}
      {plan.paymentType === 'bank-transfer' ? (
        <p>
          <Trans>
            Įmokas pervesite patys. Mokėjimo rekvizitus ir įmokos kodą rasite sutartyje ir skiltyje{' '}
            <Link to="/portal/how-to-pay">„Kaip mokėti įmokas“</Link>.
          </Trans>
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-day`}>
          <Trans>Mokėjimo diena</Trans>
        </label>
        <select
          id={`${ids}-day`}
          className="field__input"
          value={plan.paymentDay}
          onChange={(event) => set({ paymentDay: Number(event.target.value) })}
        >
          {Array.from({ length: 28 }, (_, index) => index + 1).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </div>
      <div className="actions">
        <Button type="submit">
          <Trans>Toliau</Trans>
        </Button>
        <BackButton onBack={() => actor.send({ type: 'step.back' })} />
      </div>
    </WizardForm>
  );
}

function SignAgreement({ actor }: { actor: ThirdPillarActorRef }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const locale = useLocale();
  const { facts, fundNr, payment, error } = snapshot.context;
  const fund = facts?.funds.find((item) => item.fundNr === fundNr);
  const fundName = fund?.name ?? '';
  const provider = transferProviderName(facts?.transferProviders, snapshot.context.transferFromProviderId);
  const amount = formatMoney(payment.monthlyAmount ?? 0, locale);
  const months = PILLAR_3_CANCELLATION_MONTHS;
  const alreadyExists = t`Jūs jau turite III pakopos pensijų kaupimo sutartį. Naujos sudaryti nereikia – fondą galite pakeisti sutarčių apžvalgoje.`;
  return (
    <OnboardingSignAgreement
      snapshot={snapshot}
      send={actor.send}
      pillar={3}
      provider={provider}
      signTitle={<Trans>Pasirašykite III pakopos sutartį</Trans>}
      alreadyExists={alreadyExists}
      previewFailedNote={
        <ContractRefusal
          error={portalErrorOf(error)?.kind === 'contract-already-exists' ? error : null}
          alreadyExists={alreadyExists}
        />
      }
      summary={
        <dl className="details">
          <dt>
            <Trans>Fondas</Trans>
          </dt>
          <dd>{fundName}</dd>
          <dt>
            <Trans>Mėnesio įmoka</Trans>
          </dt>
          <dd>{amount}</dd>
          <dt>
            <Trans>Mokėjimo būdas</Trans>
          </dt>
          <dd>{payment.paymentType === 'e-invoice' ? t`E. sąskaita` : t`Banko pavedimas`}</dd>
          <dt>
            <Trans>Pradinis mokestis</Trans>
          </dt>
          <dd data-testid="start-fee">
            <StartFeeNote code={fund?.code ?? ''} />
          </dd>
        </dl>
      }
      cancellation={
        <Trans>
          Pasirašę sutartį, galėsite ją atšaukti per {months} mėnesius, jei dar nebūsite sumokėję pirmosios
          įmokos.
        </Trans>
      }
    />
  );
}

function Success({ actor }: { actor: ThirdPillarActorRef }) {
  const locale = useLocale();
  const { contractNumber, payment, facts, transferFromProviderId, effectiveDate } = useSelector(
    actor,
    (s) => s.context,
  );
  const provider = transferProviderName(facts?.transferProviders, transferFromProviderId);
  const today = todayInLithuania();
  const until = formatDate(addMonths(today, PILLAR_3_CANCELLATION_MONTHS));
  const months = PILLAR_3_CANCELLATION_MONTHS;
  const firstInvoice = formatDate(firstEInvoiceBy(today));
  const above = isAboveInvestmentThreshold(payment.monthlyAmount);
  const perYear = formatMoney(INVESTMENT_THRESHOLD.perYearEur, locale);
  return (
    <div role="status">
      <h2>
        <Trans>Sutartis pasirašyta</Trans>
      </h2>
      <p>
        <Trans>
          Jūsų III pakopos sutartis <span className="nowrap">{contractNumber}</span> pasirašyta. Ją galite
          atšaukti per {months} mėnesius (iki <span className="nowrap">{until}</span>), jei dar nebūsite
          sumokėję pirmosios įmokos.
        </Trans>
      </p>
      <TransferAfterSigning pillar={3} provider={provider} effectiveDate={effectiveDate} />
      {payment.paymentType === 'e-invoice' ? (
        <p>
          <Trans>
            Pirmoji e. sąskaita bus išsiųsta į jūsų banką iki <span className="nowrap">{firstInvoice}</span>.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Įmokas pervesite patys – rekvizitus rasite skiltyje{' '}
            <Link to="/portal/how-to-pay">„Kaip mokėti įmokas“</Link>.
          </Trans>
        </p>
      )}
      {above ? (
        <Alert tone="warning" title={<Trans>Nepamirškite limito didinimo anketos</Trans>}>
          <p>
            <Trans>
              Jūsų įmokos viršija {perYear} per metus, todėl užpildykite limito didinimo anketą.{' '}
              <a href="/imoku-limitas">Apie įmokų limito didinimą</a>
            </Trans>
          </p>
        </Alert>
      ) : null}
      <MyContractsLink />
    </div>
  );
}

/** The pillar III onboarding wizard: what it shows follows the machine's `step:` tag. */
export function ThirdPillarView({ actor }: { actor: ThirdPillarActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const step = stepOf(state.tags as ReadonlySet<string>);
  const { facts, fundNr, fundMissing, transferFromProviderId } = state.context;
  const send = actor.send;
  const aml = state.children.aml as AmlChildRef | undefined;
  const title = <Trans>III pakopos pensijų kaupimo sutartis</Trans>;

  if (state.matches({ wizard: 'aml' }) && aml)
    return (
      <>
        <AmlView actor={aml} />
        <div className="page page--narrow">
          <p>
            <Trans>Kliento anketa reikalinga III pakopos sutarčiai sudaryti.</Trans>{' '}
            <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
              <Trans>Grįžti prie fondo pasirinkimo</Trans>
            </Button>
          </p>
        </div>
      </>
    );

  return (
    <OnboardingPage title={title} snapshot={state} step={step} send={send}>
      {step === 'third-pillar-exists' ? (
        <AlreadyOnboarded title={<Trans>Jūs jau kaupiate III pakopoje</Trans>}>
          <Trans>
            Jūs jau turite III pakopos pensijų kaupimo sutartį. Naujos sudaryti nereikia – fondą galite
            pakeisti, o įmokų sumą keisti savo banke.
          </Trans>
        </AlreadyOnboarded>
      ) : null}
      {step === 'choose-third-pillar-fund' && facts ? (
        <OnboardingFundStep
          title={<Trans>Pasirinkite III pakopos pensijų fondą</Trans>}
          intro={
            <Trans>
              Į III pakopą mokate patys pasirinkta suma ir susigrąžinate dalį gyventojų pajamų mokesčio.
              Siūlome fondus, tinkamus jūsų amžiui.
            </Trans>
          }
          name="thirdPillarFund"
          facts={facts}
          fundNr={fundNr}
          fundMissing={fundMissing}
          providerId={transferFromProviderId}
          send={send}
          afterFund={
            fundNr ? (
              <p>
                <StartFeeNote code={facts.funds.find((fund) => fund.fundNr === fundNr)?.code ?? ''} />
              </p>
            ) : null
          }
        >
          {!facts.amlValid ? (
            <p className="field__hint">
              <Trans>Toliau užpildysite trumpą kliento anketą (apie 3 minutes).</Trans>
            </p>
          ) : null}
        </OnboardingFundStep>
      ) : null}
      {state.matches({ wizard: 'amlReview' }) ? (
        <>
          <h2>
            <Trans>Kliento anketa tikrinama</Trans>
          </h2>
          <p>
            <Trans>
              Jūsų anketą peržiūri mūsų specialistai. Kai ji bus patvirtinta, galėsite tęsti sutarties
              sudarymą – jūsų pasirinkimai išsaugoti.
            </Trans>
          </p>
          <div className="actions">
            <Button onClick={() => send({ type: 'aml.recheck' })}>
              <Trans>Tikrinti dar kartą</Trans>
            </Button>
            <HomeLink />
          </div>
        </>
      ) : null}
      {state.matches({ wizard: 'amlRejected' }) ? (
        <>
          <Alert tone="error" title={t`Kliento anketa nepatvirtinta`}>
            <p>
              <Trans>
                Be patvirtintos kliento anketos III pakopos sutarties sudaryti negalima. Užpildykite anketą iš
                naujo arba susisiekite su mumis.
              </Trans>
            </p>
          </Alert>
          <ActionsWithBack onBack={() => send({ type: 'step.back' })}>
            <Link className="btn btn--primary" to="/portal/aml-failed">
              <Trans>Ką daryti toliau</Trans>
            </Link>
          </ActionsWithBack>
        </>
      ) : null}
      {step === 'payments-into-fund' ? <PaymentsStep actor={actor} /> : null}
      {step === 'sign-agreement' ? <SignAgreement actor={actor} /> : null}
      {step === 'success-third-pillar' ? <Success actor={actor} /> : null}
    </OnboardingPage>
  );
}
