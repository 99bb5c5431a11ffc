import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  uploadFormErrors,
  type ChosenFile,
  type DocumentUploadMachine,
  type UploadDocumentKind,
  type UploadFileEntry,
} from '../../../machines/upload/document-upload.machine';
import { portalErrorOf } from '../../api/portal-error-of';
import { useFlow } from '../../app/flow-context';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../../domain/constants';
import { toUploadCandidate, UPLOAD_ACCEPT } from '../../domain/upload';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { usePortalErrorMessage } from '../../kits/forms/portal-error-message';
import { validationMessage } from '../../kits/forms/use-form';
import { fileSize } from '../../domain/file-size';
import './upload.css';

export type DocumentUploadActorRef = ActorRefFrom<DocumentUploadMachine>;

const successRoute = getRouteApi('/portal/document-upload/success');

const MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

/** Reads the first bytes of each chosen file (for the browser check) and keeps the file itself. */
async function chosenFiles(list: FileList): Promise<ChosenFile[]> {
  return Promise.all([...list].map(async (file) => ({ ...(await toUploadCandidate(file)), content: file })));
}

function percentOf(file: UploadFileEntry): number {
  if (file.status === 'uploaded') return 100;
  return file.total > 0 ? Math.min(100, Math.round((file.loaded / file.total) * 100)) : 0;
}

/** Why a file failed: the §5 messages for the server's content answers, else the §8 message. */
function useFailureMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  const messageFor = usePortalErrorMessage();
  return (error) => {
    const code = portalErrorOf(error)?.code;
    if (code === 'file_too_large') return validationMessage('file-too-large', i18n.locale);
    if (code === 'invalid_file_format') return validationMessage('invalid-file-format', i18n.locale);
    if (code === 'upload_quota_exceeded') return validationMessage('upload-quota-exceeded', i18n.locale);
    return messageFor(error);
  };
}

function FileRow({
  file,
  actor,
  phase,
}: {
  file: UploadFileEntry;
  actor: DocumentUploadActorRef;
  phase: string;
}) {
  const { t, i18n } = useLingui();
  const failureMessage = useFailureMessage();
  const percent = percentOf(file);
  const name = file.name;
  const status = {
    ready: t`Paruošta įkelti`,
    uploading: t`Įkeliama: ${percent} %`,
    uploaded: t`Įkelta`,
    failed: t`Nepavyko įkelti`,
    cancelled: t`Įkėlimas atšauktas`,
  }[file.status];
  const removable = phase === 'choosing' || (phase === 'attention' && file.status !== 'uploaded');
  return (
    <li className={`upload-file upload-file--${file.status}`} data-testid="upload-file">
      <div className="upload-file__head">
        <span className="upload-file__name">{name}</span>
        <span className="upload-file__size">{fileSize(file.size, i18n.locale)}</span>
      </div>
      {file.status !== 'ready' ? (
        <progress
          className="upload-file__progress"
          max={100}
          value={percent}
          aria-label={t`${name}: įkelta ${percent} %`}
        />
      ) : null}
      <p className="upload-file__status">{status}</p>
      {file.status === 'failed' ? (
        <p className="field__error" role="alert">
          {failureMessage(file.error)}
        </p>
      ) : null}
      <div className="upload-file__actions">
        {file.status === 'uploading' ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'file.cancel', fileId: file.id })}>
            <Trans>Atšaukti</Trans>
            <span className="visually-hidden"> {name}</span>
          </Button>
        ) : null}
        {file.status === 'failed' || file.status === 'cancelled' ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'file.retry', fileId: file.id })}>
            <Trans>Bandyti dar kartą</Trans>
            <span className="visually-hidden"> {name}</span>
          </Button>
        ) : null}
        {removable ? (
          <Button variant="link" onClick={() => actor.send({ type: 'file.remove', fileId: file.id })}>
            <Trans>Pašalinti</Trans>
            <span className="visually-hidden"> {name}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The upload screen for a document-upload actor: type, name, files with their progress, actions. */
export function DocumentUploadView({ actor }: { actor: DocumentUploadActorRef }) {
  const { t, i18n } = useLingui();
  const state = useSelector(actor, (s) => s);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const { context } = state;
  const phase = state.matches('choosing')
    ? 'choosing'
    : state.matches('uploading')
      ? 'uploading'
      : 'attention';
  const choosing = phase === 'choosing';
  const errors = uploadFormErrors(context);
  const show = (field: keyof typeof errors, touched: boolean) =>
    (context.submitted || touched) && errors[field] ? validationMessage('required', i18n.locale) : undefined;
  const typeError = show('documentType', false);
  const filesError = show('files', false);
  const full = context.files.length >= UPLOAD_MAX_FILES;
  const uploaded = context.files.filter((file) => file.status === 'uploaded').length;
  const total = context.files.length;
  const typeLabels: Record<UploadDocumentKind, string> = {
    'id-document': t`Asmens tapatybės dokumentas`,
    other: t`Kitas dokumentas`,
  };
  return (
    <form
      className="form upload"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'upload.submit' });
      }}
    >
      <fieldset
        className="fieldset"
        disabled={!choosing}
        aria-describedby={typeError ? `${ids}-type-error` : undefined}
      >
        <legend>
          <Trans>Dokumento tipas</Trans>
        </legend>
        {(['id-document', 'other'] as const).map((kind) => (
          <label className="choice" key={kind}>
            <input
              type="radio"
              name="documentType"
              value={kind}
              checked={context.documentType === kind}
              onChange={() => actor.send({ type: 'upload.type', documentType: kind })}
            />{' '}
            {typeLabels[kind]}
          </label>
        ))}
        {typeError ? (
          <p className="field__error" id={`${ids}-type-error`}>
            {typeError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t`Dokumento pavadinimas`}
        hint={t`Pvz., paso kopija, pažyma darbdaviui`}
        name="documentName"
        value={context.documentName}
        disabled={!choosing}
        maxLength={200}
        error={show('documentName', context.nameTouched)}
        onValueChange={(value) => actor.send({ type: 'upload.name', documentName: value })}
        onBlur={() => actor.send({ type: 'upload.nameBlur' })}
      />
      {choosing ? (
        <div className={['field', filesError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
          <label className="field__label" htmlFor={`${ids}-files`}>
            <Trans>Failai</Trans>
          </label>
          <p className="field__hint" id={`${ids}-files-hint`}>
            {t`JPG, PNG arba PDF, kiekvienas iki ${MAX_MB} MB. Vienu metu – iki ${UPLOAD_MAX_FILES} failų.`}
          </p>
          <input
            ref={inputRef}
            id={`${ids}-files`}
            className="upload__input"
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            disabled={full}
            aria-describedby={[
              `${ids}-files-hint`,
              full ? `${ids}-files-full` : '',
              filesError ? `${ids}-files-error` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              const input = event.currentTarget;
              const list = input.files;
              if (!list || list.length === 0) return;
              void chosenFiles(list).then((files) => {
                actor.send({ type: 'files.add', files });
                input.value = '';
              });
            }}
          />
          {full ? (
            <p className="field__hint" id={`${ids}-files-full`}>
              <Trans>Pasirinktas didžiausias failų skaičius.</Trans>
            </p>
          ) : null}
          {filesError ? (
            <p className="field__error" id={`${ids}-files-error`}>
              {t`Pasirinkite bent vieną failą`}
            </p>
          ) : null}
        </div>
      ) : null}
      {context.refused.length > 0 ? (
        <Alert tone="error" title={t`Šie failai neįkelti:`}>
          <ul className="upload__refused" data-testid="upload-refused">
            {context.refused.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span className="upload-file__name">{file.name}</span>:{' '}
                {validationMessage(file.code, i18n.locale)}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {context.files.length > 0 ? (
        <ul className="upload__files" aria-label={t`Pasirinkti failai`}>
          {context.files.map((file) => (
            <FileRow key={file.id} file={file} actor={actor} phase={phase} />
          ))}
        </ul>
      ) : null}
      {!choosing ? (
        <p className="upload__summary" role="status" aria-live="polite">
          {t`Įkelta ${uploaded} iš ${total}`}
        </p>
      ) : null}
      {phase === 'attention' ? (
        <Alert tone="warning" title={t`Ne visi failai įkelti`}>
          <p>
            <Trans>
              Bandykite neįkeltus failus įkelti dar kartą arba pašalinkite juos. Jau įkelti failai išsaugoti.
            </Trans>
          </p>
        </Alert>
      ) : null}
      <div className="actions">
        {choosing ? (
          <Button type="submit">
            <Trans>Įkelti</Trans>
          </Button>
        ) : null}
        {phase === 'attention' && uploaded > 0 ? (
          <Button onClick={() => actor.send({ type: 'upload.finish' })}>
            <Trans>Baigti</Trans>
          </Button>
        ) : null}
        {phase !== 'uploading' ? (
          <Link className="btn btn--secondary" to="/portal/documents-list">
            <Trans>Į dokumentų sąrašą</Trans>
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** /portal/document-upload (§2): the upload flow's screen. */
export function DocumentUploadPage() {
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Dokumentų įkėlimas</Trans>
      </h1>
      <section className="card">
        <p>
          <Trans>
            Įkelkite dokumentus, kurių iš jūsų prašėme, pavyzdžiui, asmens tapatybės dokumento kopiją. Įkelti
            dokumentai matomi dokumentų sąraše.
          </Trans>
        </p>
        <DocumentUploadView actor={useFlow('documentUpload')} />
      </section>
    </div>
  );
}

/** /portal/document-upload/success (§2): how many documents were uploaded, and where to see them. */
export function DocumentUploadSuccessPage() {
  const { count } = successRoute.useSearch();
  const { t } = useLingui();
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Dokumentai įkelti</Trans>
      </h1>
      <section className="card" role="status">
        <p>
          {count !== undefined
            ? t`Įkelta dokumentų: ${count}. Juos rasite dokumentų sąraše.`
            : t`Dokumentai įkelti. Juos rasite dokumentų sąraše.`}
        </p>
        <div className="actions">
          <Link className="btn btn--primary" to="/portal/documents-list">
            <Trans>Į dokumentų sąrašą</Trans>
          </Link>
          <Link className="btn btn--secondary" to="/portal/document-upload">
            <Trans>Įkelti daugiau</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
