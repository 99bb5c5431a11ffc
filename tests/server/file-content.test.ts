/**
 * §5 "JPG, PNG or PDF only (no Doc/Docx)", 10 Mb: the reusable content check of server/uploads/file-content.ts
 * (the AML document photo uses it; the document upload reuses it). The type comes from the bytes, never
 * from the name; the name must agree with the bytes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../server/documents/pdf';
import {
  checkUploadedFile,
  decodeBase64,
  sniffFileContent,
  uploadError,
} from '../../server/uploads/file-content';

const JPG = new Uint8Array(readFileSync(new URL('./fixtures/id-photo.jpg', import.meta.url)));
const PNG = new Uint8Array(readFileSync(new URL('./fixtures/id-photo.png', import.meta.url)));
const bytes = (...parts: (string | number[])[]): Uint8Array =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('what a file is, by its content', () => {
  it('recognises real JPG, PNG and PDF files', async () => {
    expect(sniffFileContent(JPG)).toEqual({ kind: 'jpg' });
    expect(sniffFileContent(PNG)).toEqual({ kind: 'png' });
    expect(sniffFileContent(await renderPdf({ title: 'Pasas' }))).toEqual({ kind: 'pdf' });
  });

  it('names what it refuses: Word documents, archives, programs, scripts, damaged images, nothing', () => {
    expect(sniffFileContent(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml'))).toEqual({
      kind: null,
      refused: 'word-docx',
    });
    expect(sniffFileContent(bytes([0x50, 0x4b, 0x03, 0x04], '....photos/a.jpg'))).toEqual({
      kind: null,
      refused: 'zip',
    });
    expect(sniffFileContent(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toEqual({
      kind: null,
      refused: 'word-doc',
    });
    expect(sniffFileContent(bytes('MZ', [0x90, 0x00, 0x03]))).toEqual({ kind: null, refused: 'executable' });
    expect(sniffFileContent(bytes([0x7f], 'ELF', [2, 1, 1]))).toEqual({ kind: null, refused: 'executable' });
    expect(sniffFileContent(bytes('#!/bin/sh\nrm -rf /'))).toEqual({ kind: null, refused: 'script' });
    expect(sniffFileContent(JPG.subarray(0, 100))).toEqual({ kind: null, refused: 'damaged-jpg' });
    expect(sniffFileContent(PNG.subarray(0, 100))).toEqual({ kind: null, refused: 'damaged-png' });
    expect(sniffFileContent(bytes('%PDF-1.7\n1 0 obj'))).toEqual({ kind: null, refused: 'damaged-pdf' });
    expect(sniffFileContent(bytes('hello'))).toEqual({ kind: null, refused: 'unknown' });
    expect(sniffFileContent(new Uint8Array())).toEqual({ kind: null, refused: 'empty' });
  });
});

describe('one uploaded file (§5)', () => {
  it('accepts a JPG named .jpg or .jpeg (any case) with its MIME type and size', () => {
    expect(checkUploadedFile({ fileName: 'Pasas.JPEG', bytes: JPG })).toEqual({
      ok: true,
      kind: 'jpg',
      mimeType: 'image/jpeg',
      sizeBytes: JPG.length,
    });
    expect(checkUploadedFile({ fileName: 'a.png', bytes: PNG })).toMatchObject({
      ok: true,
      mimeType: 'image/png',
    });
  });

  it('refuses a name that disagrees with the content, or no known extension', () => {
    expect(checkUploadedFile({ fileName: 'a.pdf', bytes: PNG })).toMatchObject({
      ok: false,
      code: 'invalid_file_format',
      message: expect.stringContaining('the name says PDF but the content is PNG'),
    });
    expect(checkUploadedFile({ fileName: 'scan', bytes: JPG })).toMatchObject({
      ok: false,
      code: 'invalid_file_format',
    });
  });

  it('allows 10 MB and refuses one byte more; the format is judged first', () => {
    const tenMb = 10 * 1024 * 1024;
    expect(checkUploadedFile({ fileName: 'a.jpg', bytes: JPG, maxBytes: JPG.length })).toMatchObject({
      ok: true,
    });
    const tooLarge = checkUploadedFile({ fileName: 'a.jpg', bytes: JPG, maxBytes: JPG.length - 1 });
    expect(tooLarge).toMatchObject({ ok: false, code: 'file_too_large' });
    expect(checkUploadedFile({ fileName: 'a.jpg', bytes: bytes('MZ'), maxBytes: 1 })).toMatchObject({
      code: 'invalid_file_format',
    });
    // The default limit is the spec's 10 MB: a JPG of exactly 10 MB passes, one byte more does not.
    const jpgOfSize = (size: number): Uint8Array => {
      const file = new Uint8Array(size);
      file.set(JPG.subarray(0, JPG.length - 2));
      file.set([0xff, 0xd9], size - 2);
      return file;
    };
    expect(checkUploadedFile({ fileName: 'a.jpg', bytes: jpgOfSize(tenMb) })).toMatchObject({ ok: true });
    expect(checkUploadedFile({ fileName: 'a.jpg', bytes: jpgOfSize(tenMb + 1) })).toMatchObject({
      code: 'file_too_large',
    });
  });

  it('maps a refusal to 400 invalid_file_format or 413 file_too_large naming the field', () => {
    const format = checkUploadedFile({ fileName: 'a.pdf', bytes: bytes('PK') });
    const size = checkUploadedFile({ fileName: 'a.jpg', bytes: JPG, maxBytes: 1 });
    if (format.ok || size.ok) throw new Error('expected refusals');
    expect(uploadError(format, 'body.file').toBody()).toMatchObject({
      status: 400,
      code: 'invalid_file_format',
      field: 'body.file',
    });
    expect(uploadError(size, 'body.file').toBody()).toMatchObject({ status: 413, code: 'file_too_large' });
  });
});

describe('base64', () => {
  it('decodes strict base64 and refuses anything else', () => {
    expect(decodeBase64(Buffer.from(PNG).toString('base64'))).toEqual(PNG);
    expect(decodeBase64('')).toEqual(new Uint8Array());
    expect(decodeBase64('abc')).toBeNull();
    expect(decodeBase64('ab c')).toBeNull();
    expect(decodeBase64('data:image/png;base64,iVBO')).toBeNull();
  });
});
