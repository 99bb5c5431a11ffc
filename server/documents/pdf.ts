/**
 * Small PDF renderer (pdf-lib) for the documents the reference server hands out: quarterly reports,
 * contracts, AML declarations and previews. Standard fonts only (no font files to ship), so Lithuanian
 * letters outside WinAnsi (ą č ę ė į ų ū) are transliterated; š and ž are kept.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const TRANSLITERATION: Readonly<Record<string, string>> = {
  ą: 'a',
  č: 'c',
  ę: 'e',
  ė: 'e',
  į: 'i',
  ų: 'u',
  ū: 'u',
  Ą: 'A',
  Č: 'C',
  Ę: 'E',
  Ė: 'E',
  Į: 'I',
  Ų: 'U',
  Ū: 'U',
  '„': '"',
  '“': '"',
  '–': '-',
  '€': 'EUR',
};

export function toWinAnsi(text: string): string {
  return [...text]
    .map(
      (char) => TRANSLITERATION[char] ?? (char.charCodeAt(0) > 0xff && !'šžŠŽ'.includes(char) ? '?' : char),
    )
    .join('');
}

export interface PdfSpec {
  title: string;
  subtitle?: string;
  /** Label/value rows. */
  rows?: readonly (readonly [string, string])[];
  /** A table: header and rows. */
  table?: { header: readonly string[]; rows: readonly (readonly string[])[] };
  paragraphs?: readonly string[];
  footer?: string;
  /** Fixed document date for the PDF metadata (deterministic output). */
  date?: Date;
}

export async function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const date = spec.date ?? new Date(0);
  pdf.setTitle(toWinAnsi(spec.title));
  pdf.setAuthor('Pensijų fondų valdymo įmonė');
  pdf.setProducer('pension-portal reference server');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  const margin = 50;
  let y = 841.89 - margin;
  const line = (text: string, size = 10, useBold = false, x = margin): void => {
    if (y < margin + 40) {
      page = pdf.addPage([595.28, 841.89]);
      y = 841.89 - margin;
    }
    page.drawText(toWinAnsi(text), { x, y, size, font: useBold ? bold : font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 6;
  };
  line(spec.title, 18, true);
  if (spec.subtitle) line(spec.subtitle, 11);
  y -= 10;
  for (const [label, value] of spec.rows ?? []) {
    const rowY = y;
    line(label, 10, true);
    page.drawText(toWinAnsi(value), { x: margin + 200, y: rowY, size: 10, font });
  }
  if (spec.table) {
    y -= 10;
    const columnWidth = (595.28 - 2 * margin) / spec.table.header.length;
    const drawRow = (cells: readonly string[], useBold: boolean): void => {
      const rowY = y;
      cells.forEach((cell, index) => {
        page.drawText(toWinAnsi(cell), {
          x: margin + index * columnWidth,
          y: rowY,
          size: 9,
          font: useBold ? bold : font,
        });
      });
      y -= 15;
      if (y < margin + 40) {
        page = pdf.addPage([595.28, 841.89]);
        y = 841.89 - margin;
      }
    };
    drawRow(spec.table.header, true);
    for (const row of spec.table.rows) drawRow(row, false);
  }
  for (const paragraph of spec.paragraphs ?? []) {
    y -= 6;
    // naive wrap at ~95 characters
    const words = paragraph.split(' ');
    let current = '';
    for (const word of words) {
      if ((current + ' ' + word).length > 95) {
        line(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    if (current) line(current);
  }
  if (spec.footer)
    page.drawText(toWinAnsi(spec.footer), { x: margin, y: margin, size: 8, font, color: rgb(0.4, 0.4, 0.4) });
  return pdf.save({ useObjectStreams: false });
}
