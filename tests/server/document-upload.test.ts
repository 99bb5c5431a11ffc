/**
 * Documents.UploadDocument (§2 document-upload, §3 upload: document name and type id-document / other,
 * §5 "up to 5 files at once, each up to 10 Mb. JPG, PNG or PDF only (no Doc/Docx)"): the files are judged
 * by their content, stored as the customer's documents, listed by GetAllDocuments and opened by
 * GetDocumentContent, and nobody else can read them. Every refusal is a clear 4xx, never a 500. What a
 * file carries is judged as well (active PDF content, pixel bombs and markup refused, trailing bytes dropped,
 * names made safe), and a customer may upload only so much in 24 hours (429 upload_quota_exceeded).
 */
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId, EndpointResponse } from '../../src/api/contract/endpoints';
import { getEndpoint } from '../../src/api/contract/endpoints';
import { renderPdf } from '../../server/documents/pdf';
import { startTestServer, type PersonaName, type TestServer } from './helpers';
import { docx, JPG, jpgOfSize, MB, PNG, pngClaiming, windowsProgram } from './upload-files';

let server: TestServer;
let PDF: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  PDF = Buffer.from(await renderPdf({ title: 'Pažyma', rows: [['Nr.', '123']] }));
});
afterAll(async () => {
  await server.close();
});

type Answer<K extends EndpointId> = {
  status: number;
  body: EndpointResponse<K> & { code?: string; field?: string; message?: string };
};

async function call<K extends EndpointId>(
  id: K,
  persona: PersonaName,
  options: { payload?: unknown; query?: Record<string, string | number> } = {},
): Promise<Answer<K>> {
  const endpoint = getEndpoint(id);
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  const response = await server.app.inject({
    method: endpoint.method,
    url: `${endpoint.path}${query}`,
    headers: await server.auth(persona),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

const file = (fileName: string, content: Buffer, mimeType = 'image/jpeg') => ({
  fileName,
  mimeType,
  contentBase64: content.toString('base64'),
});

const upload = (
  persona: PersonaName,
  files: ReturnType<typeof file>[],
  documentType: 'id-document' | 'other' = 'other',
  documentName = 'Pažyma darbdaviui',
) => call('Documents.UploadDocument', persona, { payload: { documentName, documentType, files } });

const documentsOf = async (persona: PersonaName) => (await call('Documents.GetAllDocuments', persona)).body;

describe('accepted uploads (§5: JPG, PNG or PDF, by their content)', () => {
  it('stores a real JPG, PNG and PDF in one request as the customer documents, listed and opened', async () => {
    const before = await documentsOf('ona');
    const answer = await upload('ona', [
      file('pasas.jpg', JPG, 'image/jpeg'),
      file('pasas.png', PNG, 'image/png'),
      file('pazyma.pdf', PDF, 'application/pdf'),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.documentIds).toHaveLength(3);
    const after = await documentsOf('ona');
    expect(after).toHaveLength(before.length + 3);
    const uploaded = after.filter((d) => answer.body.documentIds.includes(d.id));
    expect(uploaded.map((d) => [d.fileName, d.mimeType, d.sizeBytes, d.documentType]).sort()).toEqual(
      [
        ['pasas.jpg', 'image/jpeg', JPG.length, 'Other'],
        ['pasas.png', 'image/png', PNG.length, 'Other'],
        ['pazyma.pdf', 'application/pdf', PDF.length, 'Other'],
      ].sort(),
    );
    expect(uploaded.every((d) => d.title === 'Pažyma darbdaviui' && d.documentTypeCfgNr === 99)).toBe(true);
    for (const [id, content] of answer.body.documentIds.map(
      (docId, i) => [docId, [JPG, PNG, PDF][i]] as const,
    )) {
      const opened = await call('Documents.GetDocumentContent', 'ona', { query: { id } });
      expect(opened.status).toBe(200);
      expect(Buffer.from(opened.body.contentBase64, 'base64').equals(content as Buffer)).toBe(true);
    }
  });

  it('files the id-document type as IdDocument (§3 upload types)', async () => {
    const answer = await upload('ona', [file('kortele.png', PNG, 'image/png')], 'id-document', 'ATK kopija');
    expect(answer.status).toBe(200);
    const [id] = answer.body.documentIds;
    const listed = (await call('Documents.GetAllDocuments', 'ona', { query: { documentTypeCfgNr: 4 } })).body;
    expect(listed.find((d) => d.id === id)).toMatchObject({
      documentType: 'IdDocument',
      title: 'ATK kopija',
    });
  });

  it('accepts 5 files in one request (§5: up to 5 at once)', async () => {
    const answer = await upload(
      'ona',
      [1, 2, 3, 4, 5].map((n) => file(`lapas-${n}.jpg`, JPG)),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.documentIds).toHaveLength(5);
  });

  it('accepts a file of exactly 10 MB and refuses 10 MB + 1 byte with 413 file_too_large', async () => {
    const exactly = await upload('ona', [file('didelis.jpg', jpgOfSize(10 * MB))]);
    expect(exactly.status).toBe(200);
    const [id] = exactly.body.documentIds;
    expect((await documentsOf('ona')).find((d) => d.id === id)?.sizeBytes).toBe(10 * MB);
    const over = await upload('ona', [file('per-didelis.jpg', jpgOfSize(10 * MB + 1))]);
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'file_too_large', field: 'body.files.0' });
  }, 120_000);
});

describe('refused uploads: clear 4xx, nothing stored', () => {
  it('refuses a .docx renamed .pdf, a .docx, an executable renamed .jpg and a mismatched name', async () => {
    const before = (await documentsOf('ona')).length;
    const cases: [string, Buffer, string, RegExp][] = [
      ['cv.pdf', docx(), 'application/pdf', /Word document/],
      ['cv.jpg', docx(), 'image/jpeg', /Word document/],
      ['setup.jpg', windowsProgram(), 'image/jpeg', /program/],
      ['nuotrauka.jpg', PNG, 'image/jpeg', /name says JPG but the content is PNG/],
    ];
    for (const [fileName, content, mimeType, message] of cases) {
      const answer = await upload('ona', [file(fileName, content, mimeType)]);
      expect(answer.status, fileName).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid_file_format', field: 'body.files.0' });
      expect(answer.body.message).toMatch(message);
    }
    expect((await documentsOf('ona')).length).toBe(before);
  });

  it('refuses an 11 MB file with 413 file_too_large', async () => {
    const answer = await upload('ona', [file('milziniskas.jpg', jpgOfSize(11 * MB))]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'file_too_large' });
    expect(answer.body.message).toMatch(/10 MB/);
  }, 60_000);

  it('refuses 6 files in one request (§5: up to 5 at once), storing none', async () => {
    const before = (await documentsOf('ona')).length;
    const answer = await upload(
      'ona',
      [1, 2, 3, 4, 5, 6].map((n) => file(`lapas-${n}.jpg`, JPG)),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation', field: 'body.files' });
    expect((await documentsOf('ona')).length).toBe(before);
  });

  it('one bad file refuses the whole request: the good ones are not stored either', async () => {
    const before = (await documentsOf('ona')).length;
    const answer = await upload('ona', [
      file('geras.jpg', JPG),
      file('blogas.pdf', docx(), 'application/pdf'),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_file_format', field: 'body.files.1' });
    expect((await documentsOf('ona')).length).toBe(before);
  });

  it('refuses no file, an unknown type, a blank name and content that is not base64', async () => {
    const blank = await upload('ona', [file('a.jpg', JPG)], 'other', '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'validation', field: 'body.documentName' });
    const none = await upload('ona', []);
    expect(none).toMatchObject({ status: 400, body: { code: 'validation', field: 'body.files' } });
    const type = await call('Documents.UploadDocument', 'ona', {
      payload: { documentName: 'x', documentType: 'passport', files: [file('a.jpg', JPG)] },
    });
    expect(type).toMatchObject({ status: 400, body: { code: 'validation', field: 'body.documentType' } });
    const notBase64 = await upload('ona', [
      { fileName: 'a.jpg', mimeType: 'image/jpeg', contentBase64: '%%%' },
    ]);
    expect(notBase64).toMatchObject({
      status: 400,
      body: { code: 'validation', field: 'body.files.0.contentBase64' },
    });
  });

  it('refuses an upload without a bearer token (401) before reading the body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: getEndpoint('Documents.UploadDocument').path,
      payload: { documentName: 'x', documentType: 'other', files: [file('a.jpg', JPG)] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('ownership: an uploaded document is only its owner’s', () => {
  it('another customer neither lists nor opens it (404), and the owner still can', async () => {
    const answer = await upload('mantas', [file('mano.pdf', PDF, 'application/pdf')], 'other', 'Mano pažyma');
    expect(answer.status).toBe(200);
    const [id] = answer.body.documentIds;
    expect((await documentsOf('mantas')).some((d) => d.id === id)).toBe(true);
    expect((await documentsOf('jonas')).some((d) => d.id === id)).toBe(false);
    const stolen = await call('Documents.GetDocumentContent', 'jonas', { query: { id: id ?? 0 } });
    expect(stolen.status).toBe(404);
    expect(JSON.stringify(stolen.body)).not.toMatch(/mano\.pdf|Mano pažyma/);
    const own = await call('Documents.GetDocumentContent', 'mantas', { query: { id: id ?? 0 } });
    expect(own).toMatchObject({ status: 200, body: { fileName: 'mano.pdf', mimeType: 'application/pdf' } });
  });

  it('stores the document for the token’s customer whatever the body says', async () => {
    const answer = await call('Documents.UploadDocument', 'ona', {
      payload: { documentName: 'x', documentType: 'other', customerId: 1, files: [file('a.jpg', JPG)] },
    });
    expect(answer.status).toBe(200);
    const rows = await server.db.query<{ customer_id: number }>(
      'SELECT customer_id FROM documents WHERE id = $1',
      [answer.body.documentIds[0]],
    );
    expect(rows[0]?.customer_id).toBe(server.customerId('ona'));
  });
});

describe('hostile files and names (what the back office would open)', () => {
  it('stores hostile names in their safe form: a right-to-left override, ../, <script>, a Windows path', async () => {
    const answer = await upload('tomas', [
      file('Pažyma\u202Egpj.pdf', PDF, 'application/pdf'),
      file('../../etc/passwd.pdf', PDF, 'application/pdf'),
      file('<script>x</script>.pdf', PDF, 'application/pdf'),
      file('C:\\a\\b.pdf', PDF, 'application/pdf'),
      file('Skenas.JPEG', JPG),
    ]);
    expect(answer.status).toBe(200);
    const stored = ['Pažymagpj.pdf', 'passwd.pdf', 'script_.pdf', 'b.pdf', 'Skenas.jpg'];
    const listed = (await documentsOf('tomas')).filter((d) => answer.body.documentIds.includes(d.id));
    expect(listed.map((d) => d.fileName).sort()).toEqual([...stored].sort());
    const rows = await server.db.query<{ file_name: string }>(
      'SELECT file_name FROM documents WHERE id = ANY($1::int[]) ORDER BY id',
      [answer.body.documentIds],
    );
    expect(rows.map((row) => row.file_name)).toEqual(stored);
    const opened = await call('Documents.GetDocumentContent', 'tomas', {
      query: { id: answer.body.documentIds[2] ?? 0 },
    });
    expect(opened).toMatchObject({
      status: 200,
      body: { fileName: 'script_.pdf', mimeType: 'application/pdf' },
    });
  });

  it('stores a PNG followed by an HTML page without the page, and refuses a PDF that runs JavaScript and a pixel bomb', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const stored = await upload('tomas', [file('pasas.png', Buffer.concat([PNG, html]), 'image/png')]);
    expect(stored.status).toBe(200);
    const [id] = stored.body.documentIds;
    const opened = await call('Documents.GetDocumentContent', 'tomas', { query: { id: id ?? 0 } });
    expect(opened.status).toBe(200);
    expect(Buffer.from(opened.body.contentBase64, 'base64').equals(PNG)).toBe(true);
    expect((await documentsOf('tomas')).find((d) => d.id === id)?.sizeBytes).toBe(PNG.length);

    const document = await PDFDocument.create();
    document.addPage([200, 200]);
    const script = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(script));
    const withScript = Buffer.from(await document.save());
    const before = (await documentsOf('tomas')).length;
    const refused: [string, Buffer, string, RegExp][] = [
      ['pazyma.pdf', withScript, 'application/pdf', /the PDF contains active content/],
      ['pasas.png', pngClaiming(50_000, 50_000), 'image/png', /claims 50000 × 50000 pixels/],
    ];
    for (const [fileName, content, mimeType, message] of refused) {
      const answer = await upload('tomas', [file(fileName, content, mimeType)]);
      expect(answer.status, fileName).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid_file_format', field: 'body.files.0' });
      expect(answer.body.message).toMatch(message);
    }
    expect((await documentsOf('tomas')).length).toBe(before);
  });
});

describe('the upload quota: 30 files and 100 MB per customer in 24 hours', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const usageOf = async (persona: PersonaName) => {
    const [row] = await server.db.query<{ files: number; oldest: Date | string | null }>(
      'SELECT coalesce(sum(files), 0)::int AS files, min(created_at) AS oldest FROM upload_usage WHERE customer_id = $1',
      [server.customerId(persona)],
    );
    return { files: row?.files ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  };

  it('the 31st file in 24 hours answers 429 upload_quota_exceeded with blockedUntil, and stores nothing', async () => {
    for (let request = 1; request <= 6; request += 1) {
      const answer = await upload(
        'lukas',
        [1, 2, 3, 4, 5].map((n) => file(`lapas-${request}-${n}.jpg`, JPG)),
      );
      expect(answer.status, `request ${request}`).toBe(200);
    }
    const usage = await usageOf('lukas');
    expect(usage.files).toBe(30);
    const before = (await documentsOf('lukas')).length;
    const over = await upload('lukas', [file('per-daug.jpg', JPG)]);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: 'upload_quota_exceeded',
      blockedUntil: new Date((usage.oldest?.getTime() ?? 0) + DAY_MS).toISOString(),
    });
    expect(over.body.message).toMatch(/30 files and 100 MB in 24 hours/);
    expect((await documentsOf('lukas')).length).toBe(before);
    expect((await usageOf('lukas')).files).toBe(30);
    // The window slides: uploads older than 24 hours no longer count.
    await server.db.query(
      `UPDATE upload_usage SET created_at = created_at - interval '24 hours 1 minute' WHERE customer_id = $1`,
      [server.customerId('lukas')],
    );
    const nextDay = await upload('lukas', [file('kita-diena.jpg', JPG)]);
    expect(nextDay.status).toBe(200);
    expect((await documentsOf('lukas')).length).toBe(before + 1);
  });

  it('counts bytes too: an upload that would pass 100 MB in 24 hours answers 429, one that fits is stored', async () => {
    const customerId = server.customerId('rasa');
    const earlier = new Date(Date.now() - 60 * 60 * 1000);
    await server.db.query(
      'INSERT INTO upload_usage (customer_id, files, bytes, created_at) VALUES ($1, 5, $2, $3)',
      [customerId, 100 * MB - JPG.length + 1, earlier.toISOString()],
    );
    const over = await upload('rasa', [file('pazyma.jpg', JPG)]);
    expect(over).toMatchObject({
      status: 429,
      body: {
        code: 'upload_quota_exceeded',
        blockedUntil: new Date(earlier.getTime() + DAY_MS).toISOString(),
      },
    });
    await server.db.query('UPDATE upload_usage SET bytes = bytes - 1 WHERE customer_id = $1', [customerId]);
    expect((await upload('rasa', [file('pazyma.jpg', JPG)])).status).toBe(200);
  });
});
