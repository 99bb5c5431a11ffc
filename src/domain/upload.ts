import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from './constants';
import type { ValidationCode } from './validation-codes';

/** How many leading bytes `detectFileKind` needs. */
export const UPLOAD_HEAD_BYTES = 8;
/** For `<input type="file" accept=…>`. */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export type UploadFileKind = 'jpg' | 'png' | 'pdf';

/** A file candidate in a form that works in the browser and on the server alike. */
export interface UploadCandidate {
  name: string;
  size: number;
  /** The first bytes of the content (at least `UPLOAD_HEAD_BYTES` for a reliable check). */
  head: Uint8Array;
}

const SIGNATURES: ReadonlyArray<readonly [UploadFileKind, readonly number[]]> = [
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

const EXTENSIONS: Readonly<Record<string, UploadFileKind>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
};

/** The kind of file by its magic bytes; null for anything else (including DOC/DOCX). */
export function detectFileKind(head: Uint8Array): UploadFileKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return kind;
  }
  return null;
}

/** The kind of file by its name's extension (case-insensitive); null for anything else. */
export function fileKindFromName(name: string): UploadFileKind | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null;
}

/**
 * One file: 'invalid-file-format' unless both the extension and the content are JPG, PNG or PDF and
 * agree with each other ('.jpeg' and '.jpg' are the same kind); 'file-too-large' above 10 MB.
 * The format is reported first: a wrong file is wrong whatever its size.
 */
export function validateUploadFile(file: UploadCandidate): ValidationCode | null {
  const byName = fileKindFromName(file.name);
  const byContent = detectFileKind(file.head);
  if (byName === null || byContent === null || byName !== byContent) return 'invalid-file-format';
  if (file.size > UPLOAD_MAX_FILE_BYTES) return 'file-too-large';
  return null;
}

export interface UploadValidation {
  /** 'too-many-files' when more than 5 files are chosen at once. */
  batch: ValidationCode | null;
  /** One entry per file, in order. */
  files: Array<ValidationCode | null>;
  /** True when the batch and every file pass. */
  valid: boolean;
}

export function validateUploadFiles(files: readonly UploadCandidate[]): UploadValidation {
  const batch: ValidationCode | null = files.length > UPLOAD_MAX_FILES ? 'too-many-files' : null;
  const results = files.map(validateUploadFile);
  return { batch, files: results, valid: batch === null && results.every((code) => code === null) };
}

/** Builds a candidate from a browser `File` (or any Blob with a name) by reading its first bytes. */
export async function toUploadCandidate(file: Blob & { name: string }): Promise<UploadCandidate> {
  const head = new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer());
  return { name: file.name, size: file.size, head };
}

/** A file refused in the browser before any upload, with the §5 reason. */
export interface RefusedUpload {
  name: string;
  code: 'invalid-file-format' | 'file-too-large' | 'too-many-files';
}

/**
 * §5 "up to 5 files at once, each up to 10 Mb, JPG, PNG or PDF only" for files added to a selection that
 * already holds `alreadyChosen` files: each candidate is checked on its own (format, then size); the good
 * ones are admitted in order while the selection has room, the rest are refused with 'too-many-files'.
 */
export function admitUploadFiles<T extends UploadCandidate>(
  alreadyChosen: number,
  candidates: readonly T[],
): { admitted: Array<T & { kind: UploadFileKind }>; refused: RefusedUpload[] } {
  const admitted: Array<T & { kind: UploadFileKind }> = [];
  const refused: RefusedUpload[] = [];
  for (const candidate of candidates) {
    const code = validateUploadFile(candidate);
    const kind = detectFileKind(candidate.head);
    if (code !== null || kind === null) {
      refused.push({
        name: candidate.name,
        code: code === 'file-too-large' ? 'file-too-large' : 'invalid-file-format',
      });
    } else if (alreadyChosen + admitted.length >= UPLOAD_MAX_FILES) {
      refused.push({ name: candidate.name, code: 'too-many-files' });
    } else {
      admitted.push({ ...candidate, kind });
    }
  }
  return { admitted, refused };
}

/** The server's refusal of an uploaded file, as the code of the message the customer reads. */
export function serverUploadProblemOf(
  error: unknown,
): 'file-too-large' | 'upload-quota-exceeded' | 'invalid-file-format' {
  return error === 'file-too-large' || error === 'upload-quota-exceeded' ? error : 'invalid-file-format';
}
