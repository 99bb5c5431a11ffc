/**
 * Issue 10 item 7: the PDFs the server hands out are in Lithuanian: every document of every seeded
 * customer is read back with pdfjs-dist, and its text has the Lithuanian letters (not "Pensiju"), money as
 * '1 234,56 €', units with 4 decimals, report titles with their period, and table columns that do not
 * run into each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { getEndpoint } from '../../src/api/contract/endpoints';
import { renderPdf } from '../../server/documents/pdf';
import { PERSONAS, startTestServer, type PersonaName, type TestServer } from './helpers';

interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** The text items of every page (position in PDF units), in reading order. */
async function pdfItems(bytes: Uint8Array): Promise<TextItem[][]> {
  const document = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: TextItem[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const items: TextItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
    }
    pages.push(items);
  }
  await document.destroy();
  return pages;
}

/** The text with every run of spaces and line breaks as one space (headers and names wrap). */
const text = (pages: TextItem[][]): string =>
  pages
    .flatMap((items) => items.map((item) => item.str))
    .join('\n')
    .replace(/[ \n]+/g, ' ');

/** Items on the same line (same y) that overlap horizontally. */
function overlaps(pages: TextItem[][]): string[] {
  const found: string[] = [];
  for (const items of pages) {
    for (const [index, a] of items.entries()) {
      for (const b of items.slice(index + 1)) {
        if (Math.abs(a.y - b.y) > 0.5) continue;
        if (a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5) found.push(`"${a.str}" / "${b.str}"`);
      }
    }
  }
  return found;
}

const NBSP = '\u00a0';
/** A space as pdf.js gives it back: the NO-BREAK SPACE the PDF holds may come out as a plain space. */
const SP = '[ \u00a0]';
/** '1 234,56 €' as the Lithuanian format writes it. */
const MONEY = new RegExp(`(^|[^\\d,])\\d{1,3}(${SP}\\d{3})*,\\d{2}${SP}€`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function documentsOf(persona: PersonaName) {
  const headers = await server.auth(persona);
  const list = await server.app.inject({
    method: 'GET',
    url: getEndpoint('Documents.GetAllDocuments').path,
    headers,
  });
  const documents = getEndpoint('Documents.GetAllDocuments').response.parse(list.json());
  const result: { title: string; type: string; pages: TextItem[][] }[] = [];
  for (const document of documents) {
    const response = await server.app.inject({
      method: 'GET',
      url: `${getEndpoint('Documents.GetDocumentContent').path}?id=${document.id}`,
      headers,
    });
    const content = getEndpoint('Documents.GetDocumentContent').response.parse(response.json());
    const bytes = new Uint8Array(Buffer.from(content.contentBase64, 'base64'));
    result.push({ title: document.title, type: document.documentType, pages: await pdfItems(bytes) });
  }
  return result;
}

describe('PDFs in Lithuanian', () => {
  it('the quarterly reports: Lithuanian letters, money and units in Lithuanian formats, the period in the title, no overlaps', async () => {
    const documents = await documentsOf('jonas');
    const reports = documents.filter((document) => document.type === 'Report');
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      const all = text(report.pages);
      expect(all).toMatch(/Ketvirčio ataskaita, \d{4} m\. (I|II|III|IV) ketvirtis/);
      expect(report.title).toMatch(/^Ketvirčio ataskaita, \d{4} m\. (I|II|III|IV) ketvirtis$/);
      expect(all).toContain('Pensijų');
      expect(all).toContain('Įmokos per ketvirtį');
      expect(all).toMatch(MONEY);
      expect(all).toMatch(new RegExp(`\\d,\\d{4}${SP}vnt\\.`));
      expect(all).not.toMatch(/Pensiju|Imokos|Ketvircio|EUR|\d\.\d{4}/);
      expect(overlaps(report.pages)).toEqual([]);
    }
  });

  it('every document of every customer keeps its Lithuanian letters and has no overlapping text', async () => {
    let count = 0;
    for (const persona of Object.keys(PERSONAS) as PersonaName[]) {
      for (const document of await documentsOf(persona)) {
        count += 1;
        const all = text(document.pages);
        expect(all.length, document.title).toBeGreaterThan(0);
        expect(all).not.toContain('?');
        expect(all).not.toMatch(/EUR|Pensiju|Imokos|Ketvircio|Metinė sąskaitos/);
        expect(overlaps(document.pages), document.title).toEqual([]);
      }
    }
    expect(count).toBeGreaterThan(10);
  });

  it('the annual statement is "Metinis sąskaitos išrašas" with its year', async () => {
    const statement = (await documentsOf('jonas')).find((document) => document.type === 'STA');
    expect(statement?.title).toMatch(/^Metinis sąskaitos išrašas, \d{4} m\.$/);
    expect(text(statement?.pages ?? [])).toContain('Įmokos per metus');
  });

  it('a long fund name wraps inside its column instead of running into the amounts', async () => {
    const bytes = await renderPdf({
      title: 'Ketvirčio ataskaita, 2026 m. III ketvirtis',
      table: {
        header: [
          'Sutartis',
          'Fondas',
          { header: 'Įmokos', align: 'right' },
          { header: 'Vienetai', align: 'right' },
          { header: 'Vertė', align: 'right' },
        ],
        rows: [
          [
            '3P-2008813',
            'Sustainable indeksinis III pakopos pensijų fondas su labai ilgu pavadinimu ąčęėįšųūž',
            `1${NBSP}234,56${NBSP}€`,
            `8${NBSP}733,2015${NBSP}vnt.`,
            `10${NBSP}219,77${NBSP}€`,
          ],
        ],
      },
    });
    const pages = await pdfItems(bytes);
    const all = text(pages);
    expect(all).toContain('ąčęėįšųūž');
    expect(all).toMatch(new RegExp(`1${SP}234,56${SP}€`));
    expect(all).toMatch(new RegExp(`8${SP}733,2015${SP}vnt\\.`));
    expect(all).toContain('3P-2008813');
    expect(overlaps(pages)).toEqual([]);
    // The amounts stay inside the page (A4: 595 pt wide, 50 pt margins).
    for (const item of pages.flat()) expect(item.x + item.width).toBeLessThanOrEqual(545.5);
  });
});
