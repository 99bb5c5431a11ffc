import type { MachineFixtures } from '../../tests/model/fixture-types';
import type { ChosenFile, documentUploadMachine } from './document-upload.machine';

/** First bytes of each kind (what the browser check reads). */
const JPG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
/** A .docx is a ZIP ('PK\x03\x04'). */
const DOCX_HEAD = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00];

const chosen = (name: string, size: number, head: number[]): ChosenFile => ({
  name,
  size,
  head: new Uint8Array(head),
  content: null,
});

/** A photo of a passport page. */
export const passportPhoto = chosen('pasas.jpg', 240_000, JPG_HEAD);
/** A PDF of exactly 10 MB: the largest file §5 allows. */
export const certificateOfTenMegabytes = chosen('pazyma.pdf', 10 * 1024 * 1024, PDF_HEAD);
/** A Word document renamed .pdf: refused by its first bytes. */
export const renamedWordDocument = chosen('cv.pdf', 18_000, DOCX_HEAD);
/** A PNG of 10 MB and one byte: refused as too large. */
export const scanJustOverTenMegabytes = chosen('skenas.png', 10 * 1024 * 1024 + 1, PNG_HEAD);
/** Six good photos chosen at once: one more than §5 allows. */
export const sixPhotos = [1, 2, 3, 4, 5, 6].map((n) => chosen(`lapas-${n}.jpg`, 100_000 + n, JPG_HEAD));

export const documentUploadFixtures = {
  input: undefined,
  events: {
    'upload.type': [
      { type: 'upload.type', documentType: 'id-document' },
      { type: 'upload.type', documentType: 'other' },
    ],
    'upload.name': [
      { type: 'upload.name', documentName: '  Paso kopija ' },
      { type: 'upload.name', documentName: '   ' },
    ],
    'upload.nameBlur': [{ type: 'upload.nameBlur' }],
    'files.add': [
      { type: 'files.add', files: [passportPhoto, certificateOfTenMegabytes] },
      { type: 'files.add', files: [renamedWordDocument, scanJustOverTenMegabytes] },
      { type: 'files.add', files: sixPhotos },
    ],
    'file.remove': [
      { type: 'file.remove', fileId: 1 },
      { type: 'file.remove', fileId: 2 },
    ],
    'upload.submit': [{ type: 'upload.submit' }],
    'file.cancel': [{ type: 'file.cancel', fileId: 1 }],
    'file.retry': [{ type: 'file.retry', fileId: 1 }],
    'upload.finish': [{ type: 'upload.finish' }],
    'transfer.progress': [{ type: 'transfer.progress', fileId: 1, loaded: 120_000, total: 320_000 }],
    'transfer.done': [
      { type: 'transfer.done', fileId: 1, documentId: 501 },
      { type: 'transfer.done', fileId: 2, documentId: 502 },
    ],
    'transfer.failed': [{ type: 'transfer.failed', fileId: 1, error: { status: 0, kind: 'network' } }],
  },
  actors: {
    transfer: { done: [], error: [] },
  },
} satisfies MachineFixtures<typeof documentUploadMachine>;
