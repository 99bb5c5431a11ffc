/**
 * Small PDF renderer (pdf-lib) for the documents the reference server hands out: quarterly reports,
 * contracts, AML declarations and statements. The text is set in DejaVu Sans, embedded (subset) through
 * fontkit, so every Lithuanian letter (ą č ę ė į š ų ū ž), '€', '„“' and the NO-BREAK SPACE and minus
 * sign of src/domain/format.ts print as they are. Table columns are measured: numbers are right-aligned
 * in columns as wide as their widest cell, and the text columns share what is left, wrapping their cells
 * onto more lines, so a long fund name never runs into the amounts.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type FontkitModule from '@pdf-lib/fontkit';
import type * as PdfLibModule from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';

const require = createRequire(import.meta.url);

type PdfLib = typeof PdfLibModule;
type Fontkit = typeof FontkitModule;
let libraries: Promise<{ lib: PdfLib; fontkit: Fontkit }> | null = null;

/**
 * pdf-lib and fontkit are loaded at the first PDF, not at start: importing them costs more than half a
 * second, most of the server's warm start, and most processes render no PDF for a while.
 */
function loadLibraries(): Promise<{ lib: PdfLib; fontkit: Fontkit }> {
  libraries ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([lib, kit]) => ({
    lib,
    // A CommonJS module: its exports are the namespace's default (the type describes them directly).
    fontkit: (kit as unknown as { default?: Fontkit }).default ?? (kit as unknown as Fontkit),
  }));
  return libraries;
}

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** The DejaVu Sans TTFs of the dejavu-fonts-ttf package, read once. */
function loadFonts(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fontBytes ??= (async () => {
    const path = (file: string): string => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
    const [regular, bold] = await Promise.all([
      readFile(path('DejaVuSans.ttf')),
      readFile(path('DejaVuSans-Bold.ttf')),
    ]);
    return { regular, bold };
  })();
  return fontBytes;
}

export interface PdfTableColumn {
  header: string;
  /** Right-aligned numbers keep their natural width; text columns share the rest and wrap. */
  align?: 'left' | 'right';
}

export interface PdfSpec {
  title: string;
  subtitle?: string;
  /** Label/value rows. */
  rows?: readonly (readonly [string, string])[];
  /** A table: header and rows. A header given as a string is a left-aligned text column. */
  table?: { header: readonly (string | PdfTableColumn)[]; rows: readonly (readonly string[])[] };
  paragraphs?: readonly string[];
  footer?: string;
  /** Fixed document date for the PDF metadata (deterministic output). */
  date?: Date;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const COLUMN_GAP = 12;

/** Splits text into lines no wider than `width` (a word longer than the width is cut by characters). */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string): boolean => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (!fits(rest) && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** Column widths: right-aligned columns at their widest cell, left ones sharing the rest (headers wrap). */
function columnWidths(
  columns: readonly PdfTableColumn[],
  rows: readonly (readonly string[])[],
  measure: (text: string, bold: boolean) => number,
  available: number,
): number[] {
  // A header wraps at its spaces, so it asks only for its longest word.
  const natural = columns.map((column, index) =>
    Math.max(
      ...column.header.split(' ').map((word) => measure(word, true)),
      ...rows.map((row) => measure(row[index] ?? '', false)),
    ),
  );
  const gaps = COLUMN_GAP * (columns.length - 1);
  const fixed = columns.reduce(
    (sum, column, index) => sum + (column.align === 'right' ? (natural[index] ?? 0) : 0),
    0,
  );
  const flexNatural = columns.reduce(
    (sum, column, index) => sum + (column.align !== 'right' ? (natural[index] ?? 0) : 0),
    0,
  );
  const room = available - gaps - fixed;
  if (flexNatural <= room) return natural;
  // Water-filling: a text column narrower than its fair share keeps its natural width (a contract
  // number never wraps); the wider ones share what is left equally and wrap.
  const widths = [...natural];
  let open = columns.flatMap((column, index) => (column.align === 'right' ? [] : [index]));
  let left = room;
  for (;;) {
    const fair = left / open.length;
    const narrow = open.filter((index) => (natural[index] ?? 0) <= fair);
    if (narrow.length === 0) {
      for (const index of open) widths[index] = fair;
      return widths;
    }
    for (const index of narrow) left -= natural[index] ?? 0;
    open = open.filter((index) => !narrow.includes(index));
    if (open.length === 0) return widths;
  }
}

export async function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const { lib, fontkit } = await loadLibraries();
  const INK = lib.rgb(0.1, 0.1, 0.1);
  const pdf = await lib.PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const date = spec.date ?? new Date(0);
  pdf.setTitle(spec.title);
  pdf.setAuthor('Pensijų fondų valdymo įmonė');
  pdf.setProducer('pension-portal reference server');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const bytes = await loadFonts();
  const font = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });
  const contentWidth = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const ensureRoom = (height: number): void => {
    if (y - height < MARGIN + 30) {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
  };
  const block = (text: string, size: number, useBold = false): void => {
    const typeface = useBold ? bold : font;
    for (const part of wrapText(text, typeface, size, contentWidth)) {
      ensureRoom(size);
      page.drawText(part, { x: MARGIN, y, size, font: typeface, color: INK });
      y -= size + 6;
    }
  };
  block(spec.title, 17, true);
  if (spec.subtitle) block(spec.subtitle, 11);
  y -= 10;
  const labelWidth = 190;
  for (const [label, value] of spec.rows ?? []) {
    const labelLines = wrapText(label, bold, 10, labelWidth - COLUMN_GAP);
    const valueLines = wrapText(value, font, 10, contentWidth - labelWidth);
    const count = Math.max(labelLines.length, valueLines.length);
    ensureRoom(count * 14);
    labelLines.forEach((text, index) =>
      page.drawText(text, { x: MARGIN, y: y - index * 14, size: 10, font: bold, color: INK }),
    );
    valueLines.forEach((text, index) =>
      page.drawText(text, { x: MARGIN + labelWidth, y: y - index * 14, size: 10, font, color: INK }),
    );
    y -= count * 14 + 2;
  }
  if (spec.table) {
    y -= 10;
    const size = 9;
    const lineHeight = 12;
    const columns = spec.table.header.map((column) =>
      typeof column === 'string' ? { header: column, align: 'left' as const } : column,
    );
    const widths = columnWidths(
      columns,
      spec.table.rows,
      (text, useBold) => (useBold ? bold : font).widthOfTextAtSize(text, size),
      contentWidth,
    );
    const drawRow = (cells: readonly string[], useBold: boolean): void => {
      const typeface = useBold ? bold : font;
      const wrapped = columns.map((_, index) =>
        wrapText(cells[index] ?? '', typeface, size, widths[index] ?? contentWidth),
      );
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight;
      ensureRoom(height);
      let x = MARGIN;
      columns.forEach((column, index) => {
        const width = widths[index] ?? 0;
        (wrapped[index] ?? []).forEach((text, lineIndex) => {
          const textWidth = typeface.widthOfTextAtSize(text, size);
          page.drawText(text, {
            x: column.align === 'right' ? x + width - textWidth : x,
            y: y - lineIndex * lineHeight,
            size,
            font: typeface,
            color: INK,
          });
        });
        x += width + COLUMN_GAP;
      });
      y -= height + 4;
    };
    drawRow(
      columns.map((column) => column.header),
      true,
    );
    for (const row of spec.table.rows) drawRow(row, false);
  }
  for (const paragraph of spec.paragraphs ?? []) {
    y -= 6;
    block(paragraph, 10);
  }
  if (spec.footer) {
    for (const page of pdf.getPages()) {
      wrapText(spec.footer, font, 8, contentWidth).forEach((text, index) =>
        page.drawText(text, {
          x: MARGIN,
          y: MARGIN - index * 10,
          size: 8,
          font,
          color: lib.rgb(0.4, 0.4, 0.4),
        }),
      );
    }
  }
  return pdf.save({ useObjectStreams: false });
}
