import { useSelector } from '@xstate/react';
import { useFlow } from '../../app/flow-context';
import {
  selectBlockedFile,
  selectFailedFile,
  selectPendingFile,
  type DocumentFileAction,
  type DocumentRef,
} from '../../../machines/records/document-file.machine';

export type { DocumentFileAction, DocumentRef };

export interface DocumentFileState {
  /** The document and action under way (the button shows a loader). */
  pending: { id: number; action: DocumentFileAction } | null;
  /** The last failed document and action (the row shows an error with a retry). */
  failed: { id: number; action: DocumentFileAction } | null;
  /** A pop-up blocker refused the new tab: the row offers this link instead. */
  blocked: { id: number; url: string } | null;
}

const rowOf = (request: { document: DocumentRef; action: DocumentFileAction } | null) =>
  request ? { id: request.document.id, action: request.action } : null;

/**
 * Opens (a new tab with the browser's PDF viewer) or downloads a document's file through the screen's
 * `documentFile` flow (machines/records/document-file.machine.ts, its loading provided in src/app).
 */
export function useDocumentFile() {
  const actor = useFlow('documentFile');
  const pending = useSelector(actor, (s) => rowOf(selectPendingFile(s)), sameRow);
  const failed = useSelector(actor, (s) => rowOf(selectFailedFile(s)), sameRow);
  const blocked = useSelector(actor, selectBlockedFile);
  return {
    pending,
    failed,
    blocked,
    run: (doc: DocumentRef, action: DocumentFileAction) =>
      actor.send({ type: action === 'open' ? 'document.open' : 'document.download', document: doc }),
  } satisfies DocumentFileState & { run: unknown };
}

function sameRow(
  a: { id: number; action: DocumentFileAction } | null,
  b: { id: number; action: DocumentFileAction } | null,
): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.action === b.action);
}
