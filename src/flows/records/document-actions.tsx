import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import type { DocumentFileAction, DocumentRef, useDocumentFile } from './use-document-file';

type DocumentFile = ReturnType<typeof useDocumentFile>;

interface DocumentActionsProps {
  doc: DocumentRef & { title: string };
  file: DocumentFile;
  /** Which buttons to show, in order. */
  actions: readonly DocumentFileAction[];
}

/**
 * The buttons of one document: preview (the PDF opens in a new tab in the browser's viewer) and
 * download with its file name. Each button's name ends with the document title (visually hidden) so a screen-reader list of
 * buttons says which document it acts on. A failure is announced next to the buttons; a blocked
 * pop-up gets a plain link instead.
 */
export function DocumentActions({ doc, file, actions }: DocumentActionsProps) {
  const label: Record<DocumentFileAction, ReactNode> = {
    open: <Trans>Peržiūrėti</Trans>,
    download: <Trans>Atsisiųsti</Trans>,
  };
  /** Said after the title, so the button's name tells that a new tab opens. */
  const hint: Record<DocumentFileAction, ReactNode> = {
    open: <Trans>(atsidarys naujame lange)</Trans>,
    download: null,
  };
  const failed = file.failed?.id === doc.id ? file.failed.action : null;
  const blockedUrl = file.blocked?.id === doc.id ? file.blocked.url : null;
  return (
    <div className="doc-actions">
      <div className="doc-actions__buttons">
        {actions.map((action) => (
          <Button
            key={action}
            variant="secondary"
            className="btn--compact"
            loading={file.pending?.id === doc.id && file.pending.action === action}
            onClick={() => {
              void file.run(doc, action);
            }}
          >
            {label[action]}
            <span className="visually-hidden">
              : {doc.title} {hint[action]}
            </span>
          </Button>
        ))}
      </div>
      {failed ? (
        <p className="doc-actions__error" role="alert">
          <Trans>Dokumento įkelti nepavyko. Bandykite dar kartą.</Trans>
        </p>
      ) : null}
      {blockedUrl ? (
        <p className="doc-actions__blocked" role="status">
          <Trans>Naršyklė neleido atverti naujo lango.</Trans>{' '}
          <a href={blockedUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Atidaryti dokumentą</Trans>
            <span className="visually-hidden">: {doc.title}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
