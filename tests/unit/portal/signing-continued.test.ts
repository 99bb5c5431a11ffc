/**
 * A reload or Back after the phone was asked to sign must not lose the signing: the signing kit keeps the
 * started signing in the tab and, when the same request is signed again within its 10-minute window (§9
 * "Smart-ID contracting up to 10 minutes"), continues it — the same token pinged at once, no second start,
 * so no second push to the phone. Another request, an ended signing or an elapsed window starts anew.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { SigningMachine } from '../../../machines/signing/signing.machine';
import type { PortalApi } from '../../../src/app/portal-api';
import { keepInFlight, readInFlight } from '../../../src/kits/signing/in-flight-signing';
import { provideSign } from '../../../src/kits/signing/signing-actors';
import { fundChangeSigning } from '../../../src/flows/fund-change/fund-change-actors';

const WAIT = { timeout: 15_000 };
const TEN_MINUTES = 10 * 60 * 1000;
const change = { contractNr: '3P-2008813', movingToFundNr: '302', gdpr: true };

type Ping = { status: 'signed'; documentId: number; message: null; effectiveDate: string } | null;

function fakeApi(pings: Ping[]) {
  const calls: { id: string; body: unknown }[] = [];
  let started = 0;
  const api = {
    call: async (id: string, options?: { body?: unknown }) => {
      calls.push({ id, body: options?.body });
      if (id === 'Contracts.ChangeFund') {
        started += 1;
        return { token: `token-${started}`, controlCode: `100${started}` };
      }
      if (id === 'Contracts.PingChangeFund') return pings.length > 0 ? (pings.shift() ?? null) : null;
      throw new Error(`not faked: ${id}`);
    },
  } as unknown as PortalApi; // Only the calls this kit makes are faked.
  return { api, calls, count: (id: string) => calls.filter((call) => call.id === id).length };
}

/** The fund change's signing kit, as the wizard invokes it after a Smart-ID login. */
function openKit(api: PortalApi, request: unknown = change) {
  return createActor(provideSign(api, fundChangeSigning), {
    input: { request, loginProvider: 'smart_id' },
  }).start();
}

async function signingChild(kit: ReturnType<typeof openKit>) {
  await waitFor(kit, (s) => s.matches('signing') && s.children.signing !== undefined, WAIT);
  return kit.getSnapshot().children.signing as ActorRefFrom<SigningMachine>;
}

async function startedWithSmartId(kit: ReturnType<typeof openKit>) {
  const signing = await signingChild(kit);
  signing.send({ type: 'signing.start', provider: 'pension_smart_id' });
  await waitFor(signing, (s) => s.hasTag('eid-waiting'), WAIT);
  return signing;
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a signing continued after a reload or Back', () => {
  it('is the same signing: its code shown again and pinged at once, never started twice', async () => {
    const { api, count, calls } = fakeApi([]);
    const first = openKit(api);
    const before = await startedWithSmartId(first);
    expect(before.getSnapshot().context.controlCode).toBe('1001');
    first.stop(); // the reload: the page and its actors are gone, the tab's storage stays

    const pingsBefore = count('Contracts.PingChangeFund');
    const again = openKit(api);
    const signing = await signingChild(again);
    await waitFor(signing, (s) => s.hasTag('eid-waiting'), WAIT);
    expect(signing.getSnapshot().context).toMatchObject({
      controlCode: '1001',
      token: 'token-1',
      resumed: true,
    });
    await vi.waitFor(() => expect(count('Contracts.PingChangeFund')).toBeGreaterThan(pingsBefore), WAIT);
    expect(calls.filter((call) => call.id === 'Contracts.PingChangeFund').at(-1)).toEqual({
      id: 'Contracts.PingChangeFund',
      body: { token: 'token-1' },
    });
    expect(count('Contracts.ChangeFund')).toBe(1);
    // Less than the full window is left: it ends when the first one would have.
    const { expiresAt } = signing.getSnapshot().context;
    expect(expiresAt).not.toBeNull();
    expect((expiresAt ?? 0) - Date.now()).toBeLessThanOrEqual(TEN_MINUTES);
    again.stop();
  });

  it('ends signed on the continued ping, and then nothing is kept to continue', async () => {
    const signed: Ping = { status: 'signed', documentId: 7, message: null, effectiveDate: '2027-01-04' };
    const { api, count } = fakeApi([]);
    const first = openKit(api);
    await startedWithSmartId(first);
    first.stop();

    const { api: api2, count: count2 } = fakeApi([signed]);
    const again = openKit(api2);
    const done = await waitFor(again, (s) => s.status === 'done', WAIT);
    expect(done.output).toMatchObject({ status: 'signed', documentId: 7 });
    expect(count2('Contracts.ChangeFund')).toBe(0);
    expect(count('Contracts.ChangeFund')).toBe(1);
    // A later signing of the same request is a new one.
    const later = openKit(api2);
    const signing = await signingChild(later);
    expect(signing.getSnapshot().matches('choosingMethod')).toBe(true);
    later.stop();
  });

  it('is not continued for another request, after a cancel, or once its 10 minutes are over', async () => {
    const { api } = fakeApi([]);
    const first = openKit(api);
    await startedWithSmartId(first);
    first.stop();
    // Another fund chosen meanwhile: a new signing.
    const other = openKit(api, { ...change, movingToFundNr: '303' });
    expect((await signingChild(other)).getSnapshot().matches('choosingMethod')).toBe(true);
    other.stop();

    // Cancelled by the customer: forgotten.
    const cancelled = openKit(api);
    const signing = await startedWithSmartId(cancelled);
    signing.send({ type: 'signing.cancel' });
    cancelled.stop();
    const afterCancel = openKit(api);
    expect((await signingChild(afterCancel)).getSnapshot().matches('choosingMethod')).toBe(true);
    afterCancel.stop();

    // Started, then the window passes before the customer comes back.
    const late = openKit(api);
    await startedWithSmartId(late);
    late.stop();
    vi.useFakeTimers({ now: Date.now() + TEN_MINUTES + 1000, toFake: ['Date'] });
    const tooLate = openKit(api);
    expect((await signingChild(tooLate)).getSnapshot().matches('choosingMethod')).toBe(true);
    tooLate.stop();
  });

  it('keeps nothing the customer typed: only the token, the code, the method, the window and a digest', async () => {
    const { api } = fakeApi([]);
    const kit = openKit(api);
    await startedWithSmartId(kit);
    kit.stop();
    const kept = sessionStorage.getItem('signing-in-flight:fund-change') ?? '';
    expect(Object.keys(JSON.parse(kept) as object).sort()).toEqual([
      'controlCode',
      'expiresAt',
      'fingerprint',
      'provider',
      'token',
    ]);
    expect(kept).not.toContain('3P-2008813');
  });
});

describe('the kept signing’s window', () => {
  afterEach(() => sessionStorage.clear());

  it('is the specification’s 10 minutes from the start: found 1 ms before its end, not at its end', async () => {
    const startedAt = Date.UTC(2026, 10, 28, 9, 0, 0);
    await keepInFlight(
      'fund-change',
      change,
      { token: 't', controlCode: '1234', startedAt },
      'pension_smart_id',
    );
    const tenMinutesLater = Date.UTC(2026, 10, 28, 9, 10, 0);
    expect(await readInFlight('fund-change', change, tenMinutesLater - 1)).toEqual({
      token: 't',
      controlCode: '1234',
      provider: 'pension_smart_id',
      expiresAt: tenMinutesLater,
      remainingMs: 1,
    });
    expect(await readInFlight('fund-change', change, tenMinutesLater)).toBeNull();
  });
});
