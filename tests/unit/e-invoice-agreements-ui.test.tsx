import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eInvoiceAgreementsMachine,
  type EInvoiceOptions,
} from '../../machines/invoices/e-invoice-agreements.machine';
import {
  closedOptions,
  openOptions,
  REVOLUT_IBAN,
  SEB_IBAN,
} from '../../machines/invoices/e-invoice-agreements.fixtures';
import { qualifyMachine } from '../../machines/auth/qualify.machine';
import { confirmThenSignMachine } from '../../machines/signing/confirm-then-sign.machine';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../../machines/signing/signing.machine';
import { i18n, initI18n } from '../../src/i18n/locale';
import { InvoiceAgreementsPanel } from '../../src/flows/e-invoices/e-invoices';
import { ControllableActors, polyfillDialogClose, settle } from './support/login-screen';

/**
 * The shortest path to every state of the e-invoice agreements machine, driven through the real screen
 * (ARCHITECTURE §4): each step is what the customer does (click, type, choose) or what a call answers,
 * and each state is checked by what the screen shows. The eID confirmation of qualify happens on the
 * phone: it reaches the screen as the qualify child's `qualify.confirmed`.
 */

const AGREEMENTS = [
  {
    agreementId: 41,
    agreement: 'EIS-2023-004512',
    contractNumber: '3P-2014207',
    fundName: 'Medio',
    sum: 100,
    paymentDay: 5,
    period: 'monthly' as const,
    bankAccountNumber: SEB_IBAN,
    bankName: 'AB SEB bankas',
    contractDate: '2025-10-01',
    status: 'active' as const,
  },
];

type Step =
  | 'create'
  | 'loadOpen'
  | 'loadClosed'
  | 'loadFails'
  | 'submitRevolut'
  | 'submitSeb'
  | 'sign'
  | 'confirmOnPhone'
  | 'signWithSmartId'
  | 'disable'
  | 'confirmDisable'
  | 'disableFails'
  | 'disableDone';

/** The shortest path (from idle) to each state, and what the screen shows there. */
const PATHS: Record<string, { steps: Step[]; shows: () => void }> = {
  idle: {
    steps: [],
    shows: () => expect(screen.getByRole('button', { name: 'Sudaryti e. sąskaitos sutikimą' })).toBeTruthy(),
  },
  loading: {
    steps: ['create'],
    shows: () => expect(screen.getByText('Įkeliamos sutartys ir banko sąskaitos…')).toBeTruthy(),
  },
  loadFailed: {
    steps: ['create', 'loadFails'],
    shows: () => expect(screen.getByRole('alert').textContent).toContain('Nepavyko įkelti duomenų'),
  },
  notAllowed: {
    steps: ['create', 'loadClosed'],
    // §5: "no new e-invoice consents can be submitted".
    shows: () => expect(screen.getByText('Naujų e. sąskaitų sutikimų pateikti negalima.')).toBeTruthy(),
  },
  editing: {
    steps: ['create', 'loadOpen'],
    shows: () => expect(screen.getByRole('button', { name: 'Tęsti ir pasirašyti' })).toBeTruthy(),
  },
  bankUnsupported: {
    steps: ['create', 'loadOpen', 'submitRevolut'],
    shows: () => {
      // §5: refused with the list of supported banks.
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Revolut Bank UAB e. sąskaitų nepriima.');
      const banks = within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(banks).toEqual([
        'AB SEB bankas',
        'Swedbank, AB',
        'Luminor Bank AS Lietuvos skyrius',
        'Artea bankas, AB',
      ]);
    },
  },
  reviewing: {
    steps: ['create', 'loadOpen', 'submitSeb'],
    // What is signed, in words, before any eID is asked for.
    shows: () => {
      const summary = screen.getByRole('region', { name: 'Patikrinkite e. sąskaitos sutikimą' });
      expect(summary.textContent).toContain('3P-2014207');
      expect(summary.textContent).toContain('Kas mėnesį');
      expect(summary.textContent).toContain('AB SEB bankas');
      expect(within(summary).getByRole('button', { name: 'Pasirašyti' })).toBeTruthy();
    },
  },
  signing: {
    steps: ['create', 'loadOpen', 'submitSeb', 'sign'],
    // The signing kit: §4 Qualify before signing, after a password login.
    shows: () =>
      expect(
        screen.getByRole('heading', { name: 'Prieš pasirašydami patvirtinkite savo tapatybę' }),
      ).toBeTruthy(),
  },
  created: {
    steps: ['create', 'loadOpen', 'submitSeb', 'sign', 'confirmOnPhone', 'signWithSmartId'],
    shows: () => expect(screen.getByText('E. sąskaitos sutikimas pasirašytas.')).toBeTruthy(),
  },
  confirmingDisable: {
    steps: ['disable'],
    shows: () => expect(screen.getByRole('dialog').textContent).toContain('EIS-2023-004512'),
  },
  disabling: {
    steps: ['disable', 'confirmDisable'],
    shows: () =>
      expect(
        within(screen.getByRole('dialog'))
          .getByRole('button', { name: /Nutraukiama/ })
          .getAttribute('aria-busy'),
      ).toBe('true'),
  },
  disableFailed: {
    steps: ['disable', 'confirmDisable', 'disableFails'],
    shows: () =>
      expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toContain(
        'Niekas nepakeista',
      ),
  },
  disabled: {
    steps: ['disable', 'confirmDisable', 'disableDone'],
    shows: () => expect(screen.getByText('E. sąskaitos sutikimas nutrauktas.')).toBeTruthy(),
  },
};

class Driver {
  readonly io = new ControllableActors();
  readonly actor = createActor(
    eInvoiceAgreementsMachine.provide({
      actors: {
        loadOptions: this.io.logic<EInvoiceOptions, unknown>(),
        disableAgreement: this.io.logic<void, { agreementId: number }>(),
        sign: confirmThenSignMachine.provide({
          actors: {
            qualify: qualifyMachine,
            signing: signingMachine.provide({
              actors: {
                startSigning: this.io.logic<StartSigningOutput, StartSigningInput>(),
                pingSigning: this.io.logic<PingSigningOutput, PingSigningInput>(),
              },
            }),
          },
        }),
      },
    }),
    { input: { loginProvider: 'password' } },
  );

  async start(): Promise<void> {
    this.actor.start();
    render(
      <I18nProvider i18n={i18n}>
        <InvoiceAgreementsPanel agreements={AGREEMENTS} actor={this.actor} />
      </I18nProvider>,
    );
    await settle();
  }

  private async fill(bankAccountNumber: string): Promise<void> {
    act(() => {
      fireEvent.change(screen.getByLabelText('Įmokos suma, EUR'), { target: { value: '50' } });
      fireEvent.change(screen.getByLabelText('Mokėjimo diena (1–28)'), { target: { value: '10' } });
      fireEvent.change(screen.getByLabelText('Banko sąskaita'), { target: { value: bankAccountNumber } });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Tęsti ir pasirašyti' }));
    });
  }

  async step(step: Step): Promise<void> {
    switch (step) {
      case 'create':
        act(() => {
          fireEvent.click(screen.getByRole('button', { name: 'Sudaryti e. sąskaitos sutikimą' }));
        });
        break;
      case 'loadOpen':
        this.io.settle('loadOptions', { done: true, output: openOptions });
        break;
      case 'loadClosed':
        this.io.settle('loadOptions', { done: true, output: closedOptions });
        break;
      case 'loadFails':
        this.io.settle('loadOptions', { done: false, error: new Error('network') });
        break;
      case 'submitRevolut':
        await this.fill(REVOLUT_IBAN);
        break;
      case 'submitSeb':
        await this.fill(SEB_IBAN);
        break;
      case 'sign':
        act(() => {
          fireEvent.click(screen.getByRole('button', { name: 'Pasirašyti' }));
        });
        await settle();
        break;
      case 'confirmOnPhone':
        // The phone's answer reaches the signing kit (its qualify child tells it).
        this.actor.getSnapshot().children.sign?.send({
          type: 'qualify.confirmed',
          confirmation: { confirmation: 'step-up-1', expiresAt: Date.now() + 300_000 },
        });
        break;
      case 'signWithSmartId': {
        act(() => {
          fireEvent.click(screen.getByRole('button', { name: 'Pasirašyti su Smart-ID' }));
        });
        await settle();
        // §7 SignDocument: what the form held, with the step-up confirmation (§4).
        expect(this.io.peek('startSigning').input).toEqual({
          provider: 'pension_smart_id',
          request: {
            contractNumber: '3P-2014207',
            sum: 50,
            paymentDay: 10,
            period: 'monthly',
            bankAccountNumber: SEB_IBAN,
          },
          confirmation: 'step-up-1',
        });
        this.io.settle('startSigning', {
          done: true,
          output: { token: 'sign-1', controlCode: '1234', startedAt: Date.now() },
        });
        await settle();
        expect(screen.getByText('1234')).toBeTruthy();
        // §4: pinged every 3 s.
        await act(async () => {
          vi.advanceTimersByTime(3_000);
        });
        await settle();
        this.io.settle('pingSigning', {
          done: true,
          output: { status: 'signed', documentId: null, message: null, contractNumber: '3P-2014207' },
        });
        break;
      }
      case 'disable':
        act(() => {
          fireEvent.click(screen.getByRole('button', { name: 'Nutraukti sutikimą EIS-2023-004512' }));
        });
        break;
      case 'confirmDisable':
        act(() => {
          fireEvent.click(
            within(screen.getByRole('dialog')).getByRole('button', { name: 'Nutraukti sutikimą' }),
          );
        });
        break;
      case 'disableFails':
        this.io.settle('disableAgreement', { done: false, error: new Error('network') });
        break;
      case 'disableDone':
        expect(this.io.peek('disableAgreement').input).toEqual({ agreementId: 41 });
        this.io.settle('disableAgreement', { done: true, output: undefined });
        break;
    }
    await settle();
  }
}

describe('e-invoice agreements: the shortest path to every state through the screen', () => {
  let removeDialogPolyfill: () => void = () => undefined;
  beforeAll(() => {
    initI18n();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    removeDialogPolyfill = polyfillDialogClose();
  });
  afterEach(() => {
    cleanup();
    removeDialogPolyfill();
    vi.useRealTimers();
  });

  it('names every state of the machine', () => {
    const states = Object.keys(eInvoiceAgreementsMachine.root.states).filter(
      (state) => state !== 'checkingBank',
    );
    expect(Object.keys(PATHS).sort()).toEqual(states.sort());
  });

  for (const [state, path] of Object.entries(PATHS)) {
    it(`${state}: ${path.steps.join(' → ') || '(start)'}`, async () => {
      const driver = new Driver();
      await driver.start();
      for (const step of path.steps) await driver.step(step);
      expect(driver.actor.getSnapshot().value).toBe(state);
      path.shows();
      driver.actor.stop();
    });
  }
});
