/**
 * The structure of an uploaded JPG, PNG or PDF, read far enough to know where the file really ends, how many
 * pixels an image claims, and whether a PDF carries active content. Used by ./file-content.ts.
 *
 * - PNG: the chunks are walked from the signature to IEND (each one's length must fit the file); IHDR comes
 *   first and gives the size. What follows IEND is not the image.
 * - JPG: the segments are walked from SOI (entropy-coded data between markers skipped) to EOI; a frame
 *   header (SOF) gives the size. What follows EOI is not the image.
 * - PDF: what follows the last %%EOF (and its line end) is not the document. The objects are parsed with
 *   pdf-lib (object streams included) and every dictionary is looked at for what runs or opens something
 *   by itself: JavaScript, automatic actions (AA, an OpenAction that does more than open at a page), Launch
 *   and other actions that leave the document, embedded files and attachments, rich media and XFA forms, and
 *   links to a script or an inline document (`javascript:`, `vbscript:`, `data:`, `file:`), also when they
 *   sit in a compressed object stream where no byte search sees them.
 *   Names are read as a viewer reads them (#xx escapes in either case); an object stream pdf-lib could not
 *   unpack, or an object it could not parse that names any of these, is refused too. An encrypted PDF
 *   cannot be looked into.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

export interface ImageStructure {
  /** Where the image ends (its bytes are [0, end)). */
  end: number;
  width: number;
  height: number;
}

const PNG_SIGNATURE_LENGTH = 8;

const readUint32 = (bytes: Uint8Array, at: number): number =>
  ((bytes[at] ?? 0) * 0x1000000 +
    ((bytes[at + 1] ?? 0) << 16) +
    ((bytes[at + 2] ?? 0) << 8) +
    (bytes[at + 3] ?? 0)) >>>
  0;
const readUint16 = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) + (bytes[at + 1] ?? 0);
const chunkType = (bytes: Uint8Array, at: number): string =>
  String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);

/** A PNG's chunks from IHDR to IEND, or null when they do not hold together. */
export function pngStructure(bytes: Uint8Array): ImageStructure | null {
  let at = PNG_SIGNATURE_LENGTH;
  let width = 0;
  let height = 0;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = readUint32(bytes, at);
    const type = chunkType(bytes, at + 4);
    const next = at + 12 + length;
    if (next > bytes.length) return null;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return null;
      width = readUint32(bytes, at + 8);
      height = readUint32(bytes, at + 12);
      first = false;
    }
    if (type === 'IEND') return { end: next, width, height };
    at = next;
  }
  return null;
}

const isStandalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameHeader = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPG's segments from SOI to EOI, or null when they do not hold together. */
export function jpgStructure(bytes: Uint8Array): ImageStructure | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  let width = 0;
  let height = 0;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes: any number of 0xFF before the marker.
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    if (marker === undefined) return null;
    at += 1;
    if (marker === 0xd9) return width > 0 && height > 0 ? { end: at, width, height } : null;
    if (isStandalone(marker)) continue;
    if (at + 2 > bytes.length) return null;
    const length = readUint16(bytes, at);
    if (length < 2 || at + length > bytes.length) return null;
    if (isFrameHeader(marker)) {
      height = readUint16(bytes, at + 3);
      width = readUint16(bytes, at + 5);
    }
    at += length;
    if (marker === 0xda) {
      // Entropy-coded data up to the next marker: 0xFF followed by neither 0x00 (a stuffed byte) nor a restart.
      while (at + 1 < bytes.length) {
        const following = bytes[at + 1] ?? 0;
        if (bytes[at] === 0xff && following !== 0x00 && !(following >= 0xd0 && following <= 0xd7)) break;
        at += 1;
      }
      if (at + 1 >= bytes.length) return null;
    }
  }
  return null;
}

const EOF_MARKER = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

/** Where a PDF ends: after its last %%EOF and that line's end; null without one. */
export function pdfEnd(bytes: Uint8Array): number | null {
  for (let at = bytes.length - EOF_MARKER.length; at >= 0; at -= 1) {
    if (EOF_MARKER.every((byte, i) => bytes[at + i] === byte)) {
      let end = at + EOF_MARKER.length;
      if (bytes[end] === 0x0d) end += 1;
      if (bytes[end] === 0x0a) end += 1;
      return end;
    }
  }
  return null;
}

/**
 * A name as a viewer reads it. The standard allows #xx escapes in either case (`/#4aavaScript` is
 * `/JavaScript`); pdf-lib decodes only upper-case ones, so the rest are decoded here.
 */
const nameText = (name: PDFName): string =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Dictionary keys that make a PDF run or open something by itself, or carry another file. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'AA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RichMedia',
  'XFA',
]);
/** Action types (/S) that run code, start programs, submit or fetch data, or open other files. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
  'RichMediaExecute',
]);
/**
 * /Type and /Subtype values of active or hidden content: an embedded file, a file attachment, rich media,
 * and an object stream that pdf-lib did not unpack (it unpacks and drops every one it can read, so one left
 * over hides objects that a viewer would read and this check would not).
 */
const ACTIVE_TYPES = new Set(['EmbeddedFile', 'FileAttachment', 'RichMedia', 'ObjStm']);
/** How deep direct objects may nest; deeper is refused rather than left unread. */
const MAX_DEPTH = 64;

export type PdfContentProblem = 'active-content' | 'encrypted' | 'damaged-pdf';

/**
 * Whether an /OpenAction only opens the document at a page (many writers, LibreOffice among them, add
 * one): a destination array, or a GoTo action with nothing to run after it. Anything else it does runs by
 * itself when the document is opened.
 */
function opensAtPage(value: PDFObject, context: PDFContext): boolean {
  const target = value instanceof PDFRef ? context.lookup(value) : value;
  if (target instanceof PDFArray) return true;
  if (!(target instanceof PDFDict)) return false;
  const entries = target.entries().map(([key, item]) => [nameText(key), item] as const);
  const type = entries.find(([key]) => key === 'S')?.[1];
  return type instanceof PDFName && nameText(type) === 'GoTo' && !entries.some(([key]) => key === 'Next');
}

/**
 * Link targets that are not a web page: a script a browser would run if the back office followed the link,
 * an inline document, or a file on the reader's own machine. Leading blanks and control characters are
 * skipped, as browsers skip them.
 */
const SCRIPT_LINK = /^(?:javascript|vbscript|data|file):/i;

/** The link as a browser reads it: tabs and line ends removed, leading blanks and control characters skipped. */
const linkText = (text: string): string => {
  const compact = text.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < compact.length && compact.charCodeAt(start) <= 0x20) start += 1;
  return compact.slice(start);
};

const linksToScript = (value: PDFObject): boolean =>
  (value instanceof PDFString || value instanceof PDFHexString) &&
  SCRIPT_LINK.test(linkText(value.decodeText()));

function activeIn(object: PDFObject, context: PDFContext, depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  if (object instanceof PDFStream) return activeIn(object.dict, context, depth + 1);
  if (object instanceof PDFArray) return object.asArray().some((item) => activeIn(item, context, depth + 1));
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    const name = nameText(key);
    if (ACTIVE_KEYS.has(name)) return true;
    if (name === 'OpenAction' && !opensAtPage(value, context)) return true;
    if (name === 'URI' && linksToScript(value instanceof PDFRef ? (context.lookup(value) ?? value) : value))
      return true;
    if (value instanceof PDFName) {
      const text = nameText(value);
      if (name === 'S' && ACTIVE_ACTIONS.has(text)) return true;
      if ((name === 'Type' || name === 'Subtype') && ACTIVE_TYPES.has(text)) return true;
    }
    if (activeIn(value, context, depth + 1)) return true;
  }
  return false;
}

/** The same names, looked for in the text of an object pdf-lib could not parse (a viewer may parse it). */
const ACTIVE_TEXT =
  /\/(?:JS|JavaScript|OpenAction|AA|Launch|SubmitForm|ImportData|GoToR|GoToE|Rendition|EmbeddedFiles?|EF|RichMedia|XFA|FileAttachment|ObjStm)(?![A-Za-z0-9])/;

function activeInUnparsed(object: PDFInvalidObject): boolean {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return ACTIVE_TEXT.test(text);
}

/** Why a PDF cannot be stored as it is, or null: no active content in any of its objects. */
export async function pdfContentProblem(bytes: Uint8Array): Promise<PdfContentProblem | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    return error instanceof Error && /encrypt/i.test(error.message) ? 'encrypted' : 'damaged-pdf';
  }
  const { context } = document;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const active =
      object instanceof PDFInvalidObject ? activeInUnparsed(object) : activeIn(object, context, 0);
    if (active) return 'active-content';
  }
  return null;
}

/**
 * Markup that a browser, a mail client or a viewer could take for a web page or a script: a file of ours
 * must not carry any, wherever it hides it (a PNG's text chunk, a JPG's comment, a PDF's uncompressed
 * stream or the bytes around the header).
 */
const MARKUP = /<(?:script|html|iframe|svg|body|object|embed|meta|link)[\s/>]|<!doctype\s+html|javascript:/i;

export function carriesMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}
