/**
 * Issue 11, the server side of the AML questionnaire: drafts kept 15 days (§9) and created once, the typed
 * declaration validated on fill and publish, the preview PDF, the publish decisions (Valid / Pending), the
 * review simulator and the demo review, the identity-document check with its lockout (§2, §5), the document
 * photo upload checked by content (§5: JPG, PNG or PDF, 10 MB), and the effects on the dashboard (§6).
 *
 * Time is driven the way the other server tests drive it: by moving the stored timestamps.
 * The lockout numbers (3 invalid documents in 24 h lock the check for 24 h) and the validity periods
 * (3 years, 1 year after a review) are the docs/decisions.md; the 15 days and 10 MB are the spec's.
 */
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { pdfText } from './pdf-reader';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AmlDeclaration } from '../../src/api/contract/aml-declaration';
import type { EndpointId, EndpointResponse } from '../../src/api/contract/endpoints';
import { getEndpoint } from '../../src/api/contract/endpoints';
import { dashboardOfferings, dashboardPrompts } from '../../src/domain/offerings';
import { loadConfig } from '../../server/config';
import { renderPdf } from '../../server/documents/pdf';
import { SEED_TODAY, startTestServer, type PersonaName, type TestServer } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function call<K extends EndpointId>(
  id: K,
  persona: PersonaName,
  payload?: unknown,
  on: TestServer = server,
): Promise<{
  status: number;
  body: EndpointResponse<K> & { code?: string; field?: string; message?: string };
}> {
  const endpoint = getEndpoint(id);
  const response = await on.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: await on.auth(persona),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A calendar date `years` later (29 February becomes 28 February). */
function yearsAfter(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = m === 2 && d === 29 ? 28 : d;
  return `${y + years}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FUTURE_EXPIRY = `${Number(SEED_TODAY.slice(0, 4)) + 5}-01-31`;
const YESTERDAY = new Date(Date.parse(`${SEED_TODAY}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** A complete declaration that a server can approve at once. */
const PLAIN: AmlDeclaration = {
  contacts: {
    email: 'ona.kazlauskiene@example.com',
    phone: '+37062345678',
    address: 'Laisvės al. 53-4, LT-44309 Kaunas',
    countryOfResidence: 'LT',
  },
  identityDocument: {
    documentType: 'IdCard',
    documentNumber: '39125478',
    issuerCountry: 'LT',
    expiryDate: FUTURE_EXPIRY,
    documentUploaded: false,
  },
  relationWithLithuania: { citizenships: ['LT'], taxResidenceCountries: ['LT'] },
  sourcesOfIncome: {
    activity: 'employed',
    activityField: 'Švietimas',
    sources: ['salary'],
    incomeRange: 'from15000To30000',
  },
  pep: { isPep: false, isRelatedToPep: false },
  otherQuestions: { purpose: 'pension', expectedYearlyContributions: 'upTo1000', actsOnOwnBehalf: true },
  finalBeneficiary: { customerIsBeneficiary: true },
};

async function createDraft(persona: PersonaName) {
  const created = await call('Aml.CreateUserAmlDeclarationDraft', persona);
  expect(created.status).toBe(200);
  return created.body;
}

async function fill(persona: PersonaName, draftId: number, answers: unknown, uploaded = false) {
  return call('Aml.FillUserAmlDeclarationDraft', persona, {
    draftUserDeclarationId: draftId,
    declarationJson: JSON.stringify(answers),
    documentUploadedToPSI: uploaded,
  });
}

async function publishAnswers(persona: PersonaName, answers: unknown, on: TestServer = server) {
  const draft = (await call('Aml.CreateUserAmlDeclarationDraft', persona, undefined, on)).body;
  const filled = await call(
    'Aml.FillUserAmlDeclarationDraft',
    persona,
    {
      draftUserDeclarationId: draft.id,
      declarationJson: JSON.stringify(answers),
      documentUploadedToPSI: false,
    },
    on,
  );
  expect(filled.status).toBe(200);
  const published = await call(
    'Aml.PublishUserAmlDeclarationDraft',
    persona,
    { draftUserDeclarationId: draft.id },
    on,
  );
  expect(published.status).toBe(200);
  return { draft, published: published.body };
}

/** Moves a draft's clock back: as if it had been created and saved `interval` earlier. */
async function ageDraft(draftId: number, interval: string): Promise<void> {
  await server.db.query(
    `UPDATE aml_drafts SET created_at = created_at - $2::interval, updated_at = updated_at - $2::interval,
            expires_at = expires_at - $2::interval WHERE id = $1`,
    [draftId, interval],
  );
}

describe('drafts (§9: an incomplete draft is kept 15 days)', () => {
  it('creates one draft and resumes it: a second create, and parallel creates, return the same draft', async () => {
    const first = await createDraft('lukas');
    const again = await createDraft('lukas');
    expect(again.id).toBe(first.id);
    const parallel = await Promise.all([1, 2, 3, 4].map(() => createDraft('lukas')));
    expect(new Set(parallel.map((draft) => draft.id))).toEqual(new Set([first.id]));
    const rows = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM aml_drafts WHERE customer_id = $1 AND NOT published',
      [server.customerId('lukas')],
    );
    expect(rows[0]?.count).toBe(1);
  });

  it("resumes Ona's seeded draft with its answers, and IsAmlValid offers it", async () => {
    const validity = await call('Aml.IsAmlValid', 'ona');
    expect(validity.body.status).toBe('Invalid');
    const open = validity.body.draft;
    expect(open).not.toBeNull();
    expect(JSON.parse(open?.declarationJson ?? '{}')).toMatchObject({
      contacts: { email: 'ona.kazlauskiene@example.com' },
    });
    const created = await createDraft('ona');
    expect(created.id).toBe(open?.id);
  });

  it('keeps a draft 15 days after its last save, then drops it and starts a fresh one', async () => {
    const draft = await createDraft('mantas');
    expect(Date.parse(draft.expiresAt) - Date.parse(draft.updatedAt)).toBe(15 * DAY_MS);
    const saved = await fill('mantas', draft.id, { pep: { isPep: false, isRelatedToPep: false } });
    expect(saved.status).toBe(200);

    await ageDraft(draft.id, '14 days 23 hours 59 minutes');
    expect((await call('Aml.IsAmlValid', 'mantas')).body.draft?.id).toBe(draft.id);
    expect((await createDraft('mantas')).id).toBe(draft.id);

    await ageDraft(draft.id, '2 minutes'); // 15 days and 1 minute after the last save
    expect((await call('Aml.IsAmlValid', 'mantas')).body.draft).toBeNull();
    const stale = await fill('mantas', draft.id, {});
    expect(stale.status).toBe(404);
    const fresh = await createDraft('mantas');
    expect(fresh.id).not.toBe(draft.id);
    expect(fresh.declarationJson).toBe('{}');
    const old = await server.db.query('SELECT id FROM aml_drafts WHERE id = $1', [draft.id]);
    expect(old).toEqual([]);
  });

  it('counts the 15 days from the last save: a fill on day 10 keeps the draft 15 more days', async () => {
    const draft = await createDraft('mantas');
    await ageDraft(draft.id, '10 days');
    const saved = await fill('mantas', draft.id, { pep: { isPep: false, isRelatedToPep: false } });
    expect(saved.status).toBe(200);
    expect(Date.parse(saved.body.expiresAt) - Date.parse(saved.body.updatedAt)).toBe(15 * DAY_MS);
    expect(Date.parse(saved.body.expiresAt) - Date.now()).toBeGreaterThan(14.9 * DAY_MS);
    expect(Date.parse(saved.body.createdAt)).toBeLessThan(Date.now() - 9.9 * DAY_MS);
  });
});

describe('fill validates the typed declaration', () => {
  it('stores a partial declaration and the uploaded flag', async () => {
    const draft = await createDraft('jonas');
    const answers = { contacts: PLAIN.contacts, pep: PLAIN.pep };
    const saved = await fill('jonas', draft.id, answers, true);
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body.declarationJson)).toEqual(answers);
    expect(saved.body.documentUploadedToPSI).toBe(true);
    const validity = await call('Aml.IsAmlValid', 'jonas');
    expect(validity.body.draft).toMatchObject({ id: draft.id, documentUploadedToPSI: true });
  });

  it('refuses what is not an AmlDeclarationDraft with a 400 naming the field, never a 500', async () => {
    const draft = await createDraft('jonas');
    const cases: [unknown, string][] = [
      [{ pep: false }, 'body.declarationJson.pep'],
      [
        { sourcesOfIncome: { ...PLAIN.sourcesOfIncome, incomeRange: 'lots' } },
        'body.declarationJson.sourcesOfIncome.incomeRange',
      ],
      [
        { identityDocument: { ...PLAIN.identityDocument, documentType: 'Library card' } },
        'body.declarationJson.identityDocument.documentType',
      ],
      [
        { relationWithLithuania: { citizenships: [], taxResidenceCountries: ['LT'] } },
        'body.declarationJson.relationWithLithuania.citizenships',
      ],
      [
        { contacts: { ...PLAIN.contacts, countryOfResidence: 'Lithuania' } },
        'body.declarationJson.contacts.countryOfResidence',
      ],
      [{ contacts: { ...PLAIN.contacts, phone: '8 623 456' } }, 'body.declarationJson.contacts.phone'],
      [[1, 2], 'body.declarationJson'],
      ['text', 'body.declarationJson'],
    ];
    for (const [answers, field] of cases) {
      const response = await fill('jonas', draft.id, answers);
      expect(response.status, JSON.stringify(answers)).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation', field });
    }
    const notJson = await call('Aml.FillUserAmlDeclarationDraft', 'jonas', {
      draftUserDeclarationId: draft.id,
      declarationJson: '{oops',
      documentUploadedToPSI: false,
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ code: 'validation', field: 'body.declarationJson' });
    // Nothing of the refused answers was stored.
    const validity = await call('Aml.IsAmlValid', 'jonas');
    expect(JSON.parse(validity.body.draft?.declarationJson ?? '{}')).toEqual({
      contacts: PLAIN.contacts,
      pep: PLAIN.pep,
    });
  });

  it('takes a phone in any form of the one phone rule (§5) and stores its +370 form', async () => {
    const draft = await createDraft('jonas');
    const saved = await fill('jonas', draft.id, { contacts: { ...PLAIN.contacts, phone: '8 623 45678' } });
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body.declarationJson).contacts.phone).toBe('+37062345678');
  });
});

describe('the preview is a real PDF of the answers', () => {
  it('in Lithuanian by default, with the Lithuanian letters, and in English when asked', async () => {
    const draft = await createDraft('jonas');
    await fill('jonas', draft.id, PLAIN);
    const lt = await call('Aml.GenerateUserAmlDeclarationDraftPreview', 'jonas', {
      draftUserDeclarationId: draft.id,
    });
    expect(lt.status).toBe(200);
    expect(lt.body.mimeType).toBe('application/pdf');
    expect(Buffer.from(lt.body.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const ltText = await pdfText(lt.body.contentBase64);
    expect(ltText).toContain('Kliento pažinimo anketa');
    expect(ltText).toContain('Laisvės al. 53-4, LT-44309 Kaunas');
    expect(ltText).toContain('Asmens tapatybės kortelė');
    expect(ltText).toContain('15 000–30 000 €');
    expect(ltText).toContain('Jonas');

    const en = await call('Aml.GenerateUserAmlDeclarationDraftPreview', 'jonas', {
      draftUserDeclarationId: draft.id,
      language: 'en',
    });
    const enText = await pdfText(en.body.contentBase64);
    expect(enText).toContain('Know-your-customer questionnaire');
    expect(enText).toContain('ID card');
    expect(enText).toContain('€15,000–30,000');
  });

  it('previews a partial draft, answers not given yet read "—"', async () => {
    const draft = await createDraft('jonas');
    await fill('jonas', draft.id, { contacts: PLAIN.contacts });
    const preview = await call('Aml.GenerateUserAmlDeclarationDraftPreview', 'jonas', {
      draftUserDeclarationId: draft.id,
    });
    expect(preview.status).toBe(200);
    const text = await pdfText(preview.body.contentBase64);
    expect(text).toContain('ona.kazlauskiene@example.com');
    expect(text).toContain('—');
  });
});

describe('publish decides Valid or Pending', () => {
  it('approves plain answers at once: Valid for 3 years, the file in the documents, the dashboard prompt gone', async () => {
    const before = (await call('Dashboard.GetDashboard', 'ona')).body;
    expect(dashboardPrompts(before).amlQuestionnaire).toBe('expired');
    const { published } = await publishAnswers('ona', PLAIN);
    expect(published).toEqual({ status: 'Valid', validUntil: yearsAfter(SEED_TODAY, 3), errors: [] });

    const validity = (await call('Aml.IsAmlValid', 'ona')).body;
    expect(validity).toMatchObject({ status: 'Valid', validUntil: yearsAfter(SEED_TODAY, 3), draft: null });
    expect(validity.declarationFile).not.toBeNull();
    const documents = (await call('Documents.GetAllDocuments', 'ona')).body;
    const file = documents.find((document) => document.id === validity.declarationFile?.documentId);
    expect(file).toMatchObject({ documentType: 'AmlDocument', mimeType: 'application/pdf' });
    const content = await server.app.inject({
      method: 'GET',
      url: `/api/Documents/GetDocumentContent?id=${file?.id}`,
      headers: await server.auth('ona'),
    });
    expect(await pdfText(content.json<{ contentBase64: string }>().contentBase64)).toContain(
      'Kliento pažinimo anketa',
    );

    const after = (await call('Dashboard.GetDashboard', 'ona')).body;
    expect(after.amlStatus).toBe('Valid');
    expect(dashboardPrompts(after).amlQuestionnaire).toBe(null);
  });

  it('counts a Valid declaration past its last day as Invalid again (IsAmlValid and the dashboard)', async () => {
    expect((await call('Aml.IsAmlValid', 'ona')).body.status).toBe('Valid');
    await server.db.query(
      `UPDATE aml_declarations SET valid_until = $2 WHERE id = (SELECT id FROM aml_current WHERE customer_id = $1)`,
      [server.customerId('ona'), YESTERDAY],
    );
    expect((await call('Aml.IsAmlValid', 'ona')).body).toMatchObject({ status: 'Invalid', validUntil: null });
    const dashboard = (await call('Dashboard.GetDashboard', 'ona')).body;
    expect(dashboard.amlStatus).toBe('Invalid');
    expect(dashboardPrompts(dashboard).amlQuestionnaire).toBe('expired');
    // Valid on its last day.
    await server.db.query(
      `UPDATE aml_declarations SET valid_until = $2 WHERE id = (SELECT id FROM aml_current WHERE customer_id = $1)`,
      [server.customerId('ona'), SEED_TODAY],
    );
    expect((await call('Aml.IsAmlValid', 'ona')).body).toMatchObject({
      status: 'Valid',
      validUntil: SEED_TODAY,
    });
  });

  it.each([
    ['a PEP', { ...PLAIN, pep: { isPep: true, isRelatedToPep: false, details: 'Seimo narys, Lietuva' } }],
    [
      'related to a PEP',
      { ...PLAIN, pep: { isPep: false, isRelatedToPep: true, details: 'Sutuoktinis – ministras' } },
    ],
    [
      'a final beneficiary other than the customer',
      {
        ...PLAIN,
        finalBeneficiary: {
          customerIsBeneficiary: false,
          // The beneficiary's own screens are answered too (their contacts, document and PEP answers).
          beneficiary: {
            firstName: 'Petras',
            lastName: 'Petraitis',
            personalCodeOrBirthDate: '1960-05-05',
            contacts: { email: '', phone: '', address: 'Laisvės al. 2, Kaunas', countryOfResidence: 'LT' },
            identityDocument: {
              documentType: 'LithuanianPassport',
              documentNumber: '23456789',
              issuerCountry: 'LT',
              expiryDate: '2031-01-01',
            },
            pep: { isPep: false, isRelatedToPep: false },
          },
        },
      },
    ],
    [
      'someone not acting on their own behalf',
      { ...PLAIN, otherQuestions: { ...PLAIN.otherQuestions, actsOnOwnBehalf: false } },
    ],
    [
      'the top income range',
      { ...PLAIN, sourcesOfIncome: { ...PLAIN.sourcesOfIncome, incomeRange: 'over300000' } },
    ],
    ['living abroad', { ...PLAIN, contacts: { ...PLAIN.contacts, countryOfResidence: 'DE' } }],
    [
      'a USA tax resident',
      { ...PLAIN, relationWithLithuania: { citizenships: ['LT'], taxResidenceCountries: ['LT', 'US'] } },
    ],
  ] as const)('sends %s to a manual review: Pending', async (_case, answers) => {
    const { published } = await publishAnswers('jonas', answers);
    expect(published).toEqual({ status: 'Pending', validUntil: null, errors: [] });
    expect((await call('Aml.IsAmlValid', 'jonas')).body).toMatchObject({
      status: 'Pending',
      validUntil: null,
    });
  });

  it('answers status Invalid with the errors of an incomplete declaration, and keeps the draft open', async () => {
    const draft = await createDraft('gabija');
    await fill('gabija', draft.id, { contacts: PLAIN.contacts, pep: { isPep: true, isRelatedToPep: false } });
    const published = await call('Aml.PublishUserAmlDeclarationDraft', 'gabija', {
      draftUserDeclarationId: draft.id,
    });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('Invalid');
    const fields = published.body.errors.map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining(['identityDocument', 'sourcesOfIncome', 'finalBeneficiary']),
    );
    expect((await call('Aml.IsAmlValid', 'gabija')).body.draft?.id).toBe(draft.id);

    await fill('gabija', draft.id, { ...PLAIN, pep: { isPep: true, isRelatedToPep: false } });
    const noDetails = await call('Aml.PublishUserAmlDeclarationDraft', 'gabija', {
      draftUserDeclarationId: draft.id,
    });
    expect(noDetails.body.errors).toEqual([{ field: 'pep.details', message: 'required' }]);

    await fill('gabija', draft.id, {
      ...PLAIN,
      identityDocument: { ...PLAIN.identityDocument, expiryDate: YESTERDAY },
    });
    const expired = await call('Aml.PublishUserAmlDeclarationDraft', 'gabija', {
      draftUserDeclarationId: draft.id,
    });
    expect(expired.body).toMatchObject({
      status: 'Invalid',
      errors: [{ field: 'identityDocument.expiryDate', message: 'document-expired' }],
    });
  });
});

describe('the review of a Pending declaration', () => {
  it('the USA customer: Pending and locked out, the simulator approves after its delay (30 s by default), the offerings come back', async () => {
    const before = (await call('Dashboard.GetDashboard', 'tomas')).body;
    expect(before.isForeignResident).toBe(true);
    expect(dashboardOfferings(before).filter((o) => o.status === 'locked')).toEqual([
      { id: 'second-pillar-join', status: 'locked', reason: 'usa-questionnaire' },
      { id: 'third-pillar-change-fund', status: 'locked', reason: 'usa-questionnaire' },
      { id: 'investment-funds-offer', status: 'locked', reason: 'usa-questionnaire' },
    ]);

    const publishedFrom = Date.now();
    const { published } = await publishAnswers('tomas', {
      ...PLAIN,
      relationWithLithuania: { citizenships: ['LT', 'US'], taxResidenceCountries: ['LT', 'US'] },
    });
    const publishedBy = Date.now();
    expect(published.status).toBe('Pending');
    // The review is due 30 s after the publish (measured from the request, not from the row's insert,
    // which a busy machine makes later).
    const [row] = await server.db.query<{ due: string | Date; id: number }>(
      `SELECT id, review_due_at AS due FROM aml_declarations
        WHERE customer_id = $1 ORDER BY id DESC LIMIT 1`,
      [server.customerId('tomas')],
    );
    const due = new Date(row?.due ?? 0).getTime();
    expect(due).toBeGreaterThanOrEqual(publishedFrom + 30_000);
    expect(due).toBeLessThanOrEqual(publishedBy + 30_000);
    expect((await call('Aml.IsAmlValid', 'tomas')).body.status).toBe('Pending');

    // The review delay passes.
    await server.db.query(
      `UPDATE aml_declarations SET review_due_at = now() - interval '1 second' WHERE id = $1`,
      [row?.id],
    );
    const dashboard = (await call('Dashboard.GetDashboard', 'tomas')).body;
    expect(dashboard.amlStatus).toBe('Valid');
    expect(dashboardOfferings(dashboard)).toEqual([
      { id: 'second-pillar-join', status: 'available' },
      { id: 'third-pillar-change-fund', status: 'available' },
      { id: 'investment-funds-offer', status: 'available' },
    ]);
    expect(dashboardPrompts(dashboard).usaLockout).toBeNull();
    const validity = (await call('Aml.IsAmlValid', 'tomas')).body;
    expect(validity.status).toBe('Valid');
    // Valid 1 year after the review (it was due today).
    expect(validity.validUntil).toBe(yearsAfter(SEED_TODAY, 1));
    const [settled] = await server.db.query<{ status: string }>(
      'SELECT status FROM aml_declarations WHERE id = $1',
      [row?.id],
    );
    expect(settled?.status).toBe('Valid');
  });

  it('approves by itself after a configured delay (AML_REVIEW_DELAY_MS)', async () => {
    expect(loadConfig({ AML_REVIEW_DELAY_MS: '5000' }).amlReviewDelayMs).toBe(5000);
    expect(() => loadConfig({ AML_REVIEW_DELAY_MS: 'soon' })).toThrow(/AML_REVIEW_DELAY_MS/);
    const quick = await startTestServer({ amlReviewDelayMs: 300 }, { db: server.db, drop: async () => {} });
    try {
      const { published } = await publishAnswers(
        'mantas',
        { ...PLAIN, sourcesOfIncome: { ...PLAIN.sourcesOfIncome, incomeRange: 'over300000' } },
        quick,
      );
      expect(published.status).toBe('Pending');
      await vi.waitFor(
        async () => {
          expect((await call('Aml.IsAmlValid', 'mantas', undefined, quick)).body.status).toBe('Valid');
        },
        { timeout: 30_000, interval: 250 },
      );
    } finally {
      await quick.close();
    }
  });

  it('the demo endpoint approves or refuses the Pending declaration at once', async () => {
    const pep = { ...PLAIN, pep: { isPep: true, isRelatedToPep: false, details: 'Meras' } };
    expect((await publishAnswers('lukas', pep)).published.status).toBe('Pending');
    const approved = await call('Aml.DemoReviewDeclaration', 'lukas', { decision: 'Valid' });
    expect(approved.body).toEqual({ status: 'Valid', validUntil: yearsAfter(SEED_TODAY, 1) });
    expect((await call('Aml.IsAmlValid', 'lukas')).body).toMatchObject({
      status: 'Valid',
      validUntil: yearsAfter(SEED_TODAY, 1),
    });
    const nothingPending = await call('Aml.DemoReviewDeclaration', 'lukas', { decision: 'Valid' });
    expect(nothingPending.status).toBe(404);

    expect((await publishAnswers('lukas', pep)).published.status).toBe('Pending');
    const refused = await call('Aml.DemoReviewDeclaration', 'lukas', { decision: 'Invalid' });
    expect(refused.body).toEqual({ status: 'Invalid', validUntil: null });
    expect((await call('Aml.IsAmlValid', 'lukas')).body.status).toBe('Invalid');
    expect((await call('Dashboard.GetDashboard', 'lukas')).body.amlStatus).toBe('Invalid');
  });
});

describe('the identity-document check (§5) and its lockout (§2)', () => {
  const document = (documentNumber: string, expiryDate = FUTURE_EXPIRY) => ({
    documentType: 'IdCard',
    documentNumber,
    issuerCountry: 'LT',
    expiryDate,
  });
  const check = (persona: PersonaName, documentNumber: string, expiryDate?: string) =>
    call('Aml.IsIdentityDocumentValid', persona, document(documentNumber, expiryDate));

  it('a valid document passes; an expired one is refused as expired and does not count', async () => {
    expect((await check('jonas', '39125478')).body).toEqual({
      valid: true,
      expired: false,
      locked: false,
      lockedUntil: null,
      attemptsLeft: 3,
    });
    for (let i = 0; i < 4; i += 1) {
      expect((await check('jonas', '39125478', YESTERDAY)).body).toMatchObject({
        valid: false,
        expired: true,
        locked: false,
        attemptsLeft: 3,
      });
    }
    // Valid on its expiry day.
    expect((await check('jonas', '39125478', SEED_TODAY)).body.valid).toBe(true);
  });

  it('3 invalid documents lock the check for 24 hours, with the date; the lock ends by itself', async () => {
    const first = await check('ona', 'LOST12345');
    expect(first.body).toEqual({
      valid: false,
      expired: false,
      locked: false,
      lockedUntil: null,
      attemptsLeft: 2,
    });
    expect((await check('ona', 'AB0000123')).body).toMatchObject({
      valid: false,
      locked: false,
      attemptsLeft: 1,
    });
    const before = Date.now();
    const third = await check('ona', '00001234');
    const after = Date.now();
    expect(third.body).toMatchObject({ valid: false, expired: false, locked: true, attemptsLeft: 0 });
    const until = Date.parse(third.body.lockedUntil ?? '');
    expect(until).toBeGreaterThanOrEqual(before + 24 * HOUR_MS);
    expect(until).toBeLessThanOrEqual(after + 24 * HOUR_MS);

    // Locked: even a valid document is not checked, and IsAmlValid says until when.
    expect((await check('ona', '39125478')).body).toEqual({
      valid: false,
      expired: false,
      locked: true,
      lockedUntil: third.body.lockedUntil,
      attemptsLeft: 0,
    });
    expect((await call('Aml.IsAmlValid', 'ona')).body.identityCheckLockedUntil).toBe(third.body.lockedUntil);

    // 24 hours later.
    await server.db.query(
      `UPDATE aml_identity_lockouts SET locked_until = locked_until - interval '24 hours',
              streak_start = streak_start - interval '24 hours' WHERE customer_id = $1`,
      [server.customerId('ona')],
    );
    await server.db.query(
      `UPDATE aml_identity_checks SET checked_at = checked_at - interval '24 hours' WHERE customer_id = $1`,
      [server.customerId('ona')],
    );
    expect((await call('Aml.IsAmlValid', 'ona')).body.identityCheckLockedUntil).toBeNull();
    expect((await check('ona', 'LOST99999')).body).toMatchObject({ locked: false, attemptsLeft: 2 });
    expect((await check('ona', '39125478')).body.valid).toBe(true);
    // A valid document ends the streak.
    expect((await check('ona', 'LOST99999')).body).toMatchObject({ locked: false, attemptsLeft: 2 });
  });

  it('counts only the invalid documents of the last 24 hours', async () => {
    await check('gabija', 'LOST11111');
    await check('gabija', 'LOST22222');
    await server.db.query(
      `UPDATE aml_identity_checks SET checked_at = checked_at - interval '24 hours 1 minute' WHERE customer_id = $1`,
      [server.customerId('gabija')],
    );
    expect((await check('gabija', 'LOST33333')).body).toMatchObject({ locked: false, attemptsLeft: 2 });
    await check('gabija', 'LOST44444');
    await server.db.query(
      `UPDATE aml_identity_checks SET checked_at = checked_at - interval '23 hours 58 minutes'
        WHERE customer_id = $1 AND checked_at > now() - interval '1 hour'`,
      [server.customerId('gabija')],
    );
    expect((await check('gabija', 'LOST55555')).body).toMatchObject({ locked: true, attemptsLeft: 0 });
  });

  it('parallel invalid documents never get past the limit', async () => {
    const answers = await Promise.all(
      ['LOST1', 'LOST2', 'LOST3', 'LOST4', 'LOST5', 'LOST6'].map((number) =>
        check('mantas', `${number}0001`),
      ),
    );
    // Every answer is an answer (no 5xx); exactly three were counted, the rest refused as locked.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(
      answers.filter((answer) => answer.body.locked),
      JSON.stringify(answers.map((a) => a.body)),
    ).toHaveLength(4);
    const rows = await server.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM aml_identity_checks WHERE customer_id = $1 AND outcome = 'invalid'",
      [server.customerId('mantas')],
    );
    expect(rows[0]?.count).toBe(3);
  });
});

/** A real .docx: a ZIP whose first entry is [Content_Types].xml, stored (no compression). */
function docx(): Buffer {
  const entries: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const JPG = readFileSync(new URL('./fixtures/id-photo.jpg', import.meta.url));
const PNG = readFileSync(new URL('./fixtures/id-photo.png', import.meta.url));

/** A JPG of exactly `size` bytes: the real image with a comment segment padding it (still a sound JPG). */
function jpgOfSize(size: number): Buffer {
  const padding = size - JPG.length;
  const segments: Buffer[] = [];
  let left = padding;
  while (left > 0) {
    // A segment is 4 to 65 537 bytes; never leave fewer than 4 for the last one.
    const take = left <= 65537 ? left : left - 65537 < 4 ? left - 4 : 65537;
    const body = take - 4;
    const segment = Buffer.alloc(take, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe; // COM
    segment.writeUInt16BE(body + 2, 2);
    segments.push(segment);
    left -= segment.length;
  }
  return Buffer.concat([JPG.subarray(0, 2), ...segments, JPG.subarray(2)]);
}

describe('the identity document photo upload (§5: JPG, PNG or PDF by content, 10 MB)', () => {
  let draftId: number;
  beforeAll(async () => {
    // An earlier test locked Gabija's identity check; publishing here needs it open.
    await server.db.query('DELETE FROM aml_identity_lockouts WHERE customer_id = $1', [
      server.customerId('gabija'),
    ]);
    draftId = (await createDraft('gabija')).id;
  });
  const upload = (fileName: string, content: Buffer, persona: PersonaName = 'gabija', draft = draftId) =>
    call('Aml.UploadIdentityDocument', persona, {
      draftUserDeclarationId: draft,
      file: { fileName, mimeType: 'application/octet-stream', contentBase64: content.toString('base64') },
    });

  it('accepts a real JPG, PNG and PDF, by their content', async () => {
    const pdf = Buffer.from(
      await renderPdf({ title: 'Asmens tapatybės kortelė', rows: [['Nr.', '39125478']] }),
    );
    // The name is stored with the extension of the content (server/uploads/file-name.ts).
    for (const [fileName, stored, content, mimeType] of [
      ['kortele.jpg', 'kortele.jpg', JPG, 'image/jpeg'],
      ['kortele.JPEG', 'kortele.jpg', JPG, 'image/jpeg'],
      ['kortele.png', 'kortele.png', PNG, 'image/png'],
      ['kortele.pdf', 'kortele.pdf', pdf, 'application/pdf'],
    ] as const) {
      const response = await upload(fileName, content);
      expect(response.status, fileName).toBe(200);
      expect(response.body).toEqual({ fileName: stored, mimeType, sizeBytes: content.length });
    }
    expect((await call('Aml.IsAmlValid', 'gabija')).body.draft?.documentUploadedToPSI).toBe(true);
  });

  it('refuses a .docx renamed .pdf, an executable renamed .jpg and a name that disagrees with the content', async () => {
    const cases: [string, Buffer, RegExp][] = [
      ['pasas.pdf', docx(), /Word document/],
      ['pasas.docx', docx(), /Word document/],
      ['photo.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]), /program/],
      ['photo.png', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(2000)]), /program/],
      ['photo.jpg', PNG, /name says JPG but the content is PNG/],
      ['photo.jpg', JPG.subarray(0, 200), /incomplete or damaged/],
      ['empty.pdf', Buffer.alloc(0), /empty/],
    ];
    for (const [fileName, content, message] of cases) {
      const response = await upload(fileName, content);
      expect(response.status, fileName).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_file_format', field: 'body.file' });
      expect(response.body.message).toMatch(message);
    }
  });

  it('accepts exactly 10 MB and refuses more with file_too_large', async () => {
    const exactly = await upload('didelis.jpg', jpgOfSize(10 * MB));
    expect(exactly.status).toBe(200);
    expect(exactly.body.sizeBytes).toBe(10 * MB);
    const over = await upload('per-didelis.jpg', jpgOfSize(10 * MB + 1));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'file_too_large' });
    const farOver = await upload('milziniskas.jpg', jpgOfSize(12 * MB));
    expect(farOver.status).toBe(413);
  }, 60_000);

  it('files the photo in the documents at publish (IdDocument)', async () => {
    await upload('kortele.png', PNG);
    await fill(
      'gabija',
      draftId,
      { ...PLAIN, identityDocument: { ...PLAIN.identityDocument, documentUploaded: true } },
      true,
    );
    const published = await call('Aml.PublishUserAmlDeclarationDraft', 'gabija', {
      draftUserDeclarationId: draftId,
    });
    expect(published.body.status).toBe('Valid');
    const documents = (await call('Documents.GetAllDocuments', 'gabija')).body;
    expect(documents.filter((d) => d.documentType === 'IdDocument')).toEqual([
      expect.objectContaining({ fileName: 'kortele.png', mimeType: 'image/png', sizeBytes: PNG.length }),
    ]);
    expect(documents.filter((d) => d.documentType === 'AmlDocument')).toHaveLength(1);
    const [draft] = await server.db.query<{ upload_content: unknown }>(
      'SELECT upload_content FROM aml_drafts WHERE id = $1',
      [draftId],
    );
    expect(draft?.upload_content).toBeNull();
  });

  it('does not file a photo the customer took back (documentUploadedToPSI false at the last save)', async () => {
    const draft = await createDraft('lukas');
    const uploaded = await upload('kortele.jpg', JPG, 'lukas', draft.id);
    expect(uploaded.status).toBe(200);
    await fill('lukas', draft.id, PLAIN, false);
    const published = await call('Aml.PublishUserAmlDeclarationDraft', 'lukas', {
      draftUserDeclarationId: draft.id,
    });
    expect(published.body.status).toBe('Valid');
    const documents = (await call('Documents.GetAllDocuments', 'lukas')).body;
    expect(documents.filter((d) => d.documentType === 'IdDocument')).toEqual([]);
  });

  it('counts the photo in the customer’s upload quota: over it, 429 upload_quota_exceeded and nothing stored', async () => {
    // Earlier in the last 24 hours Gabija uploaded 29 files elsewhere (the quota: 30 files, 100 MB).
    const earlier = new Date(Date.now() - 60 * 60 * 1000);
    await server.db.query('DELETE FROM upload_usage WHERE customer_id = $1', [server.customerId('gabija')]);
    await server.db.query(
      'INSERT INTO upload_usage (customer_id, files, bytes, created_at) VALUES ($1, 29, 1024, $2)',
      [server.customerId('gabija'), earlier.toISOString()],
    );
    // The questionnaire published above: a new one.
    const draft = (await createDraft('gabija')).id;
    expect((await upload('kortele.jpg', JPG, 'gabija', draft)).status).toBe(200);
    const stored = async () =>
      (
        await server.db.query<{ size: number | null }>(
          'SELECT octet_length(upload_content)::int AS size FROM aml_drafts WHERE id = $1',
          [draft],
        )
      )[0]?.size;
    const before = await stored();
    const over = await upload('kortele.png', PNG, 'gabija', draft);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: 'upload_quota_exceeded',
      blockedUntil: new Date(earlier.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(await stored()).toBe(before);
    expect(before).toBe(JPG.length);
  });
});

describe('one customer cannot touch another customer’s draft', () => {
  it('answers 404 to fill, preview, publish and upload of a foreign draft and changes nothing', async () => {
    const ona = await createDraft('ona');
    await fill('ona', ona.id, { contacts: PLAIN.contacts });
    const attempts = [
      call('Aml.FillUserAmlDeclarationDraft', 'tomas', {
        draftUserDeclarationId: ona.id,
        declarationJson: '{}',
        documentUploadedToPSI: true,
      }),
      call('Aml.GenerateUserAmlDeclarationDraftPreview', 'tomas', { draftUserDeclarationId: ona.id }),
      call('Aml.PublishUserAmlDeclarationDraft', 'tomas', { draftUserDeclarationId: ona.id }),
      call('Aml.UploadIdentityDocument', 'tomas', {
        draftUserDeclarationId: ona.id,
        file: { fileName: 'x.png', mimeType: 'image/png', contentBase64: PNG.toString('base64') },
      }),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(404);
      expect(JSON.stringify(attempt.body)).not.toMatch(/Kazlauskien|Laisvės/);
    }
    const [row] = await server.db.query<{
      declaration_json: string;
      upload_content: unknown;
      published: boolean;
    }>('SELECT declaration_json, upload_content, published FROM aml_drafts WHERE id = $1', [ona.id]);
    expect(JSON.parse(row?.declaration_json ?? '{}')).toEqual({ contacts: PLAIN.contacts });
    expect(row?.upload_content).toBeNull();
    expect(row?.published).toBe(false);
  });
});

describe('publishing is one more identity check: it counts towards the lockout and respects it', () => {
  const withDocument = (documentNumber: string) => ({
    ...PLAIN,
    identityDocument: { ...PLAIN.identityDocument, documentNumber },
  });
  const checksOf = async (persona: PersonaName) =>
    (
      await server.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM aml_identity_checks WHERE customer_id = $1',
        [server.customerId(persona)],
      )
    )[0]?.count;

  it('3 publishes with invalid documents lock the check; while locked, publish looks nothing up', async () => {
    // Earlier journeys of this file checked documents of Lukas's too: count from here.
    const before = (await checksOf('lukas')) ?? 0;
    const answers = [];
    for (const number of ['LOST12345', 'AB0000123', 'LOST67890'])
      answers.push((await publishAnswers('lukas', withDocument(number))).published);
    expect(answers.map((answer) => answer.errors)).toEqual([
      [{ field: 'identityDocument.documentNumber', message: 'invalid-document' }],
      [{ field: 'identityDocument.documentNumber', message: 'invalid-document' }],
      [{ field: 'identityDocument.documentNumber', message: 'identity-check-locked' }],
    ]);
    const check = await call('Aml.IsIdentityDocumentValid', 'lukas', {
      documentType: 'IdCard',
      documentNumber: '39125478',
      issuerCountry: 'LT',
      expiryDate: FUTURE_EXPIRY,
    });
    expect(check.body).toMatchObject({ valid: false, locked: true });
    expect(await checksOf('lukas')).toBe(before + 3);

    const locked = (await publishAnswers('lukas', withDocument('39125478'))).published;
    expect(locked).toMatchObject({
      status: 'Invalid',
      errors: [{ field: 'identityDocument.documentNumber', message: 'identity-check-locked' }],
    });
    expect(await checksOf('lukas')).toBe(before + 3);
    expect((await call('Aml.IsAmlValid', 'lukas')).body.identityCheckLockedUntil).toBe(
      check.body.lockedUntil,
    );
  });

  it('publishes racing identity checks never get past the limit together (3 invalid, then locked)', async () => {
    const draft = (await call('Aml.CreateUserAmlDeclarationDraft', 'rasa')).body;
    const filled = await call('Aml.FillUserAmlDeclarationDraft', 'rasa', {
      draftUserDeclarationId: draft.id,
      declarationJson: JSON.stringify(withDocument('LOST24680')),
      documentUploadedToPSI: false,
    });
    expect(filled.status).toBe(200);
    const publish = () =>
      call('Aml.PublishUserAmlDeclarationDraft', 'rasa', { draftUserDeclarationId: draft.id });
    const check = (number: string) =>
      call('Aml.IsIdentityDocumentValid', 'rasa', {
        documentType: 'IdCard',
        documentNumber: number,
        issuerCountry: 'LT',
        expiryDate: FUTURE_EXPIRY,
      });
    const answers = await Promise.all([
      publish(),
      check('LOST13579'),
      publish(),
      check('LOST97531'),
      publish(),
      check('LOST11111'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const locked = answers.filter((answer) =>
      'locked' in answer.body
        ? answer.body.locked === true
        : JSON.stringify(answer.body.errors).includes('identity-check-locked'),
    );
    // The third invalid one sets the lock and says so; the three after it are refused as locked.
    expect(locked, JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(4);
    const rows = await server.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM aml_identity_checks WHERE customer_id = $1 AND outcome = 'invalid'",
      [server.customerId('rasa')],
    );
    expect(rows[0]?.count).toBe(3);
  });
});
