import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { config } from '../../app/config';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { pressThenFocusProblem } from '../../ui/focus-problem';
import { Spinner } from '../../ui/spinner';

/** The frame of a wizard's page (fund change, onboardings, applications): the narrow page and its title. */
export function WizardPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** While the wizard reads what it needs to start. */
export function WizardLoading() {
  const { t } = useLingui();
  return (
    <div role="status">
      <Spinner label={t`Įkeliama…`} />
    </div>
  );
}

/** §8: what the wizard needs to start could not be read: say so and offer to read it again. */
export function WizardLoadFailed({ onRetry }: { onRetry: () => void }) {
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

/**
 * A wizard's page (fund change, both onboardings): its title, then while the wizard reads what it needs
 * a spinner, or when that failed a retry, then `children` (the caller shows its steps only when loaded).
 */
export function WizardFrame({
  title,
  loading,
  loadFailed,
  onRetry,
  children,
}: {
  title: ReactNode;
  loading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <WizardPage title={title}>
      {loading ? <WizardLoading /> : null}
      {loadFailed ? <WizardLoadFailed onRetry={onRetry} /> : null}
      {children}
    </WizardPage>
  );
}

/** The way out of a wizard to the start page. */
export function HomeLink() {
  return (
    <Link className="btn btn--secondary" to="/portal/dashboard">
      <Trans>Į pradžią</Trans>
    </Link>
  );
}

/** The way from a wizard to the customer's contracts. */
export function MyContractsLink() {
  return (
    <Link className="btn btn--primary" to="/portal/contracts-overview">
      <Trans>Mano sutartys</Trans>
    </Link>
  );
}

/** Only adults may do this in self-service: `title` says what; the support centre's phone helps the rest. */
export function MinorLockout({ title }: { title: string }) {
  return (
    <>
      <Alert tone="info" title={title}>
        <p>
          <Trans>Kreipkitės į klientų aptarnavimo centrą tel. {config.supportPhone}.</Trans>
        </p>
      </Alert>
      <HomeLink />
    </>
  );
}

/** The client questionnaire (AML) must be filled in first: `title` says for what. */
export function AmlRequiredLockout({ title }: { title: string }) {
  return (
    <>
      <Alert tone="info" title={title} />
      <Link className="btn btn--primary" to="/portal/aml">
        <Trans>Pildyti anketą</Trans>
      </Link>
    </>
  );
}

/** A secondary "Atgal" button. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="secondary" onClick={onBack}>
      <Trans>Atgal</Trans>
    </Button>
  );
}

/** A row of actions whose last is "Atgal". */
export function ActionsWithBack({ children, onBack }: { children: ReactNode; onBack: () => void }) {
  return (
    <div className="actions">
      {children}
      <BackButton onBack={onBack} />
    </div>
  );
}

/** A wizard's step as a form: the browser's own checks are off, the machine checks what is entered. */
export function WizardForm({
  onSubmit,
  className = 'form',
  children,
}: {
  onSubmit: (form: HTMLFormElement) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}

/**
 * A wizard's first step as a form: "Toliau" submits it (the machine checks the choice and, when something
 * is missing, the first problem gets the focus), "Atšaukti" leaves to the start page.
 */
export function WizardChoiceForm({ onNext, children }: { onNext: () => void; children: ReactNode }) {
  return (
    <WizardForm onSubmit={(form) => pressThenFocusProblem(form, onNext)}>
      {children}
      <div className="actions">
        <Button type="submit">
          <Trans>Toliau</Trans>
        </Button>
        <Link className="btn btn--secondary" to="/portal/dashboard">
          <Trans>Atšaukti</Trans>
        </Link>
      </div>
    </WizardForm>
  );
}
