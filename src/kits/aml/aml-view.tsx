import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  AML_STEP_PATHS,
  AML_STEPS,
  stepOfPath,
  stepSequence,
  type AmlStep,
} from '../../../machines/aml/aml-answers';
import type { AmlMachine } from '../../../machines/aml/aml.machine';
import { config } from '../../app/config';
import { useFlow } from '../../app/flow-context';
import { AML_ID_CHECK_LOCK_HOURS } from '../../domain/aml-rules';
import { PORTAL_TIME_ZONE } from '../../domain/calendar-date';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { validationMessage } from '../forms/use-form';
import type { StepFormRef } from './aml-fields';
import { useAmlLabels } from './aml-labels';
import { useWizardUrl } from '../wizard/use-wizard-url';
import { StepQuestions } from './aml-steps';
import './aml.css';

export type AmlActorRef = ActorRefFrom<AmlMachine>;
type AmlSnapshot = SnapshotFrom<AmlMachine>;

/** The step on screen, from the machine's tags (`step:<step>`). */
export function currentStep(snapshot: AmlSnapshot): AmlStep | 'approve' | null {
  if (snapshot.hasTag('step:approve')) return 'approve';
  return AML_STEPS.find((step) => snapshot.hasTag(`step:${step}`)) ?? null;
}

function formatMoment(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'lt-LT', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: PORTAL_TIME_ZONE,
  }).format(date);
}

function formatDay(iso: string, locale: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'lt-LT', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** §4 autosave, visible: saving, saved or failed with a retry (the answers stay on screen). */
function SaveStatus({ actor }: { actor: AmlActorRef }) {
  const { t } = useLingui();
  const save = useSelector(actor, (s) =>
    s.matches({ questionnaire: { save: 'saving' } })
      ? 'saving'
      : s.matches({ questionnaire: { save: 'failed' } })
        ? 'failed'
        : 'saved',
  );
  const started = useSelector(actor, (s) => s.context.completed.length > 0);
  return (
    <div className="aml-save" role="status" aria-live="polite">
      {save === 'saving' ? <Spinner label={t`Atsakymai išsaugomi…`} /> : null}
      {save === 'saving' ? <span>{t`Atsakymai išsaugomi…`}</span> : null}
      {save === 'saved' && started ? <span>{t`Atsakymai išsaugoti`}</span> : null}
      {save === 'failed' ? (
        <Alert tone="error" title={t`Atsakymų išsaugoti nepavyko`}>
          <p>
            <Trans>Jūsų atsakymai liko ekrane. Bandykite išsaugoti dar kartą.</Trans>
          </p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'save.retry' })}>
            <Trans>Bandyti dar kartą</Trans>
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}

function Progress({ index, total, title }: { index: number; total: number; title: string }) {
  const { t } = useLingui();
  return (
    <div className="aml-progress">
      <p className="aml-progress__label">{t`Žingsnis ${index} iš ${total}`}</p>
      <progress max={total} value={index} aria-label={t`Žingsnis ${index} iš ${total}: ${title}`} />
    </div>
  );
}

function IdentityExtras({ actor }: { actor: AmlActorRef }) {
  const { t, i18n } = useLingui();
  const problem = useSelector(actor, (s) => s.context.documentProblem);
  const attachment = useSelector(actor, (s) => s.context.attachment);
  const uploaded = useSelector(actor, (s) => s.context.documentUploaded);
  const uploading = useSelector(actor, (s) =>
    s.matches({ questionnaire: { steps: { identityDocument: { attachment: 'uploading' } } } }),
  );
  return (
    <>
      {problem === 'expired' ? (
        <Alert tone="error" title={t`Dokumento galiojimo laikas pasibaigęs`}>
          <p>
            <Trans>Nurodykite galiojantį asmens tapatybės dokumentą.</Trans>
          </p>
        </Alert>
      ) : null}
      {problem === 'check-failed' ? (
        <Alert tone="error" title={t`Dokumento patikrinti nepavyko`}>
          <p>
            <Trans>Bandykite dar kartą po kelių minučių.</Trans>
          </p>
        </Alert>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor="aml-document-file">
          <Trans>Dokumento nuotrauka ar kopija (neprivaloma)</Trans>
        </label>
        <p className="field__hint" id="aml-document-file-hint">
          <Trans>JPG, PNG arba PDF, iki 10 MB.</Trans>
        </p>
        <input
          id="aml-document-file"
          type="file"
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          aria-describedby="aml-document-file-hint"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file)
              actor.send({
                type: 'document.attach',
                file: { name: file.name, size: file.size, type: file.type, content: file },
              });
          }}
        />
        {uploading ? <Spinner label={t`Įkeliama…`} /> : null}
        {attachment?.problem ? (
          <p className="field__error" role="alert">
            {validationMessage(attachment.problem, i18n.locale)}
          </p>
        ) : null}
        {uploaded && !attachment?.problem ? (
          <p role="status">
            <Trans>Dokumento kopija įkelta.</Trans>
          </p>
        ) : null}
      </div>
    </>
  );
}

function Approve({ actor }: { actor: AmlActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const reading = state.matches({ questionnaire: { steps: { approve: 'reading' } } });
  const delivering = state.matches({ questionnaire: { steps: { approve: { reading: 'delivering' } } } });
  const publishing = state.matches({ questionnaire: { steps: { approve: 'publishing' } } });
  const failed = state.matches({ questionnaire: { steps: { approve: 'previewFailed' } } });
  const waitingForSave = state.matches({ questionnaire: { steps: { approve: 'waitingForSave' } } });
  return (
    <div className="form">
      <p>
        <Trans>
          Peržiūrėkite anketą PDF formatu. Jei viskas teisinga, patvirtinkite ir pateikite ją. Norėdami ką
          nors pakeisti, grįžkite atgal.
        </Trans>
      </p>
      {waitingForSave || state.matches({ questionnaire: { steps: { approve: 'loadingPreview' } } }) ? (
        <Spinner label={t`Ruošiama anketos peržiūra…`} />
      ) : null}
      {failed ? (
        <Alert tone="error" title={t`Anketos peržiūros parengti nepavyko`}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'preview.retry' })}>
            <Trans>Bandyti dar kartą</Trans>
          </Button>
        </Alert>
      ) : null}
      {reading || publishing ? (
        <>
          <p className="aml-preview-file">{state.context.preview?.fileName}</p>
          <div className="actions">
            <Button
              variant="secondary"
              loading={delivering}
              onClick={() => actor.send({ type: 'preview.open' })}
            >
              <Trans>Atidaryti anketą (PDF)</Trans>
            </Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'preview.download' })}>
              <Trans>Atsisiųsti</Trans>
            </Button>
          </div>
          {state.context.previewError ? (
            <Alert tone="error" title={t`Failo atidaryti nepavyko. Bandykite atsisiųsti.`} />
          ) : null}
        </>
      ) : null}
      <div className="actions">
        <Button
          loading={publishing}
          disabled={!reading && !publishing}
          onClick={() => actor.send({ type: 'approve.submit' })}
        >
          <Trans>Patvirtinti ir pateikti</Trans>
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'step.back', values: {} })}>
          <Trans>Atgal</Trans>
        </Button>
      </div>
    </div>
  );
}

function Results({ actor }: { actor: AmlActorRef }) {
  const { i18n } = useLingui();
  const state = useSelector(actor, (s) => s);
  const validUntil = state.context.validUntil;
  if (state.hasTag('result:success') || state.hasTag('result:valid')) {
    return (
      <section className="card" role="status">
        <h2>
          {state.hasTag('result:success') ? (
            <Trans>Anketa pateikta ir patvirtinta</Trans>
          ) : (
            <Trans>Jūsų anketa galioja</Trans>
          )}
        </h2>
        {validUntil ? (
          <p>
            <Trans>Anketa galioja iki {formatDay(validUntil, i18n.locale)}.</Trans>
          </p>
        ) : null}
        <Link className="btn btn--primary" to="/portal/dashboard">
          <Trans>Į pradžią</Trans>
        </Link>
      </section>
    );
  }
  if (state.hasTag('result:pending')) {
    return (
      <section className="card" role="status">
        <h2>
          <Trans>Anketa tikrinama</Trans>
        </h2>
        <p>
          <Trans>
            Jūsų anketą peržiūri mūsų specialistai. Apie rezultatą pranešime; kol anketa tikrinama, kai kurios
            paslaugos gali būti neprieinamos.
          </Trans>
        </p>
        <Link className="btn btn--primary" to="/portal/dashboard">
          <Trans>Į pradžią</Trans>
        </Link>
      </section>
    );
  }
  return null;
}

function Lockout({ until }: { until: string | null }) {
  const { t, i18n } = useLingui();
  const phone = config.supportPhone;
  return (
    <Alert tone="error" title={t`Dokumento tikrinimas laikinai užblokuotas`}>
      <p>
        {until ? (
          <Trans>
            Per daug kartų nurodėte negaliojantį dokumentą. Bandyti vėl galėsite{' '}
            {formatMoment(until, i18n.locale)}.
          </Trans>
        ) : (
          <Trans>Per daug kartų nurodėte negaliojantį dokumentą. Bandykite vėliau.</Trans>
        )}
      </p>
      <p>
        <Trans>Jei reikia pagalbos, skambinkite {phone}.</Trans>
      </p>
    </Alert>
  );
}

/**
 * The questionnaire's screen: what it shows follows the machine (the step's questions, the identity
 * check's modal and lockout, the approve step, the results). Stories pass an actor restored at a state.
 */
export function AmlView({ actor }: { actor: AmlActorRef }) {
  const { t } = useLingui();
  const labels = useAmlLabels();
  const state = useSelector(actor, (s) => s);
  const step = currentStep(state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step) headingRef.current?.focus();
  }, [step]);
  const answers = state.context.answers;
  const sequence = [...stepSequence(answers), 'approve' as const];
  const residence = answers.contacts?.countryOfResidence ?? 'LT';

  if (state.hasTag('loading') && !step) {
    return (
      <div className="page page--narrow">
        <h1>
          <Trans>Kliento anketa</Trans>
        </h1>
        <Spinner label={t`Kraunama…`} />
      </div>
    );
  }
  if (!step) {
    return (
      <div className="page page--narrow">
        <h1>
          <Trans>Kliento anketa</Trans>
        </h1>
        <Results actor={actor} />
        {state.status === 'done' ? (
          <p role="status">
            <Trans>Kliento anketa galioja – tęskite toliau.</Trans>
          </p>
        ) : null}
        {state.matches('error') ? <Alert tone="error" title={t`Anketos pateikti nepavyko`} /> : null}
      </div>
    );
  }
  const index = sequence.indexOf(step) + 1;
  const title = labels.stepTitles[step];
  const form = step === 'approve' ? undefined : (state.children[`${step}Form`] as StepFormRef | undefined);
  const document = state.matches({ questionnaire: { steps: 'identityDocument' } })
    ? state.matches({ questionnaire: { steps: { identityDocument: { document: 'locked' } } } })
      ? 'locked'
      : state.matches({ questionnaire: { steps: { identityDocument: { document: 'invalid' } } } })
        ? 'invalid'
        : state.matches({ questionnaire: { steps: { identityDocument: { document: 'verifying' } } } })
          ? 'verifying'
          : 'editing'
    : null;
  const attemptsLeft = state.context.attemptsLeft;
  const lockHours = AML_ID_CHECK_LOCK_HOURS;
  const back =
    step === 'contacts'
      ? undefined
      : (values: Record<string, string>) => actor.send({ type: 'step.back', values });
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Kliento anketa</Trans>
      </h1>
      <Progress index={index} total={sequence.length} title={title} />
      <section className="card">
        <h2 ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {step === 'contacts' && state.context.keptUntil ? (
          <p className="field__hint">
            {/* Answers are saved per step, when "Toliau" is pressed: say so, not "automatically". */}
            <Trans>
              Kiekvieno žingsnio atsakymai išsaugomi, kai paspaudžiate „Toliau“ – galėsite tęsti vėliau (15
              dienų).
            </Trans>
          </p>
        ) : null}
        {document === 'locked' ? <Lockout until={state.context.lockedUntil} /> : null}
        {step === 'approve' ? <Approve actor={actor} /> : null}
        {form && document !== 'locked' ? (
          <StepQuestions
            key={step}
            step={step as AmlStep}
            form={form}
            onBack={back}
            residence={residence}
            busy={document === 'verifying'}
            extra={document ? <IdentityExtras actor={actor} /> : undefined}
          />
        ) : null}
        {document === 'verifying' && !form ? <Spinner label={t`Tikrinamas dokumentas…`} /> : null}
        {document === 'verifying' ? (
          <p role="status">
            <Trans>Tikrinamas dokumentas…</Trans>
          </p>
        ) : null}
      </section>
      <SaveStatus actor={actor} />
      <Modal
        open={document === 'invalid'}
        title={t`Negaliojantis dokumentas`}
        onClose={() => actor.send({ type: 'modal.close' })}
        closeLabel={t`Uždaryti`}
      >
        <p>
          <Trans>
            Nurodytas asmens tapatybės dokumentas negalioja. Patikrinkite dokumento numerį ir šalį arba
            nurodykite kitą galiojantį dokumentą.
          </Trans>
        </p>
        {attemptsLeft !== null && attemptsLeft > 0 ? (
          <p>
            <strong>
              <Trans>
                Liko bandymų: {attemptsLeft}. Jei ir tada dokumentas bus negaliojantis, dokumento tikrinimas
                bus užblokuotas {lockHours} valandoms.
              </Trans>
            </strong>
          </p>
        ) : null}
        <Button onClick={() => actor.send({ type: 'modal.close' })}>
          <Trans>Taisyti duomenis</Trans>
        </Button>
      </Modal>
    </div>
  );
}

/** What the questionnaire shows: a step, or where it ended (null: stay where the page is). */
type AmlShown = AmlStep | 'approve' | 'success' | 'failed' | 'error';

function shownOf(snapshot: AmlSnapshot): AmlShown | null {
  const step = currentStep(snapshot);
  if (step) return step;
  if (
    snapshot.hasTag('result:success') ||
    (snapshot.hasTag('result:pending') && snapshot.context.draftId !== null)
  )
    return 'success';
  if (snapshot.hasTag('result:invalid')) return 'failed';
  if (snapshot.matches('error')) return 'error';
  return null;
}

/** The address that shows a step or an end. */
function addressOf(shown: string): string {
  if (shown === 'approve' || shown === 'success') return `/portal/aml/${shown}`;
  if (shown === 'failed') return '/portal/aml-failed';
  if (shown === 'error') return '/error-500';
  return `/portal/aml/${AML_STEP_PATHS[shown as AmlStep]}`;
}

/** The path below /portal/aml/ of a location ('' at /portal/aml). */
function amlPathOf(pathname: string): string {
  return pathname.replace(/^\/portal\/aml\/?/, '');
}

const amlStepOf = (pathname: string) => stepOfPath(amlPathOf(pathname));

/**
 * /portal/aml and its steps: one flow actor for every step's URL (the routes share this component, so
 * moving between steps keeps the actor). The URL follows the machine (useWizardUrl); a URL typed in,
 * reloaded or reached with the browser's back button asks the machine for that step (`step.goto`), which
 * opens it only when every earlier step is complete.
 */
export function AmlPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const initialStep = useRef(amlStepOf(pathname));
  const now = useRef(new Date().toISOString());
  const actor = useFlow('aml', {
    input: { mode: 'full', now: now.current, requestedStep: initialStep.current },
  });
  const shown = useSelector(actor, shownOf);
  const goto = useCallback(
    (step: string) => actor.send({ type: 'step.goto', step: step as AmlStep | 'approve' }),
    [actor],
  );
  useWizardUrl({ base: '/portal/aml', step: shown, goto, addressOf, stepOf: amlStepOf });
  return <AmlView actor={actor} />;
}

/** /portal/aml-failed: the questionnaire was not approved; what to do next. */
export function AmlFailedPage() {
  const phone = config.supportPhone;
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Kliento anketa nepatvirtinta</Trans>
      </h1>
      <section className="card">
        <p>
          <Trans>
            Pagal pateiktus atsakymus anketos patvirtinti nepavyko. Patikrinkite atsakymus ir užpildykite
            anketą iš naujo arba susisiekite su mumis – padėsime.
          </Trans>
        </p>
        <p>
          <Trans>Klientų aptarnavimo telefonas {phone}.</Trans>
        </p>
        <div className="actions">
          <Link className="btn btn--primary" to="/portal/aml">
            <Trans>Pildyti anketą iš naujo</Trans>
          </Link>
          <Link className="btn btn--secondary" to="/portal/dashboard">
            <Trans>Į pradžią</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
