import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ApplicationContract } from '../../../machines/applications/application-form-types';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PreviewLink } from '../../kits/signing/preview-link';
import type { PdfDocument } from '../../../machines/onboarding/onboarding-types';

/**
 * The parts the applications forms of issue 13b share (contribution holiday, termination, maximum
 * accumulation, limit increase): the page frame, loading, the load failure with a retry, the contract
 * choice, the applications' error page (§8 error-500-applications) and the success message.
 */

export function FormPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function Loading() {
  const { t } = useLingui();
  return (
    <div role="status">
      <Spinner label={t`Įkeliama…`} />
    </div>
  );
}

/** §8: a load failure shows a title, a description and a retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <Alert tone="error" title={t`Nepavyko įkelti duomenų`}>
        <p>
          <Trans>Patikrinkite interneto ryšį ir bandykite dar kartą.</Trans>
        </p>
      </Alert>
      <Button onClick={onRetry}>
        <Trans>Bandyti dar kartą</Trans>
      </Button>
    </>
  );
}

/** The contract the application is for: radio buttons (one contract is chosen for the customer). */
export function ContractChoice({
  name,
  contracts,
  selected,
  onSelect,
  error,
}: {
  name: string;
  contracts: readonly ApplicationContract[];
  selected: string | null;
  onSelect: (contractNumber: string) => void;
  error?: string | null | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>
        <Trans>Sutartis</Trans>
      </legend>
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
            {contract.pillar === 2 ? <Trans>II pakopa</Trans> : <Trans>III pakopa</Trans>},{' '}
            {contract.fundName} (<span className="nowrap">{contract.contractNumber}</span>)
          </span>
        </label>
      ))}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** §8 error-500-applications: the submission failed; back keeps what was entered, or try again. */
export function SubmitFailed({ onEdit, onRetry }: { onEdit: () => void; onRetry: () => void }) {
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
export function Submitted({ children }: { children?: ReactNode }) {
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

/** Nothing to apply for: a message and the way back to the applications. */
export function NothingToApplyFor({ children }: { children: ReactNode }) {
  return (
    <section className="card">
      <Alert tone="info" title={children} />
      <Link className="btn btn--secondary" to="/portal/applications">
        <Trans>Į prašymus</Trans>
      </Link>
    </section>
  );
}
