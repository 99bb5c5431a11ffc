import { describe, expect, it } from 'vitest';
import {
  serverUploadProblemOf,
  detectFileKind,
  fileKindFromName,
  toUploadCandidate,
  validateUploadFile,
  validateUploadFiles,
  type UploadCandidate,
} from '../../../src/domain/upload';

const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);

function file(name: string, head: Uint8Array, size = 1024): UploadCandidate {
  return { name, size, head };
}

describe('file kind', () => {
  it('detects JPG, PNG and PDF by magic bytes', () => {
    expect(detectFileKind(JPG)).toBe('jpg');
    expect(detectFileKind(PNG)).toBe('png');
    expect(detectFileKind(PDF)).toBe('pdf');
  });

  it('rejects DOC, DOCX, empty and truncated heads', () => {
    expect(detectFileKind(DOC)).toBeNull();
    expect(detectFileKind(DOCX)).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
    expect(detectFileKind(PNG.slice(0, 4))).toBeNull();
    expect(detectFileKind(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeNull();
  });

  it('reads the extension case-insensitively', () => {
    expect(fileKindFromName('pasas.JPG')).toBe('jpg');
    expect(fileKindFromName('pasas.jpeg')).toBe('jpg');
    expect(fileKindFromName('scan.Png')).toBe('png');
    expect(fileKindFromName('a.b.PDF')).toBe('pdf');
    expect(fileKindFromName('doc.docx')).toBeNull();
    expect(fileKindFromName('noextension')).toBeNull();
    expect(fileKindFromName('pdf')).toBeNull();
  });
});

describe('validateUploadFile', () => {
  it('accepts JPG, PNG and PDF when name and content agree', () => {
    expect(validateUploadFile(file('a.jpg', JPG))).toBeNull();
    expect(validateUploadFile(file('a.JPEG', JPG))).toBeNull();
    expect(validateUploadFile(file('a.png', PNG))).toBeNull();
    expect(validateUploadFile(file('a.pdf', PDF))).toBeNull();
  });

  it('rejects Word documents, even when renamed', () => {
    expect(validateUploadFile(file('cv.doc', DOC))).toBe('invalid-file-format');
    expect(validateUploadFile(file('cv.docx', DOCX))).toBe('invalid-file-format');
    expect(validateUploadFile(file('cv.pdf', DOCX))).toBe('invalid-file-format');
  });

  it('rejects valid content with a wrong extension, and mismatched kinds', () => {
    expect(validateUploadFile(file('scan.docx', PDF))).toBe('invalid-file-format');
    expect(validateUploadFile(file('scan.png', JPG))).toBe('invalid-file-format');
  });

  it('allows exactly 10 MB and rejects one byte more', () => {
    expect(validateUploadFile(file('a.pdf', PDF, 10 * 1024 * 1024))).toBeNull();
    expect(validateUploadFile(file('a.pdf', PDF, 10 * 1024 * 1024 + 1))).toBe('file-too-large');
  });

  it('reports the format before the size', () => {
    expect(validateUploadFile(file('a.doc', DOC, 50 * 1024 * 1024))).toBe('invalid-file-format');
  });
});

describe('validateUploadFiles', () => {
  it('accepts up to 5 files', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`${i}.pdf`, PDF));
    expect(validateUploadFiles(five)).toEqual({
      batch: null,
      files: [null, null, null, null, null],
      valid: true,
    });
  });

  it('rejects 6 files at once', () => {
    const six = Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, PDF));
    const result = validateUploadFiles(six);
    expect(result.batch).toBe('too-many-files');
    expect(result.valid).toBe(false);
  });

  it('reports each file separately', () => {
    const result = validateUploadFiles([
      file('a.pdf', PDF),
      file('b.doc', DOC),
      file('c.png', PNG, 11 * 1024 * 1024),
    ]);
    expect(result).toEqual({
      batch: null,
      files: [null, 'invalid-file-format', 'file-too-large'],
      valid: false,
    });
  });
});

describe('toUploadCandidate', () => {
  it('reads the first bytes of a Blob', async () => {
    const content = new Uint8Array([...PNG, 1, 2, 3, 4]);
    const blob = Object.assign(new Blob([content]), { name: 'photo.png' });
    const candidate = await toUploadCandidate(blob);
    expect(candidate.name).toBe('photo.png');
    expect(candidate.size).toBe(12);
    expect([...candidate.head]).toEqual([...PNG]);
    expect(validateUploadFile(candidate)).toBeNull();
  });
});

describe('serverUploadProblemOf', () => {
  it('keeps the size and quota refusals apart; any other refusal reads as a wrong format', () => {
    expect(serverUploadProblemOf('file-too-large')).toBe('file-too-large');
    expect(serverUploadProblemOf('upload-quota-exceeded')).toBe('upload-quota-exceeded');
    expect(serverUploadProblemOf('invalid-file-format')).toBe('invalid-file-format');
    expect(serverUploadProblemOf(new Error('network'))).toBe('invalid-file-format');
  });
});
