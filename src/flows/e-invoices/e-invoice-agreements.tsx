import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  openContracts,
  type EInvoiceAgreementsMachine,
} from '../../../machines/invoices/e-invoice-agreements.machine';
import { useAuthActor } from '../../app/auth-context';
import { useFlow } from '../../app/flow-context';
import { loginProviderOf } from '../../kits/wizard/wizard-draft';
import { formatIban } from '../../domain/bank-account';
import { formatMoney } from '../../domain/format';
import {
  E_INVOICE_PERIODS,
  eInvoiceBankOf,
  validateEInvoiceValues,
  type EInvoiceErrors,
  type EInvoicePeriod,
  type EInvoiceValues,
} from '../../domain/e-invoice';
import { Alert } from '../../ui/alert';
import { TextWithContractNumbers } from '../../ui/contract-numbers';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { validationMessage } from '../../kits/forms/use-form';
import { INVOICE_PERIOD_LABELS } from './labels';
import { Loading } from '../../kits/signing/signing-panel';
import { SignStep, type SignActorRef } from '../../kits/signing/sign-step';

export type EInvoiceAgreementsActorRef = ActorRefFrom<EInvoiceAgreementsMachine>;

/** The agreements screen's flow, started with how the customer logged in (§4 Qualify before signing). */
export function useEInvoiceAgreementsFlow(): EInvoiceAgreementsActorRef {
  const auth = useAuthActor();
  const provider = useSelector(auth, (s) =>
    loginProviderOf(s.context.provider, s.context.tokens?.idToken ?? null),
  );
  return useFlow('eInvoiceAgreements', { input: { loginProvider: provider } });
}

/**
 * Creating an e-invoice agreement (§2 invoices-agreements, §5 E-invoice): the button, the form, the §5
 * refusals, the confirmation and the signing. What it shows follows the machine
 * (machines/invoices/e-invoice-agreements.machine.ts).
 */
export function EInvoiceAgreementCreate({ actor }: { actor: EInvoiceAgreementsActorRef }) {
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const sign = state.children.sign as SignActorRef | undefined;
  const { t } = useLingui();
  const title = <Trans>Naujas e. sąskaitos sutikimas</Trans>;

  if (state.matches('loading')) return <Loading label={t`Įkeliamos sutartys ir banko sąskaitos…`} />;
  if (state.matches('loadFailed'))
    return (
      <Section title={title}>
        <Alert tone="error" title={t`Nepavyko įkelti duomenų`}>
          <Trans>Patikrinkite ryšį ir bandykite dar kartą.</Trans>
        </Alert>
        <div className="actions">
          <Button onClick={() => send({ type: 'load.retry' })}>
            <Trans>Bandyti dar kartą</Trans>
          </Button>
          <Button variant="secondary" onClick={() => send({ type: 'agreement.close' })}>
            <Trans>Uždaryti</Trans>
          </Button>
        </div>
      </Section>
    );
  if (state.matches('notAllowed'))
    return (
      <Section title={title}>
        <Alert tone="info" title={t`Naujų e. sąskaitų sutikimų pateikti negalima.`}>
          <Trans>
            E. sąskaitos sutikimą galima sudaryti galiojančiai III pakopos sutarčiai, kuri dar neturi
            galiojančio sutikimo. Norėdami pakeisti sutikimo sąlygas, pirmiausia nutraukite galiojantį
            sutikimą.
          </Trans>
        </Alert>
        <div className="actions">
          <Button variant="secondary" onClick={() => send({ type: 'agreement.close' })}>
            <Trans>Uždaryti</Trans>
          </Button>
        </div>
      </Section>
    );
  if (state.matches('reviewing') && state.context.values)
    return <AgreementReview actor={actor} values={state.context.values} />;
  if (state.matches('signing') && sign)
    return (
      <SignStep
        actor={sign}
        title={<Trans>Pasirašykite e. sąskaitos sutikimą</Trans>}
        onBack={() => send({ type: 'sign.back' })}
      />
    );
  if (state.matches('editing') || state.matches('bankUnsupported'))
    return <AgreementForm actor={actor} title={title} />;
  return (
    <div className="actions">
      <Button onClick={() => send({ type: 'agreement.create' })}>
        <Trans>Sudaryti e. sąskaitos sutikimą</Trans>
      </Button>
    </div>
  );
}

/** The outcome of the last change, announced politely (it stays: it needs reading). */
export function EInvoiceAgreementNotice({ actor }: { actor: EInvoiceAgreementsActorRef }) {
  const created = useSelector(actor, (s) => s.matches('created'));
  const disabled = useSelector(actor, (s) => s.matches('disabled'));
  if (created)
    return (
      <Alert tone="success" title={<Trans>E. sąskaitos sutikimas pasirašytas.</Trans>}>
        <Trans>Pirmąją e. sąskaitą į jūsų banką išsiųsime per 5 dienas.</Trans>
      </Alert>
    );
  if (disabled)
    return (
      <Alert tone="success" title={<Trans>E. sąskaitos sutikimas nutrauktas.</Trans>}>
        <Trans>Daugiau e. sąskaitų pagal šį sutikimą nesiųsime.</Trans>
      </Alert>
    );
  return null;
}

/** What is about to be signed, in words, before any eID is asked for; then "Pasirašyti" or back to the form. */
function AgreementReview({ actor, values }: { actor: EInvoiceAgreementsActorRef; values: EInvoiceValues }) {
  const { t, i18n } = useLingui();
  const options = useSelector(actor, (s) => s.context.options);
  const contract = options?.contracts.find((item) => item.contractNumber === values.contractNumber);
  const account = options?.bankAccounts.find((item) => item.bankAccountNumber === values.bankAccountNumber);
  const locale = i18n.locale === 'en' ? 'en' : 'lt';
  return (
    <Section title={<Trans>Patikrinkite e. sąskaitos sutikimą</Trans>}>
      <dl className="details" aria-label={t`Sutikimo duomenys`}>
        <div className="details__row">
          <dt>
            <Trans>Sutartis</Trans>
          </dt>
          <dd>
            <TextWithContractNumbers
              text={contract ? `${contract.contractNumber}, ${contract.fundName}` : values.contractNumber}
            />
          </dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Įmokos suma</Trans>
          </dt>
          <dd>{formatMoney(values.sum, locale)}</dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Mokėjimo diena</Trans>
          </dt>
          <dd>{values.paymentDay}</dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Periodiškumas</Trans>
          </dt>
          <dd>{i18n._(INVOICE_PERIOD_LABELS[values.period])}</dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Banko sąskaita</Trans>
          </dt>
          <dd>
            {formatIban(values.bankAccountNumber)}
            {account ? `, ${account.bankName}` : ''}
          </dd>
        </div>
      </dl>
      <p>
        <Trans>
          Pasirašydami sutinkate, kad įmokų į III pakopos sutartį sąskaitos būtų siunčiamos į jūsų banką.
          Pirmąją e. sąskaitą išsiųsime per 5 dienas; sutikimą galėsite bet kada nutraukti.
        </Trans>
      </p>
      <div className="actions">
        <Button onClick={() => actor.send({ type: 'sign.begin' })}>
          <Trans>Pasirašyti</Trans>
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'sign.back' })}>
          <Trans>Taisyti</Trans>
        </Button>
      </div>
    </Section>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

interface Draft {
  contractNumber: string;
  sum: string;
  paymentDay: string;
  period: EInvoicePeriod;
  bankAccountNumber: string;
}

const toNumber = (text: string): number => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? 0 : Number(trimmed);
};

const valuesOf = (draft: Draft): EInvoiceValues => ({
  contractNumber: draft.contractNumber,
  sum: toNumber(draft.sum),
  paymentDay: toNumber(draft.paymentDay),
  period: draft.period,
  bankAccountNumber: draft.bankAccountNumber,
});

function AgreementForm({ actor, title }: { actor: EInvoiceAgreementsActorRef; title: ReactNode }) {
  const { t, i18n } = useLingui();
  const state = useSelector(actor, (s) => s);
  const options = state.context.options;
  const contracts = openContracts(options);
  const accounts = options?.bankAccounts ?? [];
  const kept = state.context.values;
  const [draft, setDraft] = useState<Draft>(() => ({
    contractNumber:
      kept?.contractNumber ?? (contracts.length === 1 ? (contracts[0]?.contractNumber ?? '') : ''),
    sum: kept && kept.sum > 0 ? String(kept.sum).replace('.', i18n.locale === 'lt' ? ',' : '.') : '',
    paymentDay: kept && kept.paymentDay > 0 ? String(kept.paymentDay) : '',
    period: kept?.period ?? 'monthly',
    bankAccountNumber:
      kept?.bankAccountNumber ?? (accounts.length === 1 ? (accounts[0]?.bankAccountNumber ?? '') : ''),
  }));
  const [touched, setTouched] = useState<Partial<Record<keyof Draft, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors: EInvoiceErrors = validateEInvoiceValues(valuesOf(draft), {
    contracts: contracts.map((contract) => contract.contractNumber),
    bankAccounts: accounts.map((account) => account.bankAccountNumber),
  });
  const errorOf = (field: keyof Draft) =>
    (submitted || touched[field]) && errors[field]
      ? validationMessage(errors[field], i18n.locale)
      : undefined;
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const blur = (field: keyof Draft) => () => setTouched((current) => ({ ...current, [field]: true }));
  const unsupported = state.matches('bankUnsupported');
  const chosenBank = accounts.find((account) => account.bankAccountNumber === draft.bankAccountNumber);
  const supported = options?.supportedBanks ?? [];

  return (
    <Section title={title}>
      <p>
        <Trans>
          E. sąskaitą bankas jums pateiks kiekvieną mokėjimo laikotarpį – ją apmokėsite savo interneto banke.
          Pirmąją e. sąskaitą išsiųsime per 5 dienas nuo sutikimo pasirašymo.
        </Trans>
      </p>
      {unsupported ? (
        <Alert tone="error" title={t`${chosenBank?.bankName ?? ''} e. sąskaitų nepriima.`}>
          <p>
            <Trans>E. sąskaitas priima šie bankai:</Trans>
          </p>
          <ul>
            {supported.map((bank) => (
              <li key={bank.bankCode}>{bank.name}</li>
            ))}
          </ul>
          <p>
            <Trans>Pasirinkite kito banko sąskaitą arba mokėkite banko pavedimu.</Trans>
          </p>
        </Alert>
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (unsupported) actor.send({ type: 'bank.change' });
          if (Object.keys(errors).length > 0) return;
          actor.send({ type: 'agreement.submit', values: valuesOf(draft) });
        }}
      >
        <SelectField
          label={t`Sutartis`}
          name="contractNumber"
          value={draft.contractNumber}
          error={errorOf('contractNumber')}
          onValueChange={set('contractNumber')}
          onBlur={blur('contractNumber')}
          placeholder={t`Pasirinkite`}
          options={contracts.map((contract) => ({
            value: contract.contractNumber,
            label: `${contract.contractNumber} – ${contract.fundName}`,
          }))}
        />
        <TextField
          label={t`Įmokos suma, EUR`}
          name="sum"
          inputMode="decimal"
          value={draft.sum}
          error={errorOf('sum')}
          onValueChange={set('sum')}
          onBlur={blur('sum')}
        />
        <TextField
          label={t`Mokėjimo diena (1–28)`}
          name="paymentDay"
          inputMode="numeric"
          value={draft.paymentDay}
          error={errorOf('paymentDay')}
          onValueChange={set('paymentDay')}
          onBlur={blur('paymentDay')}
        />
        <SelectField
          label={t`Periodiškumas`}
          name="period"
          value={draft.period}
          error={errorOf('period')}
          onValueChange={set('period')}
          onBlur={blur('period')}
          options={E_INVOICE_PERIODS.map((period) => ({
            value: period,
            label: i18n._(INVOICE_PERIOD_LABELS[period]),
          }))}
        />
        <SelectField
          label={t`Banko sąskaita`}
          name="bankAccountNumber"
          value={draft.bankAccountNumber}
          error={errorOf('bankAccountNumber')}
          onValueChange={(value) => {
            set('bankAccountNumber')(value);
            if (unsupported) actor.send({ type: 'bank.change' });
          }}
          onBlur={blur('bankAccountNumber')}
          placeholder={t`Pasirinkite`}
          hint={
            draft.bankAccountNumber !== '' && eInvoiceBankOf(draft.bankAccountNumber, supported) === null ? (
              <Trans>Šio banko sąskaitai e. sąskaitų sudaryti negalima.</Trans>
            ) : undefined
          }
          options={accounts.map((account) => ({
            value: account.bankAccountNumber,
            label: `${formatIban(account.bankAccountNumber)} (${account.bankName})`,
          }))}
        />
        <div className="actions">
          <Button type="submit">
            <Trans>Tęsti ir pasirašyti</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'agreement.close' })}>
            <Trans>Atšaukti</Trans>
          </Button>
        </div>
      </form>
    </Section>
  );
}

/**
 * The confirmation dialog of DisableInvoiceAgreement (§7): open while the machine confirms, disables or
 * reports a failed disable; nothing changes until the customer confirms.
 */
export function DisableAgreementDialog({
  actor,
  agreementName,
}: {
  actor: EInvoiceAgreementsActorRef;
  /** The agreement's number, e.g. EIS-2023-004512. */
  agreementName: (agreementId: number) => string;
}) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const open =
    state.matches('confirmingDisable') || state.matches('disabling') || state.matches('disableFailed');
  const name = state.context.disableId !== null ? agreementName(state.context.disableId) : '';
  const cancel = () => actor.send({ type: 'disable.cancel' });
  return (
    <Modal open={open} title={t`Nutraukti e. sąskaitos sutikimą?`} onClose={cancel} closeLabel={t`Uždaryti`}>
      <p>
        <Trans>
          Nutraukus sutikimą {name}, e. sąskaitos į jūsų banką nebebus siunčiamos. Įmokas galėsite mokėti
          banko pavedimu arba sudaryti naują sutikimą.
        </Trans>
      </p>
      {state.matches('disableFailed') ? (
        <Alert
          tone="error"
          title={t`Nutraukti sutikimo nepavyko. Niekas nepakeista – bandykite dar kartą.`}
        />
      ) : null}
      <div className="actions">
        <Button
          onClick={() => actor.send({ type: 'disable.confirm' })}
          loading={state.matches('disabling')}
          loadingLabel={t`Nutraukiama…`}
        >
          <Trans>Nutraukti sutikimą</Trans>
        </Button>
        <Button variant="secondary" onClick={cancel}>
          <Trans>Palikti galioti</Trans>
        </Button>
      </div>
    </Modal>
  );
}
