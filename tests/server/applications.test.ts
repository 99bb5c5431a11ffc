/**
 * Issue 13 (base): applications signed as documents (§2 Applications, §4, §5, §7 Documents, §9):
 * GetDocumentPreview is a real PDF with the customer's data; SignDocument -> PingSignDocument creates
 * the application once (registered at once in GetList); the rules refuse with clear 4xx codes (an open
 * application of the kind, not available now, the contribution-holiday rules, another customer's
 * contract); the review schedule moves it processing -> approved / rejected and notifies the customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './pdf-reader';
import { addDays } from '../../src/domain/calendar-date';
import { formatIban } from '../../src/domain/bank-account';
import { demoIban } from '../../server/db/seed/personas';
import { loadConfig } from '../../server/config';
import { startTestServer, SEED_TODAY, type PersonaName, type TestServer, untilAnswered } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // The simulated Smart-ID / Mobile-ID answers at once; the review schedule is the default (60 s a step).
  server = await startTestServer({ eidConfirmDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

type Json = Record<string, unknown>;

async function post(persona: PersonaName, url: string, payload: unknown) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: await server.auth(persona),
    payload: payload as Json,
  });
}

async function get<T>(persona: PersonaName, url: string): Promise<T> {
  const response = await server.app.inject({ method: 'GET', url, headers: await server.auth(persona) });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

interface ListedApplication {
  applicationId: number;
  contractNumber: string;
  kind: string;
  actionType: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
}

const list = (persona: PersonaName) => get<ListedApplication[]>(persona, '/api/Applications/GetList');

/** Signs `application` as `persona` with Smart-ID and pings until the result. */
async function sign(
  persona: PersonaName,
  application: Json,
  signing: Json = { provider: 'pension_smart_id' },
) {
  const started = await post(persona, '/api/Documents/SignDocument', { application, signing });
  expect(started.statusCode, started.body).toBe(200);
  const { token, controlCode } = started.json<{ token: string; controlCode: string }>();
  expect(controlCode).toMatch(/^[0-9]{4}$/);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ping = await post(persona, '/api/Documents/PingSignDocument', { token });
    if (ping.statusCode === 200) return { token, result: ping.json<Json>() };
    expect(ping.statusCode).toBe(204);
  }
  throw new Error('The signing never ended');
}

const stopPillar3 = {
  kind: 'StopAccumulation',
  actionType: 'StopAccumulations',
  contractNumber: '3P-2008813',
};
const holidayOn = (contractNumber: string, start: string, months: number) => ({
  kind: 'HolidaysSuspensionContributions',
  actionType: 'SodraVacation',
  contractNumber,
  period: { start, months },
});

describe('stopping pillar III contributions as a signed application', () => {
  it('previews a real PDF with the customer’s data and what stopping means for the tax relief (§9)', async () => {
    const preview = await post('jonas', '/api/Documents/GetDocumentPreview', { application: stopPillar3 });
    expect(preview.statusCode).toBe(200);
    const body = preview.json<{ mimeType: string; contentBase64: string; fileName: string }>();
    expect(body.mimeType).toBe('application/pdf');
    expect(Buffer.from(body.contentBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(body.contentBase64);
    expect(text).toContain('Prašymas sustabdyti įmokas');
    expect(text).toContain('Jonas Petrauskas');
    expect(text).toContain('30303039914');
    expect(text).toContain('3P-2008813');
    // §9: income tax relief up to 300 EUR on contributions up to 1500 EUR a year.
    expect(text).toContain('300,00 €');
    expect(text).toMatch(/1[\s\u00a0\u202f]?500,00 €/);
  });

  it('signs once, lists it at once as registered, files the signed PDF, and blocks a second of the kind', async () => {
    const started = await post('jonas', '/api/Documents/SignDocument', {
      application: stopPillar3,
      signing: { provider: 'pension_smart_id' },
    });
    expect(started.statusCode).toBe(200);
    const { token } = started.json<{ token: string }>();
    // Two pings at once (two tabs, a client retry): exactly one application.
    const [first, second] = await Promise.all([
      untilAnswered(() => post('jonas', '/api/Documents/PingSignDocument', { token })),
      untilAnswered(() => post('jonas', '/api/Documents/PingSignDocument', { token })),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const result = first.json<{ status: string; applicationId: number; documentId: number }>();
    expect(result).toMatchObject({ status: 'signed', message: null, contractNumber: '3P-2008813' });
    expect(result.applicationId).toBeGreaterThan(0);
    expect(result.documentId).toBeGreaterThan(0);
    const again = await post('jonas', '/api/Documents/PingSignDocument', { token });
    expect(again.json()).toEqual(first.json());

    const stops = (await list('jonas')).filter(
      (application) => application.kind === 'StopAccumulation' && application.contractNumber === '3P-2008813',
    );
    expect(stops.filter((application) => application.status === 'registered')).toEqual([
      expect.objectContaining({ applicationId: result.applicationId, actionType: 'StopAccumulations' }),
    ]);

    const documents = await get<{ id: number; documentType: string; title: string }[]>(
      'jonas',
      '/api/Documents/GetAllDocuments',
    );
    expect(documents.find((document) => document.id === result.documentId)).toMatchObject({
      documentType: 'PAS',
      title: 'Prašymas sustabdyti įmokas',
    });

    const actions = await get<{ pendingActionTypes: string[]; availableActions: { actionType: string }[] }[]>(
      'jonas',
      '/api/Contracts/GetContractActions?contractNumbers=3P-2008813',
    );
    expect(actions[0]?.pendingActionTypes).toContain('StopAccumulations');

    // An open application of the kind blocks a second one: refused before any signing starts.
    for (const url of ['/api/Documents/GetDocumentPreview', '/api/Documents/SignDocument']) {
      const refused = await post('jonas', url, { application: stopPillar3 });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'application_already_open' });
      expect(refused.json<{ message: string }>().message).toMatch(/jau pateiktas/);
    }
  });

  it('the review moves it to processing, then approves it: contributions stop, the customer is notified', async () => {
    const [row] = await server.db.query<{ id: number }>(
      "SELECT id FROM applications WHERE kind = 'StopAccumulation' AND status = 'registered' AND signing_token_hash IS NOT NULL",
    );
    expect(row).toBeDefined();
    await server.db.query(
      "UPDATE applications SET processing_at = now() - interval '1 second' WHERE id = $1",
      [row?.id],
    );
    expect((await list('jonas')).find((application) => application.applicationId === row?.id)?.status).toBe(
      'processing',
    );
    await server.db.query("UPDATE applications SET decide_at = now() - interval '1 second' WHERE id = $1", [
      row?.id,
    ]);
    const notifications = await get<{ type: string; title: string; message: string }[]>(
      'jonas',
      '/api/Notifications/GetList',
    );
    expect(notifications[0]).toMatchObject({
      type: 'Application',
      title: 'Prašymas sustabdyti įmokas (3P-2008813) patvirtintas',
    });
    expect(notifications[0]?.message).toContain('3P-2008813');
    expect((await list('jonas')).find((application) => application.applicationId === row?.id)?.status).toBe(
      'approved',
    );
    const contracts = await get<{ contractNumber: string; accumulationState: string }[]>(
      'jonas',
      '/api/Contracts/GetContracts',
    );
    expect(contracts.find((contract) => contract.contractNumber === '3P-2008813')?.accumulationState).toBe(
      'Stopped',
    );
    // Now stopped: renewing is what the contract offers, stopping again is not available.
    const refused = await post('jonas', '/api/Documents/GetDocumentPreview', { application: stopPillar3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'application_not_available' });
  });
});

describe('renewing contributions (the persona with stopped contributions, 50001018865)', () => {
  it('renews pillar III; the review rejects an application the contract no longer needs', async () => {
    const renew = {
      kind: 'UpdateAccumulation',
      actionType: 'RenewAccumulations',
      contractNumber: '3P-2012519',
    };
    const preview = await post('mantas', '/api/Documents/GetDocumentPreview', { application: renew });
    expect(preview.statusCode).toBe(200);
    expect(await pdfText(preview.json<{ contentBase64: string }>().contentBase64)).toContain(
      'Prašymas atnaujinti įmokas',
    );
    const { result } = await sign('mantas', renew);
    expect(result).toMatchObject({ status: 'signed', contractNumber: '3P-2012519' });
    const listed = (await list('mantas')).find(
      (application) => application.applicationId === (result as { applicationId: number }).applicationId,
    );
    expect(listed).toMatchObject({ status: 'registered', kind: 'UpdateAccumulation' });
    // The contract changed meanwhile (contributions flow again): the review rejects the application.
    await server.db.query(
      "UPDATE contracts SET accumulation_state = 'Accumulating' WHERE contract_number = '3P-2012519'",
    );
    await server.db.query(
      "UPDATE applications SET processing_at = now() - interval '2 seconds', decide_at = now() - interval '1 second' WHERE id = $1",
      [listed?.applicationId],
    );
    expect((await list('mantas')).find((a) => a.applicationId === listed?.applicationId)?.status).toBe(
      'rejected',
    );
    const notifications = await get<{ type: string; title: string }[]>(
      'mantas',
      '/api/Notifications/GetList',
    );
    expect(notifications[0]).toMatchObject({
      type: 'Application',
      title: 'Prašymas atnaujinti įmokas (3P-2012519) atmestas',
    });
    await server.db.query(
      "UPDATE contracts SET accumulation_state = 'Stopped' WHERE contract_number = '3P-2012519'",
    );
  });

  it('the seeded registered holiday waits for a person: reads do not move it', async () => {
    const holiday = (await list('mantas')).find((a) => a.kind === 'HolidaysSuspensionContributions');
    expect(holiday).toMatchObject({ status: 'registered' });
  });
});

describe('the contribution holiday’s rules on the server (§5, §9), each a clear 4xx', () => {
  const preview = (persona: PersonaName, application: Json) =>
    post(persona, '/api/Documents/GetDocumentPreview', { application });

  it('30 days ahead is accepted, 29 days ahead is refused with the rule’s message', async () => {
    const ok = await preview('jonas', holidayOn('2P-1004521', addDays(SEED_TODAY, 30), 3));
    // Jonas's pillar II has a maximum-accumulation application processing (ChangeTarif); the holiday is another kind.
    expect(ok.statusCode, ok.body).toBe(200);
    const late = await preview('jonas', holidayOn('2P-1004521', addDays(SEED_TODAY, 29), 3));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'vacation_too_late',
      message: 'Prašymą reikia pateikti ne vėliau kaip likus 30 dienų iki atostogų pradžios',
      field: 'body.application.period',
    });
  });

  it('at least 1 month per period; at most 12 months in total, the registered periods included', async () => {
    const start = addDays(SEED_TODAY, 40);
    const short = await preview('jonas', holidayOn('2P-1004521', start, 0));
    expect(short.json()).toMatchObject({ status: 400, code: 'vacation_period_too_short' });
    expect((await preview('jonas', holidayOn('2P-1004521', start, 12))).statusCode).toBe(200);
    const long = await preview('jonas', holidayOn('2P-1004521', start, 13));
    expect(long.json()).toMatchObject({ status: 400, code: 'vacation_too_long' });
    const fraction = await preview('jonas', holidayOn('2P-1004521', start, 1.5));
    expect(fraction.statusCode).toBe(400);

    // 10 months already approved earlier on the contract: 2 more are fine, the 13th month is refused.
    const contractId = (
      await server.db.query<{ id: number }>("SELECT id FROM contracts WHERE contract_number = '2P-1004521'")
    )[0]?.id;
    await server.db.query(
      `INSERT INTO applications (customer_id, contract_id, action_type, kind, status, start_date, end_date)
       VALUES ($1, $2, 'SodraVacation', 'HolidaysSuspensionContributions', 'approved', '2024-01-01', '2024-10-31')`,
      [server.customerId('jonas'), contractId],
    );
    expect((await preview('jonas', holidayOn('2P-1004521', start, 2))).statusCode).toBe(200);
    expect((await preview('jonas', holidayOn('2P-1004521', start, 3))).json()).toMatchObject({
      code: 'vacation_too_long',
    });
    // A registered period cannot be overlapped.
    await server.db.query(
      `INSERT INTO applications (customer_id, contract_id, action_type, kind, status, start_date, end_date)
       VALUES ($1, $2, 'SodraVacation', 'HolidaysSuspensionContributions', 'approved', $3, $4)`,
      [server.customerId('jonas'), contractId, addDays(SEED_TODAY, 100), addDays(SEED_TODAY, 129)],
    );
    expect(
      (await preview('jonas', holidayOn('2P-1004521', addDays(SEED_TODAY, 90), 1))).json(),
    ).toMatchObject({
      code: 'vacation_periods_overlap',
    });
  });

  it('a 1-month holiday starting in 40 days is registered and listed with its dates', async () => {
    const start = addDays(SEED_TODAY, 40);
    const { result } = await sign('jonas', holidayOn('2P-1004521', start, 1));
    expect(result).toMatchObject({ status: 'signed' });
    const listed = (await list('jonas')).find(
      (a) => a.applicationId === (result as { applicationId: number }).applicationId,
    );
    expect(listed).toMatchObject({
      status: 'registered',
      startDate: start,
      kind: 'HolidaysSuspensionContributions',
    });
    const second = await post('jonas', '/api/Documents/SignDocument', {
      application: holidayOn('2P-1004521', addDays(SEED_TODAY, 200), 1),
    });
    expect(second.json()).toMatchObject({ status: 409, code: 'application_already_open' });
  });
});

describe('refusals that are never a 500', () => {
  it('another customer’s contract is indistinguishable from a missing one; another’s signing is missing', async () => {
    for (const url of ['/api/Documents/GetDocumentPreview', '/api/Documents/SignDocument']) {
      const foreign = await post('ona', url, { application: stopPillar3 });
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.body).not.toMatch(/Petrauskas/);
      const missing = await post('ona', url, {
        application: { ...stopPillar3, contractNumber: '3P-0000000' },
      });
      expect(missing.statusCode, url).toBe(404);
    }
    const renew = {
      kind: 'UpdateAccumulation',
      actionType: 'RenewAccumulations',
      contractNumber: '3P-2008813',
    };
    const started = await post('jonas', '/api/Documents/SignDocument', { application: renew });
    expect(started.statusCode, started.body).toBe(200);
    const stolen = await post('ona', '/api/Documents/PingSignDocument', {
      token: started.json<{ token: string }>().token,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'session_missing' });
  });

  it('an application the contract does not allow, a malformed one, an unknown kind: 400', async () => {
    const notNow = await post('ona', '/api/Documents/GetDocumentPreview', {
      application: {
        kind: 'UpdateAccumulation',
        actionType: 'RenewAccumulations',
        contractNumber: '2P-1007730',
      },
    });
    expect(notNow.json()).toMatchObject({ status: 400, code: 'application_not_available' });
    for (const application of [
      { kind: 'Nonsense', actionType: 'StopAccumulations', contractNumber: '3P-2008813' },
      { kind: 'StopAccumulation', actionType: 'RenewAccumulations', contractNumber: '3P-2008813' },
      holidayOn('3P-2008813', '2026-02-30', 1),
    ]) {
      const response = await post('jonas', '/api/Documents/SignDocument', { application });
      expect(response.statusCode, JSON.stringify(application)).toBe(400);
    }
  });

  it('a refusal on the phone creates nothing (the SK demo Mobile-ID 37060000008 refuses)', async () => {
    const before = (await list('ona')).length;
    const stop = { kind: 'StopAccumulation', actionType: 'StopAccumulations', contractNumber: '2P-1007730' };
    const { result } = await sign('ona', stop, { provider: 'pension_mobile_id', phoneNumber: '37060000008' });
    expect(result).toMatchObject({ status: 'cancelled', message: 'user_cancelled' });
    expect((await list('ona')).length).toBe(before);
  });
});

describe('APPLICATION_REVIEW_DELAY_MS', () => {
  it('is read from the environment; 0 is the demo setting that decides at once', () => {
    expect(loadConfig({ APPLICATION_REVIEW_DELAY_MS: '0' }).applicationReviewDelayMs).toBe(0);
    expect(loadConfig({ APPLICATION_REVIEW_DELAY_MS: '5000' }).applicationReviewDelayMs).toBe(5000);
    expect(loadConfig({}).applicationReviewDelayMs).toBeUndefined();
    expect(() => loadConfig({ APPLICATION_REVIEW_DELAY_MS: 'soon' })).toThrow(/APPLICATION_REVIEW_DELAY_MS/);
  });
});

describe('the payout account of a termination', () => {
  const end = (bankAccountNumber?: string) => ({
    kind: 'EndContract',
    actionType: 'EndContract',
    contractNumber: '3P-2008813',
    ...(bankAccountNumber === undefined ? {} : { bankAccountNumber }),
  });

  it('must be a valid IBAN and one of the customer’s own accounts, else 400 before any signing', async () => {
    const signings = async () =>
      (await server.db.query("SELECT 1 FROM signing_sessions WHERE kind = 'document'")).length;
    const before = await signings();
    for (const account of [
      // Valid IBANs, not Jonas's: a foreign bank's and another customer's (Mantas's Swedbank account).
      'DE89370400440532013000',
      demoIban('73000', '10009876543'),
      '<script>alert(1)</script>',
      'LT00 0000 0000 0000 0000',
    ]) {
      for (const url of ['/api/Documents/GetDocumentPreview', '/api/Documents/SignDocument']) {
        const refused = await post('jonas', url, { application: end(account) });
        expect(refused.statusCode, `${url} ${account}`).toBe(400);
        expect(refused.json()).toMatchObject({
          code: 'validation',
          field: 'body.application.bankAccountNumber',
        });
      }
    }
    expect(await signings()).toBe(before);
  });

  it('one of the customer’s accounts is printed on the preview, grouped', async () => {
    const preview = await post('jonas', '/api/Documents/GetDocumentPreview', {
      application: end('lt' + demoIban('70440', '60000123456').slice(2).toLowerCase()),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const text = await pdfText(preview.json<{ contentBase64: string }>().contentBase64);
    expect(text).toContain(formatIban(demoIban('70440', '60000123456')));
  });
});
