/**
 * Issue 13: the server's refusals of what is signed reach the customer in their own words, not as the
 * generic "Pasirašyti nepavyko". A refusal can come when the signing starts (a 4xx with its code) or when
 * the signature arrives (the ping's failed result names the code, server/signing/signing-sessions.ts).
 * Expected wording follows the specification: §5 "no new e-invoice consents can be submitted", the §5
 * holiday rules (30 days before the start, at least 1 month per period, up to 12 months in total, no
 * overlap), an application of the kind already open, and a fund change already pending.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { signingErrorOfPing, signingErrorOfStart } from '../../../machines/signing/signing-errors';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../../../machines/signing/signing.machine';
import { i18n, initI18n } from '../../../src/i18n/locale';
import { SigningPanel } from '../../../src/kits/signing/signing-panel';

const WAIT = { timeout: 15_000 };
const GENERIC = /Pasirašyti nepavyko/;

beforeAll(() => {
  initI18n();
});
afterEach(cleanup);

/** The wording the customer must read for each server code (literal, from the specification). */
const CASES: ReadonlyArray<{ code: string; message: RegExp }> = [
  { code: 'fund_change_pending', message: /neįvykdytą fondo keitimo prašymą/ },
  { code: 'e_invoice_not_allowed', message: /Naujų e\. sąskaitų sutikimų pateikti negalima/ },
  { code: 'application_already_open', message: /jau pateiktas ir dar nagrinėjamas/ },
  { code: 'application_not_available', message: /dabar pateikti negalima/ },
  { code: 'vacation_too_late', message: /likus 30 dienų iki atostogų pradžios/ },
  { code: 'vacation_period_too_short', message: /ne trumpesnis nei 1 mėnuo/ },
  { code: 'vacation_too_long', message: /negali viršyti 12 mėnesių/ },
  { code: 'vacation_periods_overlap', message: /negali persidengti/ },
];

/** Renders the signing panel over the real signing machine whose fakes answer as given. */
function renderSigning(
  start: () => Promise<StartSigningOutput>,
  ping: () => Promise<PingSigningOutput> = () => new Promise(() => undefined),
) {
  const machine = signingMachine.provide({
    actors: {
      startSigning: fromPromise<StartSigningOutput, StartSigningInput>(start),
      pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(ping),
    },
    delays: { pollInterval: 0 },
  });
  const actor = createActor(machine, { input: { request: { contractId: 1 }, confirmation: null } }).start();
  render(
    <I18nProvider i18n={i18n}>
      <SigningPanel actor={actor} title="Pasirašykite prašymą" />
    </I18nProvider>,
  );
  act(() => actor.send({ type: 'signing.start', provider: 'pension_smart_id' }));
  return actor;
}

describe('signing: the server refuses what is signed when the signature arrives', () => {
  for (const { code, message } of CASES) {
    it(`${code}: the customer reads why, and may go back or retry`, async () => {
      const actor = renderSigning(
        () => Promise.resolve({ token: 't', controlCode: '1234', startedAt: Date.now() }),
        () => Promise.resolve({ status: 'failed', documentId: null, message: code }),
      );
      expect(await screen.findByText(message, {}, WAIT)).toBeTruthy();
      expect(screen.queryByText(GENERIC)).toBeNull();
      expect(actor.getSnapshot().matches('failed')).toBe(true);
      expect(screen.getByRole('button', { name: 'Bandyti dar kartą' })).toBeTruthy();
      actor.stop();
    });
  }
});

describe('signing: the server refuses what is signed when the signing starts', () => {
  // A fund change already pending is refused at the start too (a second tab's signing, after the first's).
  for (const { code, message } of CASES) {
    it(`${code} (4xx): the customer reads why`, async () => {
      const status = code === 'application_already_open' || code === 'fund_change_pending' ? 409 : 400;
      const actor = renderSigning(() =>
        Promise.reject({ portalError: { kind: 'client-error', status, message: 'refused', code } }),
      );
      expect(await screen.findByText(message, {}, WAIT)).toBeTruthy();
      expect(screen.queryByText(GENERIC)).toBeNull();
      actor.stop();
    });
  }

  it('the e-invoice refusal recognised by its §8 message (kind e-invoice-not-allowed) is named too', () => {
    expect(
      signingErrorOfStart({
        portalError: {
          kind: 'e-invoice-not-allowed',
          status: 400,
          message: 'No new e-invoice consents can be submitted',
        },
      }),
    ).toBe('e-invoice-not-allowed');
  });

  it('an unknown code, or a failure without one, stays the generic message', () => {
    expect(signingErrorOfStart({ portalError: { kind: 'client-error', status: 400, code: 'nope' } })).toBe(
      'failed',
    );
    expect(signingErrorOfStart(new Error('network'))).toBe('failed');
    expect(signingErrorOfPing({ status: 'failed', message: 'something_else' })).toBe('failed');
    expect(signingErrorOfPing({ status: 'failed', message: null })).toBe('failed');
  });
});
