/**
 * Confirming and signing offer the method the customer logged in with, and for Mobile-ID the number they are
 * known by: a Mobile-ID login is offered Mobile-ID with its phone filled in (not Smart-ID and a bare '+370'),
 * and the phone stays editable. Rendered through the signing kit's real screens (SignStep,
 * ConfirmThenSubmitPanel) over its real machines, provided the way the composition root provides them, with
 * a fake API whose client data knows the customer's phones.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  knownMobileIdPhone,
  offeredMethodOf,
  type KnownPhones,
} from '../../../machines/signing/offered-method';
import type { LoginProvider } from '../../../machines/auth/auth-types';
import { signingRequest } from '../../../machines/signing/signing.fixtures';
import type { PortalApi } from '../../../src/app/portal-api';
import { portalCatalog } from '../../../src/app/routes/portal-catalog';
import { ensureCatalog, i18n, initI18n } from '../../../src/i18n/locale';
import { provideConfirmThenSubmit } from '../../../src/kits/signing/qualify-actors';
import { SignStep } from '../../../src/kits/signing/sign-step';
import { provideSign } from '../../../src/kits/signing/signing-actors';
import { contractSigning } from '../../../src/flows/onboarding/onboarding-actors';
import type { SigningActorRef } from '../../../src/kits/signing/signing-panel';
import { ConfirmThenSubmitPanel } from '../../../src/kits/signing/step-up-confirmation';

beforeAll(async () => {
  initI18n();
  await ensureCatalog('portal', portalCatalog);
});
afterEach(cleanup);

const never = () => new Promise<never>(() => undefined);

/** The client data of a customer registered for Mobile-ID with +37060000666, primary phone +37061234567. */
const CONTACTS: KnownPhones = { mobileIdPhoneNumber: '+37060000666', phoneNumber: '+37061234567' };

/** A fake API: the client data answers, everything else (eID, signing) waits for ever. */
function fakeApi(contacts: KnownPhones | Error = CONTACTS): PortalApi {
  return {
    call: ((id: string) => {
      if (id !== 'Users.GetContactInformation') return never();
      return contacts instanceof Error ? Promise.reject(contacts) : Promise.resolve(contacts);
    }) as PortalApi['call'],
    qualify: { initiate: never, complete: never },
  };
}

const mobileIdChoice = () => screen.getByRole('radio', { name: 'Mobile-ID' }) as HTMLInputElement;
const smartIdChoice = () => screen.getByRole('radio', { name: 'Smart-ID' }) as HTMLInputElement;
const phoneField = () => screen.getByLabelText('Mobile-ID telefono numeris') as HTMLInputElement;

function renderSignStep(loginProvider: LoginProvider, api: PortalApi = fakeApi()) {
  const actor = createActor(provideSign(api, contractSigning), {
    input: { request: signingRequest, loginProvider },
  }).start();
  render(
    <I18nProvider i18n={i18n}>
      <SignStep actor={actor} title="Pasirašykite II pakopos sutartį" onBack={() => undefined} />
    </I18nProvider>,
  );
  return actor;
}

describe('the method offered first (machines/signing/offered-method.ts)', () => {
  it('is the login’s: Mobile-ID after a Mobile-ID login, Smart-ID otherwise', () => {
    expect(offeredMethodOf('mobile_id', CONTACTS)).toEqual({
      provider: 'pension_mobile_id',
      phoneNumber: '+37060000666',
    });
    for (const login of ['smart_id', 'password', 'sb', null] as const)
      expect(offeredMethodOf(login, CONTACTS).provider).toBe('pension_smart_id');
  });

  it('fills in the Mobile-ID phone, else the primary phone, in the +370 form; nothing when neither is one', () => {
    expect(knownMobileIdPhone(CONTACTS)).toBe('+37060000666');
    expect(knownMobileIdPhone({ mobileIdPhoneNumber: null, phoneNumber: '8 612 34567' })).toBe(
      '+37061234567',
    );
    expect(knownMobileIdPhone({ mobileIdPhoneNumber: '+4915112345678', phoneNumber: null })).toBeNull();
    expect(knownMobileIdPhone(null)).toBeNull();
    expect(offeredMethodOf('mobile_id', null)).toEqual({ provider: 'pension_mobile_id' });
  });
});

describe('signing after a Mobile-ID login', () => {
  it('offers Mobile-ID with the known phone, which stays editable', async () => {
    const actor = renderSignStep('mobile_id');
    // After a look for a signing kept in the tab (none here), the method form.
    await waitFor(() => expect(mobileIdChoice().checked).toBe(true));
    await waitFor(() => expect(phoneField().value).toBe('+37060000666'));
    const user = userEvent.setup();
    await user.clear(phoneField());
    await user.type(phoneField(), '8 612 34567');
    expect(phoneField().value).toBe('8 612 34567');
    await user.click(screen.getByRole('button', { name: 'Pasirašyti su Mobile-ID' }));
    // The national form typed is sent in the +370 form (one phone rule).
    const signing = actor.getSnapshot().children.signing as SigningActorRef | undefined;
    expect(signing?.getSnapshot().context.method).toEqual({
      provider: 'pension_mobile_id',
      phoneNumber: '+37061234567',
    });
    actor.stop();
  });

  it('still offers Mobile-ID when the client data cannot be read; the phone is typed', async () => {
    const actor = renderSignStep('mobile_id', fakeApi(new Error('offline')));
    await waitFor(() => expect(actor.getSnapshot().matches({ signing: 'methodKnown' })).toBe(true));
    expect(mobileIdChoice().checked).toBe(true);
    expect(phoneField().value).toBe('+370');
    actor.stop();
  });
});

describe('confirming before signing after a password login', () => {
  it('offers Smart-ID, and Mobile-ID with the known phone filled in', async () => {
    const actor = renderSignStep('password');
    await waitFor(() => expect(actor.getSnapshot().matches({ confirming: 'methodKnown' })).toBe(true));
    expect(smartIdChoice().checked).toBe(true);
    await userEvent.setup().click(mobileIdChoice());
    expect(phoneField().value).toBe('+37060000666');
    actor.stop();
  });
});

describe('confirming a sensitive change after a Mobile-ID login', () => {
  it('offers Mobile-ID with the known phone', async () => {
    const api = fakeApi({ mobileIdPhoneNumber: null, phoneNumber: '+37061234567' });
    const machine = provideConfirmThenSubmit(api, 'contacts', never, {
      loginProvider: () => 'mobile_id',
      readPhones: (signal) => api.call('Users.GetContactInformation', { signal }),
    });
    const actor = createActor(machine, { input: { payload: {}, confirmation: null } }).start();
    render(
      <I18nProvider i18n={i18n}>
        <ConfirmThenSubmitPanel
          actor={actor}
          title="Patvirtinkite kontaktų keitimą"
          savingLabel="Išsaugoma…"
          onBack={() => undefined}
        />
      </I18nProvider>,
    );
    await waitFor(() => expect(mobileIdChoice().checked).toBe(true));
    expect(phoneField().value).toBe('+37061234567');
    actor.stop();
  });
});
