import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { SpecExpectations, SpecStep } from './harness';

/**
 * The specification's expectations of the document-upload machine, checked by the
 * harness on every step of every generated path, with the specification's literal values:
 * §5 "Document upload: up to 5 files at once, each up to 10 Mb. JPG, PNG or PDF only (no Doc/Docx)",
 * §9 "Upload: 5 files, 10 Mb each" (10 Mb = 10 × 1024 × 1024 bytes), §3 "Upload: document name and type
 * (id-document, other)", §4 Forms (errors after the first submit or blur), §7 UploadDocument.
 */

/** §5 / §9: 5 files at once. */
const MAX_FILES = 5;
/** §5 / §9: 10 Mb each. */
const MAX_BYTES = 10 * 1024 * 1024;

function fail(message: string): never {
  throw new Error(`specification: ${message}`);
}

interface FileView {
  id: number;
  name: string;
  size: number;
  status: string;
  loaded: number;
  total: number;
  documentId: number | null;
}
const filesOf = (snapshot: AnyMachineSnapshot): FileView[] =>
  (snapshot.context as { files: FileView[] }).files;

/**
 * What §5 says of each fixture file by its name (content kind, size): accepted, or refused with the
 * reason the screen must show.
 */
const VERDICTS: Record<string, 'accepted' | 'invalid-file-format' | 'file-too-large'> = {
  'pasas.jpg': 'accepted',
  // Exactly 10 Mb is allowed.
  'pazyma.pdf': 'accepted',
  // A Word document renamed .pdf (§5 "no Doc/Docx").
  'cv.pdf': 'invalid-file-format',
  // 10 Mb and one byte.
  'skenas.png': 'file-too-large',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`lapas-${n}.jpg`, 'accepted' as const])),
};

const KINDS: Record<string, string> = { jpg: 'jpg', pdf: 'pdf', png: 'png' };
const kindOfName = (name: string): string => KINDS[name.split('.').pop() ?? ''] ?? fail(`kind of ${name}`);

const lastOf = (history: readonly AnyEventObject[], type: string): AnyEventObject | undefined =>
  history.findLast((e) => e.type === type);

/** §7 UploadDocument, one file per request: that file, the chosen type and the typed name (trimmed) with the file's. */
function transferInput(fileId: number) {
  return ({ history, invoked, after }: SpecStep) => {
    const received = invoked.get(`transfer-${fileId}`) as { file?: { name?: string } } | undefined;
    const name = received?.file?.name ?? '';
    if (VERDICTS[name] !== 'accepted') fail(`${name} was sent although §5 refuses it`);
    const entry = filesOf(after).find((file) => file.id === fileId);
    if (entry?.name !== name) fail(`transfer-${fileId} sent ${name}, not the file numbered ${fileId}`);
    const type = lastOf(history, 'upload.type')?.documentType ?? fail('uploaded without a type');
    const typed = String(lastOf(history, 'upload.name')?.documentName ?? '');
    if (typed.trim() === '') fail('uploaded without a document name');
    return {
      fileId,
      file: { name, kind: kindOfName(name), content: null },
      documentType: type,
      // Each file is listed as 'the typed name (the file name)', so the files of one upload differ.
      documentName: `${typed.trim()} (${name})`,
    };
  };
}

export const documentUploadSpec: SpecExpectations = {
  delays: {},
  inputs: Object.fromEntries([1, 2, 3, 4, 5].map((fileId) => [`transfer-${fileId}`, transferInput(fileId)])),
  emitted: ({ before, after, history }) => {
    if (after.status !== 'done' || before?.status === 'done') return [];
    // The success screen gets the documents the server created, in the order of the files.
    const done = history.filter((e) => e.type === 'transfer.done');
    const documentIds = filesOf(after)
      .filter((file) => file.status === 'uploaded')
      .map((file) => {
        const report = done.findLast((e) => e.fileId === file.id);
        return (
          (report?.documentId as number | undefined) ?? fail(`file ${file.id} uploaded without a report`)
        );
      });
    return [{ type: 'form.submitted', output: { documentIds } }];
  },
  output: ({ after }) => ({
    documentIds: filesOf(after).flatMap((file) => (file.documentId === null ? [] : [file.documentId])),
  }),
  rules: [
    // §5: never more than 5 files, never one over 10 Mb, never a file §5 refuses.
    ({ after }) => {
      const files = filesOf(after);
      if (files.length > MAX_FILES) fail(`${files.length} files chosen; at most ${MAX_FILES}`);
      for (const file of files) {
        if (file.size > MAX_BYTES) fail(`${file.name} has ${file.size} bytes; at most ${MAX_BYTES}`);
        if (VERDICTS[file.name] !== 'accepted') fail(`${file.name} was accepted`);
      }
    },
    // §5: each refused file is named with its reason; the sixth good file is refused as one too many.
    ({ event, before, after }) => {
      if (event.type !== 'files.add' || before === undefined || !before.matches('choosing')) return;
      const refused = (after.context as { refused: { name: string; code: string }[] }).refused;
      const chosenBefore = filesOf(before).length;
      let room = MAX_FILES - chosenBefore;
      const expected: { name: string; code: string }[] = [];
      for (const file of event.files as { name: string }[]) {
        const verdict = VERDICTS[file.name] ?? fail(`no verdict for ${file.name}`);
        if (verdict !== 'accepted') expected.push({ name: file.name, code: verdict });
        else if (room === 0) expected.push({ name: file.name, code: 'too-many-files' });
        else room -= 1;
      }
      if (JSON.stringify(refused) !== JSON.stringify(expected))
        fail(`refused ${JSON.stringify(refused)}, §5 says ${JSON.stringify(expected)}`);
      if (filesOf(after).length !== MAX_FILES - room)
        fail(`${filesOf(after).length} files chosen, §5 admits ${MAX_FILES - room}`);
    },
    // A cancelled file stops its upload at once (the transfer is stopped: no progress is taken from it).
    ({ event, before, after }) => {
      if (event.type !== 'file.cancel' || before === undefined) return;
      const was = filesOf(before).find((entry) => entry.id === event.fileId)?.status;
      const file = filesOf(after).find((entry) => entry.id === event.fileId);
      if (was === 'uploading' && file?.status !== 'cancelled')
        fail(`file ${event.fileId} is ${file?.status} after cancel`);
      if (was !== 'uploading' && file?.status !== was) fail(`cancel changed a file that was ${was}`);
      if (after.children[`transfer-${event.fileId}`] !== undefined)
        fail(`the upload of file ${event.fileId} still runs after cancel`);
    },
    // A retry starts the file again from 0 %.
    ({ event, before, after }) => {
      if (event.type !== 'file.retry' || before === undefined) return;
      const was = filesOf(before).find((entry) => entry.id === event.fileId)?.status;
      if (was !== 'failed' && was !== 'cancelled') return;
      const file = filesOf(after).find((entry) => entry.id === event.fileId);
      if (file?.status !== 'uploading' || file.loaded !== 0)
        fail(`file ${event.fileId} did not start again from 0 after retry`);
    },
    // §4 Forms: nothing is sent while the type, the name or the files are missing.
    ({ event, after }) => {
      if (event.type !== 'upload.submit' || !after.matches('choosing')) return;
      const context = after.context as { submitted: boolean };
      if (!context.submitted) fail('a refused submit must show the errors');
    },
  ],
};
