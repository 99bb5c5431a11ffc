import { pdfText } from './pdf-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/domain/calendar-date';
import { startTestServer, SEED_TODAY, type PersonaName, type TestServer, untilAnswered } from './helpers';

/**
 * The server side of joining pillar III (§7 GetThirdPillarNewContractPreview,
 * ThirdPillarCreateNewContract, PingCreateNewContract): the preview is this customer's PDF, the contract
 * is made once in the transaction of the signing (a retried ping answers the same contract), its §3
 * status, its §4 cancellation deadline (6 months while no first payment), and the e-invoice agreement.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ eidConfirmDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

async function post(persona: PersonaName, url: string, payload: unknown) {
  const headers = await server.auth(persona);
  return server.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

async function contractsOf(persona: PersonaName) {
  const headers = await server.auth(persona);
  const response = await server.app.inject({ method: 'GET', url: '/api/Contracts/GetContracts', headers });
  return response.json<
    {
      contractNumber: string;
      pillar: number;
      status: string;
      signDate: string;
      cancellableUntil: string | null;
      fund: { fundNr: string };
    }[]
  >();
}

/** Rasa (48804121233): pillar II only, her SEB account supports e-invoices. */
const RASA_IBAN = async () =>
  (
    await server.db.query<{ iban: string }>('SELECT iban FROM bank_accounts WHERE customer_id = $1', [
      server.customerId('rasa'),
    ])
  )[0]?.iban ?? '';

describe('joining pillar III (§7 ThirdPillarCreateNewContract → PingCreateNewContract)', () => {
  it('preview PDF, a signing, one contract Approved with its 6-month deadline, a pending e-invoice agreement', async () => {
    const iban = await RASA_IBAN();
    const body = {
      fundNr: '306',
      payerType: 'myself',
      paymentType: 'e-invoice',
      monthlyAmount: 60,
      paymentDay: 10,
      bankAccountNumber: iban,
      gdpr: true,
      // She came by a broker's link (§5: the code may carry '@' and a domain; case does not matter).
      brokerCode: 'vln/07@example.com',
    };
    const preview = await post('rasa', '/api/v3/Contracts/GetThirdPillarNewContractPreview', body);
    expect(preview.statusCode).toBe(200);
    const pdf = Buffer.from(preview.json<{ contentBase64: string }>().contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The contract in the customer's words: who pays, §9's start fee of the sustainable fund (at most
    // 300 €, at least 200 €, over the first 12 months) and the 6-month cancellation.
    const text = await pdfText(preview.json<{ contentBase64: string }>().contentBase64);
    expect(text).toContain('Įmokų mokėtojas Pats klientas');
    expect(text).not.toContain('myself');
    expect(text).toContain(
      'Pradinis mokestis per pirmuosius 12 mėn.: ne mažiau kaip 200,00 € ir ne daugiau kaip 300,00 €',
    );
    expect(text).toContain('per 6 mėnesius, jei dar nesumokėjote pirmosios įmokos');
    // The contract names the broker it credits.
    expect(text).toContain('Konsultantas Darius Mockus');

    const started = await post('rasa', '/api/v3/Contracts/ThirdPillarCreateNewContract', {
      ...body,
      signing: { provider: 'pension_smart_id' },
    });
    expect(started.statusCode).toBe(200);
    const { token } = started.json<{ token: string }>();

    // A client retry (two tabs, a lost answer): both pings answer the same, one contract is made.
    const [first, second] = await Promise.all([
      untilAnswered(() => post('rasa', '/api/v3/Contracts/PingCreateNewContract', { token })),
      untilAnswered(() => post('rasa', '/api/v3/Contracts/PingCreateNewContract', { token })),
    ]);
    expect(first.json()).toMatchObject({ status: 'signed' });
    expect(second.json()).toEqual(first.json());
    const again = await post('rasa', '/api/v3/Contracts/PingCreateNewContract', { token });
    expect(again.json()).toEqual(first.json());
    const { contractNumber } = first.json<{ contractNumber: string }>();

    const pillar3 = (await contractsOf('rasa')).filter((contract) => contract.pillar === 3);
    expect(pillar3).toHaveLength(1);
    expect(pillar3[0]).toMatchObject({
      contractNumber,
      // §3: a new pillar III contract is approved at once and waits for its first payment.
      status: 'Approved',
      signDate: SEED_TODAY,
      // §4: cancellable within 6 months while no first payment is made.
      cancellableUntil: addMonths(SEED_TODAY, 6),
      fund: { fundNr: '306' },
    });
    // §1, §3: the broker of her referral is credited with the new contract.
    const brokerContacts = await server.app.inject({
      method: 'GET',
      url: '/api/Brokers/GetContractBrokerContacts?tk=VLN%2F07&pillar=3',
      headers: await server.auth('rasa'),
    });
    expect(brokerContacts.statusCode).toBe(200);
    expect(brokerContacts.json()).toMatchObject({
      brokerCode: 'VLN/07',
      referredContractNumbers: [contractNumber],
    });
    // The pillar II contract is untouched.
    expect((await contractsOf('rasa')).filter((contract) => contract.pillar === 2)).toHaveLength(1);

    // §9: the e-invoice agreement waits for the bank (the first e-invoice within 5 days).
    const headers = await server.auth('rasa');
    const agreements = await server.app.inject({
      method: 'GET',
      url: '/api/v2/Invoices/GetInvoiceAgreements',
      headers,
    });
    expect(agreements.statusCode).toBe(200);
    expect(agreements.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'pending', sum: 60, paymentDay: 10 })]),
    );

    // §8: a second pillar III contract is refused before any signing starts.
    const twice = await post('rasa', '/api/v3/Contracts/ThirdPillarCreateNewContract', body);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'contract_already_exists',
      message: 'Already exists contract in specified fund.',
    });
  });

  it('an e-invoice needs one of the customer’s accounts at a bank that supports e-invoices', async () => {
    const base = {
      fundNr: '301',
      payerType: 'myself',
      paymentType: 'e-invoice',
      monthlyAmount: 84,
      paymentDay: 5,
      gdpr: true,
    };
    const without = await post('ona', '/api/v3/Contracts/ThirdPillarCreateNewContract', base);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ field: 'body.bankAccountNumber' });
    // Someone else's account (Rasa's) is not Ona's.
    const foreign = await post('ona', '/api/v3/Contracts/ThirdPillarCreateNewContract', {
      ...base,
      bankAccountNumber: await RASA_IBAN(),
    });
    expect(foreign.statusCode).toBe(400);
    expect((await contractsOf('ona')).filter((contract) => contract.pillar === 3)).toHaveLength(0);
    // Tomas banks with Revolut (no e-invoices): §5 unsupported bank.
    const tomasIban = (
      await server.db.query<{ iban: string }>('SELECT iban FROM bank_accounts WHERE customer_id = $1', [
        server.customerId('tomas'),
      ])
    )[0]?.iban;
    // Ona gets an account at Tomas's bank (Tomas himself is locked out until his AML is Valid, §6).
    await server.db.query(
      `INSERT INTO bank_accounts (customer_id, iban, swift_code, bank_name)
       SELECT $1, iban, swift_code, bank_name FROM bank_accounts WHERE customer_id = $2`,
      [server.customerId('ona'), server.customerId('tomas')],
    );
    const unsupported = await post('ona', '/api/v3/Contracts/GetThirdPillarNewContractPreview', {
      ...base,
      bankAccountNumber: tomasIban,
    });
    expect(unsupported.statusCode).toBe(400);
    expect(JSON.stringify(unsupported.json())).toContain('Unsupported bank');
  });

  it('a failed signing creates nothing, and a new signing after it does', async () => {
    const body = {
      fundNr: '301',
      payerType: 'myself',
      paymentType: 'bank-transfer',
      monthlyAmount: 50,
      paymentDay: 5,
      gdpr: true,
    };
    const refused = await post('ona', '/api/v3/Contracts/ThirdPillarCreateNewContract', {
      ...body,
      signing: { provider: 'pension_mobile_id', phoneNumber: '37060000008' },
    });
    const ping = await untilAnswered(() =>
      post('ona', '/api/v3/Contracts/PingCreateNewContract', {
        token: refused.json<{ token: string }>().token,
      }),
    );
    expect(ping.json()).toMatchObject({ status: 'cancelled', message: 'user_cancelled' });
    expect((await contractsOf('ona')).filter((contract) => contract.pillar === 3)).toHaveLength(0);

    const retry = await post('ona', '/api/v3/Contracts/ThirdPillarCreateNewContract', body);
    const signed = await untilAnswered(() =>
      post('ona', '/api/v3/Contracts/PingCreateNewContract', {
        token: retry.json<{ token: string }>().token,
      }),
    );
    expect(signed.json()).toMatchObject({ status: 'signed' });
    const pillar3 = (await contractsOf('ona')).filter((contract) => contract.pillar === 3);
    expect(pillar3).toHaveLength(1);
    expect(pillar3[0]).toMatchObject({ status: 'Approved', cancellableUntil: addMonths(SEED_TODAY, 6) });
  });
});
