/**
 * What an uploaded file really is, decided from its CONTENT (magic bytes and a little structure), never
 * from its name or the browser's MIME type (§5: JPG, PNG or PDF only, no Doc/Docx, 10 Mb each). Shared by
 * every upload of the server (the AML identity-document photo; the document upload reuses it):
 *
 *   const bytes = decodeBase64(file.contentBase64);           // null: not base64
 *   const check = checkUploadedFile({ fileName, bytes });      // ok, or invalid_file_format / file_too_large
 *   if (!check.ok) throw uploadError(check);                   // 400 / 413 with a clear message
 *
 * The signature check is the SPA's (src/domain/upload.ts `detectFileKind`, so both sides agree on what a
 * JPG, PNG or PDF starts with); the server adds what only the whole file shows (./file-structure.ts): a
 * JPG's segments reach EOI, a PNG's chunks run from IHDR to IEND, a PDF has its %%EOF; an image claims a
 * sane number of pixels; a PDF carries no active content; nothing carries web markup (a PNG/HTML or
 * PDF/HTML polyglot); bytes after the file's end are dropped; the name is reduced to a safe form
 * (./file-name.ts). A file whose name says one kind and whose content is another (a `.docx` renamed `.pdf`,
 * an executable renamed `.jpg`) is refused.
 */
import { UPLOAD_MAX_FILE_BYTES } from '../../src/domain/constants';
import { detectFileKind, fileKindFromName, type UploadFileKind } from '../../src/domain/upload';
import { ApiHttpError } from '../http/api-error';
import { safeFileName } from './file-name';
import { carriesMarkup, jpgStructure, pdfContentProblem, pdfEnd, pngStructure } from './file-structure';

const MIME_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
} as const satisfies Record<UploadFileKind, string>;
type UploadMimeType = (typeof MIME_TYPES)[UploadFileKind];

/** What a refused file turned out to be, for the message. */
type RefusedContent =
  | 'empty'
  | 'word-docx'
  | 'zip'
  | 'word-doc'
  | 'executable'
  | 'script'
  | 'damaged-jpg'
  | 'damaged-png'
  | 'damaged-pdf'
  | 'unknown';

type ContentSniff = { kind: UploadFileKind } | { kind: null; refused: RefusedContent };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Index of `needle` in `bytes` searching only from `from` (inclusive), or -1. */
function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  const first = needle[0];
  if (first === undefined) return -1;
  for (let i = Math.max(0, from); i <= bytes.length - needle.length; i += 1) {
    if (bytes[i] === first && startsWith(bytes, needle, i)) return i;
  }
  return -1;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const EXECUTABLES: readonly (readonly number[])[] = [
  ascii('MZ'), // Windows PE
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal / Java class
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];

/** The kind of file by its content: JPG, PNG or PDF with a sound structure, else what it was. */
export function sniffFileContent(bytes: Uint8Array): ContentSniff {
  if (bytes.length === 0) return { kind: null, refused: 'empty' };
  const kind = detectFileKind(bytes.subarray(0, 16));
  if (kind === 'jpg') return jpgStructure(bytes) ? { kind } : { kind: null, refused: 'damaged-jpg' };
  if (kind === 'png') return pngStructure(bytes) ? { kind } : { kind: null, refused: 'damaged-png' };
  if (kind === 'pdf') return pdfEnd(bytes) !== null ? { kind } : { kind: null, refused: 'damaged-pdf' };
  if (startsWith(bytes, ZIP)) {
    const head = bytes.subarray(0, 4096);
    const office = indexOf(head, ascii('word/')) >= 0 || indexOf(head, ascii('[Content_Types].xml')) >= 0;
    return { kind: null, refused: office ? 'word-docx' : 'zip' };
  }
  if (startsWith(bytes, OLE)) return { kind: null, refused: 'word-doc' };
  if (EXECUTABLES.some((signature) => startsWith(bytes, signature))) {
    return { kind: null, refused: 'executable' };
  }
  if (startsWith(bytes, ascii('#!'))) return { kind: null, refused: 'script' };
  return { kind: null, refused: 'unknown' };
}

const REFUSED_TEXT: Record<RefusedContent, string> = {
  empty: 'the file is empty',
  'word-docx': 'its content is a Word document (DOCX)',
  zip: 'its content is a ZIP archive',
  'word-doc': 'its content is a Word document (DOC)',
  executable: 'its content is a program',
  script: 'its content is a script',
  'damaged-jpg': 'it starts like a JPG image but is incomplete or damaged',
  'damaged-png': 'it starts like a PNG image but is incomplete or damaged',
  'damaged-pdf': 'it starts like a PDF but is incomplete or damaged',
  unknown: 'its content is not a JPG, PNG or PDF',
};

export type UploadCheck =
  | {
      ok: true;
      kind: UploadFileKind;
      mimeType: UploadMimeType;
      /** The file as stored: without anything after its end (./file-structure.ts). */
      bytes: Uint8Array;
      sizeBytes: number;
      /** The name it is stored under (./file-name.ts). */
      fileName: string;
    }
  | { ok: false; code: 'invalid_file_format' | 'file_too_large'; message: string };

/** An image may claim at most this many pixels, and this many on a side (a 29 KB PNG can claim 2.5 billion). */
export const MAX_IMAGE_PIXELS = 64_000_000;
export const MAX_IMAGE_SIDE = 16_384;

const refused = (reason: string): UploadCheck => ({
  ok: false,
  code: 'invalid_file_format',
  message: `Invalid file format: ${reason}`,
});

/**
 * One uploaded file: its content must be a sound JPG, PNG or PDF whose kind agrees with the name's
 * extension ('.jpeg' and '.jpg' are one kind), and at most `maxBytes` (10 MB). The format is judged
 * first, as the SPA does: a wrong file is wrong whatever its size. Then what the file carries: an image of
 * at most MAX_IMAGE_PIXELS, a PDF without active content, no web markup anywhere. Bytes after the file's
 * end are dropped, and the name is reduced to a safe form.
 */
export async function checkUploadedFile(input: {
  fileName: string;
  bytes: Uint8Array;
  maxBytes?: number;
}): Promise<UploadCheck> {
  const maxBytes = input.maxBytes ?? UPLOAD_MAX_FILE_BYTES;
  const sniff = sniffFileContent(input.bytes);
  if (sniff.kind === null)
    return refused(`only JPG, PNG or PDF files can be uploaded, and ${REFUSED_TEXT[sniff.refused]}`);
  const { kind } = sniff;
  const byName = fileKindFromName(input.fileName);
  if (byName !== kind) {
    return refused(
      `the name ${byName === null ? 'is not .jpg, .jpeg, .png or .pdf' : `says ${byName.toUpperCase()}`} but the content is ${kind.toUpperCase()}`,
    );
  }
  if (input.bytes.length > maxBytes) {
    return {
      ok: false,
      code: 'file_too_large',
      message: `File too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB per file`,
    };
  }
  let end: number;
  if (kind === 'pdf') {
    end = pdfEnd(input.bytes) ?? input.bytes.length;
  } else {
    const image = kind === 'png' ? pngStructure(input.bytes) : jpgStructure(input.bytes);
    if (!image) return refused(`it starts like a ${kind.toUpperCase()} image but is incomplete or damaged`);
    if (image.width * image.height > MAX_IMAGE_PIXELS || Math.max(image.width, image.height) > MAX_IMAGE_SIDE)
      return refused(
        `the image claims ${image.width} × ${image.height} pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} million, ${MAX_IMAGE_SIDE} on a side`,
      );
    end = image.end;
  }
  const bytes = input.bytes.subarray(0, end);
  if (carriesMarkup(bytes)) return refused('it carries web page or script markup');
  if (kind === 'pdf') {
    const problem = await pdfContentProblem(bytes);
    if (problem === 'active-content')
      return refused(
        'the PDF contains active content (JavaScript, automatic or launch actions, embedded files or forms)',
      );
    if (problem === 'encrypted') return refused('a password-protected PDF cannot be checked');
    if (problem === 'damaged-pdf') return refused('it starts like a PDF but is incomplete or damaged');
  }
  return {
    ok: true,
    kind,
    mimeType: MIME_TYPES[kind],
    bytes,
    sizeBytes: bytes.length,
    fileName: safeFileName(input.fileName, kind),
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict base64 (no data-URL prefix, no whitespace); null when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/** The API error of a refused file: 400 invalid_file_format, 413 file_too_large. */
export function uploadError(check: Extract<UploadCheck, { ok: false }>, field: string): ApiHttpError {
  return new ApiHttpError(check.code === 'file_too_large' ? 413 : 400, check.code, check.message, field);
}
