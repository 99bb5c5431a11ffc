/**
 * Document upload (§2 document-upload and its success, §3 "Upload: document name and type (id-document,
 * other)", §5 "up to 5 files at once, each up to 10 Mb. JPG, PNG or PDF only (no Doc/Docx)", §9 "Upload:
 * 5 files, 10 Mb each"):
 *
 *   choosing (type, name, files; each file checked in the browser at once)
 *     -> uploading (one transfer per file, in parallel: progress, cancel, retry per file)
 *     -> done (every file uploaded; or the customer finishes with what was uploaded)
 *   uploading <-> attention (nothing under way, some file failed or was cancelled: retry, remove, finish)
 *
 * One machine with per-file state (docs/flows/upload.md explains the choice): each chosen file is an entry
 * of `context.files` with its own status (`ready` → `uploading` → `uploaded` | `failed` | `cancelled`) and
 * progress, and each upload is a child actor `transfer-<fileId>` spawned from the provided `transfer`
 * logic. The transfer reports back with events (`transfer.progress`, `transfer.done`, `transfer.failed`);
 * stopping it (cancel) aborts the request. The machine's own states are the phases of the whole batch, so
 * the screen, the diagram and the path tests read one small graph.
 *
 * The composition root provides `transfer` (src/flows/upload/upload-actors.ts): it reads the file, sends
 * Documents.UploadDocument with this one file through the API's upload transport (real upload progress) and
 * never throws: every failure is a `transfer.failed` event.
 */
import { assign, emit, enqueueActions, fromCallback, setup } from 'xstate';
import type { UploadDocumentKind } from '../../src/api/contract/common';
import {
  admitUploadFiles,
  type RefusedUpload,
  type UploadCandidate,
  type UploadFileKind,
} from '../../src/domain/upload';

export type { UploadDocumentKind };

/** A file as the screen hands it over: name, size, first bytes (for the check) and the content. */
export interface ChosenFile extends UploadCandidate {
  /** The file itself (a browser File); only the transfer reads it. */
  content: Blob | null;
}

export type UploadFileStatus = 'ready' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

export interface UploadFileEntry {
  /** 1 to 5, unique among the chosen files (a removed file's number is used again). */
  id: number;
  name: string;
  size: number;
  kind: UploadFileKind;
  content: Blob | null;
  status: UploadFileStatus;
  /** Bytes of the request sent so far and in all (0/0 until the first progress report). */
  loaded: number;
  total: number;
  documentId: number | null;
  error: unknown;
}

export type UploadField = 'documentType' | 'documentName' | 'files';
export type UploadFormErrors = Partial<Record<UploadField, 'required'>>;

export interface DocumentUploadContext {
  documentType: UploadDocumentKind | null;
  documentName: string;
  files: UploadFileEntry[];
  /** Files refused by the browser check of the last addition (shown until the next addition). */
  refused: RefusedUpload[];
  /** The document name field was left once (its error shows from then on, §4 Forms). */
  nameTouched: boolean;
  /** The customer pressed upload once (every error shows from then on). */
  submitted: boolean;
}

/** What one transfer needs: the file and the document it belongs to. */
export interface TransferInput {
  fileId: number;
  file: { name: string; kind: UploadFileKind; content: Blob | null };
  documentType: UploadDocumentKind;
  documentName: string;
}

/** Events a transfer sends back to the machine. */
export type TransferReport =
  | { type: 'transfer.progress'; fileId: number; loaded: number; total: number }
  | { type: 'transfer.done'; fileId: number; documentId: number }
  | { type: 'transfer.failed'; fileId: number; error: unknown };

export type DocumentUploadEvent =
  | { type: 'upload.type'; documentType: UploadDocumentKind }
  | { type: 'upload.name'; documentName: string }
  | { type: 'upload.nameBlur' }
  | { type: 'files.add'; files: ChosenFile[] }
  | { type: 'file.remove'; fileId: number }
  | { type: 'upload.submit' }
  | { type: 'file.cancel'; fileId: number }
  | { type: 'file.retry'; fileId: number }
  | { type: 'upload.finish' }
  | TransferReport;

/** The output, and the `form.submitted` payload the navigation follows to the success screen. */
export interface DocumentUploadOutput {
  documentIds: number[];
}

export type DocumentUploadEmitted = { type: 'form.submitted'; output: DocumentUploadOutput };

export type DocumentUploadTag = 'loading' | 'error' | 'success';

/** The largest name the server accepts (the contract's documentName). */
export const DOCUMENT_NAME_MAX_LENGTH = 200;

/** §4 Forms: what the form lacks (a type, a name, at least one file); shown after a submit or a blur. */
export function uploadFormErrors(context: DocumentUploadContext): UploadFormErrors {
  const errors: UploadFormErrors = {};
  if (context.documentType === null) errors.documentType = 'required';
  if (context.documentName.trim().length === 0) errors.documentName = 'required';
  if (context.files.length === 0) errors.files = 'required';
  return errors;
}

const transferId = (fileId: number): string => `transfer-${fileId}`;

/** The smallest file number from 1 not in use, so numbers stay within 1-5. */
function freeIds(files: readonly UploadFileEntry[], count: number): number[] {
  const used = new Set(files.map((file) => file.id));
  const ids: number[] = [];
  for (let id = 1; ids.length < count; id += 1) if (!used.has(id)) ids.push(id);
  return ids;
}

const withFile = (
  files: readonly UploadFileEntry[],
  fileId: number,
  change: Partial<UploadFileEntry>,
): UploadFileEntry[] => files.map((file) => (file.id === fileId ? { ...file, ...change } : file));

const statusOf = (context: DocumentUploadContext, fileId: number): UploadFileStatus | undefined =>
  context.files.find((file) => file.id === fileId)?.status;

/**
 * The title the document is listed under: the typed name and the file's name, 'Paso kopija (pasas.jpg)',
 * so that the files of one upload can be told apart in the documents list (cut to the 200 characters the
 * server accepts, from the typed part).
 */
export function documentTitle(documentName: string, fileName: string): string {
  const suffix = ` (${fileName})`.slice(0, DOCUMENT_NAME_MAX_LENGTH - 1);
  return `${documentName.trim().slice(0, DOCUMENT_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

const transferInput = (context: DocumentUploadContext, file: UploadFileEntry): TransferInput => ({
  fileId: file.id,
  file: { name: file.name, kind: file.kind, content: file.content },
  documentType: context.documentType ?? 'other',
  documentName: documentTitle(context.documentName, file.name),
});

export const documentUploadMachine = setup({
  types: {
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
    tags: {} as DocumentUploadTag,
    emitted: {} as DocumentUploadEmitted,
    output: {} as DocumentUploadOutput,
  },
  actors: {
    /** Uploads one file and reports back; stopping it aborts the request. Provided at the composition root. */
    transfer: fromCallback<DocumentUploadEvent, TransferInput>(({ input, sendBack }) => {
      sendBack({
        type: 'transfer.failed',
        fileId: input.fileId,
        error: new Error('documentUpload: provide transfer at the composition root'),
      });
    }),
  },
  guards: {
    /** Type chosen, a name, at least one file (the browser already refused the wrong ones). */
    readyToUpload: ({ context }) => Object.keys(uploadFormErrors(context)).length === 0,
    fileIsUploading: ({ context }, params: { fileId: number }) =>
      statusOf(context, params.fileId) === 'uploading',
    /** Only a failed or cancelled file can be tried again, or taken off the list once the upload started. */
    fileFailedOrCancelled: ({ context }, params: { fileId: number }) => {
      const status = statusOf(context, params.fileId);
      return status === 'failed' || status === 'cancelled';
    },
    allUploaded: ({ context }) =>
      context.files.length > 0 && context.files.every((file) => file.status === 'uploaded'),
    nothingUnderWay: ({ context }) => context.files.every((file) => file.status !== 'uploading'),
    someUploaded: ({ context }) => context.files.some((file) => file.status === 'uploaded'),
    noFiles: ({ context }) => context.files.length === 0,
  },
  actions: {
    startAll: enqueueActions(({ context, enqueue }) => {
      for (const file of context.files) {
        enqueue.spawnChild('transfer', { id: transferId(file.id), input: transferInput(context, file) });
      }
      enqueue.assign({
        files: context.files.map((file) => ({ ...file, status: 'uploading' as const, loaded: 0, total: 0 })),
      });
    }),
    startOne: enqueueActions(({ context, enqueue }, params: { fileId: number }) => {
      const file = context.files.find((entry) => entry.id === params.fileId);
      if (!file) return;
      enqueue.spawnChild('transfer', { id: transferId(file.id), input: transferInput(context, file) });
      enqueue.assign({
        files: withFile(context.files, file.id, { status: 'uploading', loaded: 0, total: 0, error: null }),
      });
    }),
    stopTransfer: enqueueActions(({ enqueue }, params: { fileId: number }) => {
      enqueue.stopChild(transferId(params.fileId));
    }),
    removeFile: assign({
      files: ({ context }, params: { fileId: number }) =>
        context.files.filter((file) => file.id !== params.fileId),
    }),
  },
}).createMachine({
  id: 'documentUpload',
  description:
    'Document upload (§5): up to 5 JPG/PNG/PDF files of up to 10 MB, each uploaded on its own with progress, cancel and retry.',
  context: {
    documentType: null,
    documentName: '',
    files: [],
    refused: [],
    nameTouched: false,
    submitted: false,
  },
  initial: 'choosing',
  output: ({ context }) => ({
    documentIds: context.files.flatMap((file) => (file.documentId === null ? [] : [file.documentId])),
  }),
  states: {
    choosing: {
      description:
        'The customer picks the type (id-document, other), names the document and chooses up to 5 files; each file is checked at once: JPG, PNG or PDF by its first bytes and name, at most 10 MB (§5). Nothing is sent yet.',
      on: {
        'upload.type': { actions: assign({ documentType: ({ event }) => event.documentType }) },
        'upload.name': {
          actions: assign({
            documentName: ({ event }) => event.documentName.slice(0, DOCUMENT_NAME_MAX_LENGTH),
          }),
        },
        'upload.nameBlur': { actions: assign({ nameTouched: true }) },
        'files.add': {
          actions: assign(({ context, event }) => {
            const { admitted, refused } = admitUploadFiles(context.files.length, event.files);
            const ids = freeIds(context.files, admitted.length);
            const added = admitted.map((file, index): UploadFileEntry => ({
              id: ids[index] ?? 0,
              name: file.name,
              size: file.size,
              kind: file.kind,
              content: file.content,
              status: 'ready',
              loaded: 0,
              total: 0,
              documentId: null,
              error: null,
            }));
            return { files: [...context.files, ...added], refused };
          }),
        },
        'file.remove': {
          actions: [
            { type: 'removeFile', params: ({ event }) => ({ fileId: event.fileId }) },
            assign({ refused: [] }),
          ],
        },
        'upload.submit': [
          { guard: 'readyToUpload', target: 'uploading', actions: ['startAll', assign({ refused: [] })] },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    uploading: {
      description:
        'Every file uploads on its own (Documents.UploadDocument, one file per request) with its progress bar; a file can be cancelled and, once failed or cancelled, tried again.',
      tags: ['loading'],
      always: [
        { guard: 'allUploaded', target: 'done' },
        { guard: 'nothingUnderWay', target: 'attention' },
      ],
      on: {
        'transfer.progress': {
          guard: { type: 'fileIsUploading', params: ({ event }) => ({ fileId: event.fileId }) },
          actions: assign({
            files: ({ context, event }) =>
              withFile(context.files, event.fileId, { loaded: event.loaded, total: event.total }),
          }),
        },
        'transfer.done': {
          guard: { type: 'fileIsUploading', params: ({ event }) => ({ fileId: event.fileId }) },
          actions: [
            { type: 'stopTransfer', params: ({ event }) => ({ fileId: event.fileId }) },
            assign({
              files: ({ context, event }) =>
                withFile(context.files, event.fileId, { status: 'uploaded', documentId: event.documentId }),
            }),
          ],
        },
        'transfer.failed': {
          guard: { type: 'fileIsUploading', params: ({ event }) => ({ fileId: event.fileId }) },
          actions: [
            { type: 'stopTransfer', params: ({ event }) => ({ fileId: event.fileId }) },
            assign({
              files: ({ context, event }) =>
                withFile(context.files, event.fileId, { status: 'failed', error: event.error }),
            }),
          ],
        },
        'file.cancel': {
          guard: { type: 'fileIsUploading', params: ({ event }) => ({ fileId: event.fileId }) },
          actions: [
            { type: 'stopTransfer', params: ({ event }) => ({ fileId: event.fileId }) },
            assign({
              files: ({ context, event }) => withFile(context.files, event.fileId, { status: 'cancelled' }),
            }),
          ],
        },
        'file.retry': {
          guard: { type: 'fileFailedOrCancelled', params: ({ event }) => ({ fileId: event.fileId }) },
          actions: { type: 'startOne', params: ({ event }) => ({ fileId: event.fileId }) },
        },
      },
    },
    attention: {
      description:
        'Nothing is uploading and some file failed or was cancelled: try it again, take it off the list, or finish with the files already uploaded.',
      tags: ['error'],
      always: [
        { guard: 'allUploaded', target: 'done' },
        { guard: 'noFiles', target: 'choosing' },
      ],
      on: {
        'file.retry': {
          guard: { type: 'fileFailedOrCancelled', params: ({ event }) => ({ fileId: event.fileId }) },
          target: 'uploading',
          actions: { type: 'startOne', params: ({ event }) => ({ fileId: event.fileId }) },
        },
        'file.remove': {
          guard: { type: 'fileFailedOrCancelled', params: ({ event }) => ({ fileId: event.fileId }) },
          actions: { type: 'removeFile', params: ({ event }) => ({ fileId: event.fileId }) },
        },
        'upload.finish': { guard: 'someUploaded', target: 'done' },
      },
    },
    done: {
      description: 'The uploaded files are the customer’s documents; the success screen follows (§2).',
      type: 'final',
      tags: ['success'],
      entry: emit(({ context }) => ({
        type: 'form.submitted' as const,
        output: {
          documentIds: context.files.flatMap((file) => (file.documentId === null ? [] : [file.documentId])),
        },
      })),
    },
  },
});

export type DocumentUploadMachine = typeof documentUploadMachine;
