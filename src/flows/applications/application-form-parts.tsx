import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ApplicationContract } from '../../../machines/applications/application-form-types';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ChoiceFieldset } from '../../kits/forms/choice-fieldset';
import { WizardForm, WizardLoadFailed, WizardLoading, WizardPage } from '../../kits/wizard/wizard-screens';
import { PreviewLink } from '../../kits/signing/preview-link';
import { SignStep, type SignActorRef } from '../../kits/signing/sign-step';
import type { PdfDocument } from '../../../machines/onboarding/onboarding-types';

/**
 * The parts the applications forms share (contribution holiday, termination, maximum accumulation, limit
 * increase): the page frame, the screens every form shows the same way (loading, the load failure with a
 * retry, signing, the applications' error page §8 error-500-applications), nothing to apply for, the
 * contract choice, the form card and the success message.
 */

/** The events the shared screens send; every applications form's machine takes them. */
type SharedFormEvent = { type: 'load.retry' } | { type: 'application.edit' } | { type: 'application.retry' };

/** A screen every applications form shows the same way. */
export type SharedScreen = 'loading' | 'loadFailed' | 'signing' | 'submitFailed';

/** A shared screen in the form's page frame; `signTitle` names what is signed on `signing`. */
export function SharedFormScreen({
  screen,
  title,
  send,
  sign,
  signTitle,
}: {
  screen: SharedScreen;
  title: ReactNode;
  send: (event: SharedFormEvent) => void;
  sign?: SignActorRef | undefined;
  signTitle?: ReactNode;
}) {
  return (
    <FormPage title={title}>
      {screen === 'loading' ? (
        <WizardLoading />
      ) : screen === 'loadFailed' ? (
        <WizardLoadFailed onRetry={() => send({ type: 'load.retry' })} />
      ) : screen === 'signing' ? (
        <section className="card">
          <SignStep actor={sign} title={signTitle} onBack={() => send({ type: 'application.edit' })} />
        </section>
      ) : (
        <SubmitFailed
          onEdit={() => send({ type: 'application.edit' })}
          onRetry={() => send({ type: 'application.retry' })}
        />
      )}
    </FormPage>
  );
}

/**
 * What the shared screens read of the snapshot of a form signed with the signing kit (contribution holiday,
 * termination, maximum accumulation): loading (the facts, or the application's PDF) is a tag there.
 */
interface SignedFormSnapshot {
  hasTag: (tag: 'loading') => boolean;
  matches: (state: 'loadFailed' | 'signing' | 'submitFailed' | 'success') => boolean;
  children: { sign?: unknown };
}

/**
 * The shared screen a form signed with the signing kit is at, in its page frame: also nothing to apply for
 * and the success screen saying what was submitted; null at the form's own screens.
 */
export function signedFormScreen(
  state: SignedFormSnapshot,
  {
    title,
    send,
    nothing,
    signTitle,
    submitted,
  }: {
    title: ReactNode;
    send: (event: SharedFormEvent) => void;
    /** Why there is nothing to apply for, at the machine's state saying so; false elsewhere. */
    nothing: ReactNode;
    signTitle: ReactNode;
    submitted: () => ReactNode;
  },
): ReactNode {
  if (nothing) return <NothingToApplyFor title={title}>{nothing}</NothingToApplyFor>;
  if (state.matches('success'))
    return (
      <FormPage title={title}>
        <Submitted>
          <p>{submitted()}</p>
        </Submitted>
      </FormPage>
    );
  const screen: SharedScreen | null = state.hasTag('loading')
    ? 'loading'
    : state.matches('loadFailed')
      ? 'loadFailed'
      : state.matches('signing')
        ? 'signing'
        : state.matches('submitFailed')
          ? 'submitFailed'
          : null;
  if (screen === null) return null;
  return (
    <SharedFormScreen
      screen={screen}
      title={title}
      send={send}
      sign={state.children.sign as SignActorRef | undefined}
      signTitle={signTitle}
    />
  );
}

/** An application form's page: the wizards' narrow page with its title. */
export const FormPage = WizardPage;

/** A contract as the contract choice names it; the limit increase's contracts do not say their pillar. */
interface ChoosableContract {
  contractNumber: string;
  fundName: string;
  pillar?: ApplicationContract['pillar'];
}

/**
 * The contract the application is for: radio buttons (one contract is chosen for the customer), each named
 * by its pillar (where known), fund and number, then what `detail` adds.
 */
export function ContractChoice<TContract extends ChoosableContract>({
  name,
  contracts,
  selected,
  onSelect,
  error,
  detail,
}: {
  name: string;
  contracts: readonly TContract[];
  selected: string | null;
  onSelect: (contractNumber: string) => void;
  error?: string | null | undefined;
  detail?: (contract: TContract) => ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <ChoiceFieldset legend={<Trans>Sutartis</Trans>} error={error} errorId={errorId}>
      {contracts.map((contract) => (
        <label key={contract.contractNumber} className="choice">
          <input
            type="radio"
            name={name}
            value={contract.contractNumber}
            checked={selected === contract.contractNumber}
            onChange={() => onSelect(contract.contractNumber)}
          />{' '}
          <span>
            {contract.pillar === undefined ? null : (
              <>{contract.pillar === 2 ? <Trans>II pakopa</Trans> : <Trans>III pakopa</Trans>}, </>
            )}
            {contract.fundName} (<span className="nowrap">{contract.contractNumber}</span>)
            {detail?.(contract)}
          </span>
        </label>
      ))}
    </ChoiceFieldset>
  );
}

/**
 * The form in its card: submitting it (the browser's own checks off) hands over to `onSubmit`. With `submit`,
 * the card ends with its submit button (`submitting` shows the wait, saying `submittingLabel`).
 */
export function FormCard({
  onSubmit,
  submit,
  submitting,
  submittingLabel,
  children,
}: {
  onSubmit: () => void;
  submit?: ReactNode;
  submitting?: boolean;
  submittingLabel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <WizardForm className="form card" onSubmit={() => onSubmit()}>
      {children}
      {submit === undefined ? null : (
        <div className="actions">
          <Button type="submit" loading={submitting} loadingLabel={submittingLabel}>
            {submit}
          </Button>
        </div>
      )}
    </WizardForm>
  );
}

/** §8 error-500-applications: the submission failed; back keeps what was entered, or try again. */
function SubmitFailed({ onEdit, onRetry }: { onEdit: () => void; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="application-failed-title">
      <h2 id="application-failed-title">
        <Trans>Prašymo pateikti nepavyko</Trans>
      </h2>
      <Alert tone="error" title={t`Įvyko klaida, prašymas nepateiktas.`}>
        <p>
          <Trans>
            Jūsų įvesti duomenys išsaugoti. Galite juos peržiūrėti arba bandyti pateikti dar kartą.
          </Trans>
        </p>
      </Alert>
      <div className="actions">
        <Button onClick={onRetry}>
          <Trans>Bandyti dar kartą</Trans>
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          <Trans>Grįžti į prašymą</Trans>
        </Button>
      </div>
    </section>
  );
}

/**
 * What is about to be signed, before any eID is asked for: the application's facts as a list and its PDF
 * (the server's own rendering of the same application), then "Pasirašyti" or back to the form.
 */
export function ApplicationReview({
  rows,
  preview,
  onSign,
  onEdit,
  children,
}: {
  rows: [label: ReactNode, value: ReactNode][];
  preview: PdfDocument | null;
  onSign: () => void;
  onEdit: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="application-review-title">
      <h2 id="application-review-title">
        <Trans>Patikrinkite prašymą</Trans>
      </h2>
      <dl className="details" aria-label={t`Prašymo duomenys`}>
        {rows.map(([label, value], index) => (
          <div key={index} className="details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {preview ? <PreviewLink label={<Trans>Peržiūrėti prašymą (PDF)</Trans>} preview={preview} /> : null}
      <div className="actions">
        <Button onClick={onSign}>
          <Trans>Pasirašyti</Trans>
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          <Trans>Taisyti prašymą</Trans>
        </Button>
      </div>
    </section>
  );
}

/** The signed application: it appears in the applications list with status registered (§4). */
function Submitted({ children }: { children?: ReactNode }) {
  return (
    <section className="card" role="status" aria-labelledby="application-done-title">
      <h2 id="application-done-title">
        <Trans>Prašymas pateiktas</Trans>
      </h2>
      {children}
      <p>
        <Trans>
          Prašymą matysite prašymų sąraše su būsena „Užregistruotas“. Apie sprendimą jums pranešime.
        </Trans>
      </p>
      <Link className="btn btn--primary" to="/portal/applications">
        <Trans>Mano prašymai</Trans>
      </Link>
    </section>
  );
}

/** Nothing to apply for, in the form's page frame: a message and the way back to the applications. */
export function NothingToApplyFor({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <FormPage title={title}>
      <section className="card">
        <Alert tone="info" title={children} />
        <Link className="btn btn--secondary" to="/portal/applications">
          <Trans>Į prašymus</Trans>
        </Link>
      </section>
    </FormPage>
  );
}
