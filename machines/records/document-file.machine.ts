import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * A document's file (§6 documents, reports, notification attachments): open it in a new tab (the browser's
 * PDF viewer) or download it. One actor per screen; a click on any row starts a delivery, a new click
 * while one is under way replaces it.
 *
 * The I/O actor `deliverDocument` is declared here and provided at the composition root (src/app): it
 * loads GetDocumentContent through the data cache and hands the file to the browser. It resolves with
 * the object URL when a pop-up blocker refused the new tab (the row then offers a link), null otherwise.
 */

export type DocumentFileAction = 'open' | 'download';

export interface DocumentRef {
  id: number;
  fileName: string;
  mimeType: string;
}

export interface DeliverDocumentInput {
  document: DocumentRef;
  action: DocumentFileAction;
}

/** The object URL to offer as a link when the new tab was blocked; null when the file was delivered. */
export type DeliverDocumentOutput = { blockedUrl: string | null };

export interface DocumentFileContext {
  request: DeliverDocumentInput | null;
  /** The new tab was blocked: the row offers this link. */
  blocked: { id: number; url: string } | null;
  error: unknown;
}

export type DocumentFileEvent =
  { type: 'document.open'; document: DocumentRef } | { type: 'document.download'; document: DocumentRef };

export type DocumentFileTag = 'loading' | 'error';

const request = {
  'document.open': {
    target: '#documentFile.delivering',
    reenter: true,
    actions: 'storeRequest',
  },
  'document.download': {
    target: '#documentFile.delivering',
    reenter: true,
    actions: 'storeRequest',
  },
} as const;

export const documentFileMachine = setup({
  types: {
    context: {} as DocumentFileContext,
    events: {} as DocumentFileEvent,
    tags: {} as DocumentFileTag,
  },
  actors: {
    /** Loads the content and opens or downloads it. Provided at the composition root. */
    deliverDocument: fromPromise<DeliverDocumentOutput, DeliverDocumentInput>(async () => {
      throw new Error('documentFileMachine: provide deliverDocument at the composition root');
    }),
  },
  actions: {
    storeRequest: assign(({ event }) => ({
      request: {
        document: event.document,
        action: event.type === 'document.open' ? ('open' as const) : ('download' as const),
      },
      blocked: null,
      error: null,
    })),
  },
}).createMachine({
  id: 'documentFile',
  description: 'Opens or downloads a document file; a failure keeps the row with a retry.',
  context: { request: null, blocked: null, error: null },
  initial: 'idle',
  on: request,
  states: {
    idle: {
      description: 'No file under way: every row offers open and download.',
    },
    delivering: {
      description: 'GetDocumentContent is loading; the clicked button shows a loader.',
      tags: ['loading'],
      invoke: {
        src: 'deliverDocument',
        input: ({ context }) =>
          context.request ?? { document: { id: 0, fileName: '', mimeType: '' }, action: 'open' },
        onDone: {
          target: 'delivered',
          actions: assign({
            blocked: ({ context, event }) =>
              event.output.blockedUrl && context.request
                ? { id: context.request.document.id, url: event.output.blockedUrl }
                : null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    delivered: {
      description: 'The file was handed to the browser (or a link is offered when the new tab was blocked).',
    },
    failed: {
      description: 'The file could not be loaded: the row shows an error; clicking again retries.',
      tags: ['error'],
    },
  },
});

export type DocumentFileSnapshot = SnapshotFrom<typeof documentFileMachine>;

/** The document and action under way (that button shows a loader), or null. */
export function selectPendingFile(snapshot: DocumentFileSnapshot): DeliverDocumentInput | null {
  return snapshot.hasTag('loading') ? snapshot.context.request : null;
}

/** The document and action that failed last (the row shows an error with a retry), or null. */
export function selectFailedFile(snapshot: DocumentFileSnapshot): DeliverDocumentInput | null {
  return snapshot.hasTag('error') ? snapshot.context.request : null;
}

export function selectBlockedFile(snapshot: DocumentFileSnapshot): { id: number; url: string } | null {
  return snapshot.context.blocked;
}
