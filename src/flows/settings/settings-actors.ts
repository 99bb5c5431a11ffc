import { fromPromise } from 'xstate';
import {
  addressSearchMachine,
  type AddressSuggestion,
  type ChosenAddress,
} from '../../../machines/settings/address-search.machine';
import {
  bankAccountMachine,
  type BankAccountFailure,
  type CreateBankAccountInput,
} from '../../../machines/settings/bank-account.machine';
import {
  contactsChangeMachine,
  type ContactsChangeFailure,
  type ContactsValues,
  type VerifyCodeInput,
} from '../../../machines/settings/contacts-change.machine';
import type { AddressInput } from '../../api/contract/addresses';
import type { PendingContactChange } from '../../api/contract/users';
import { cacheKey } from '../../api/cache-key';
import { portalErrorOf } from '../../api/portal-error-of';
import { normalizeIban, normalizeSwift } from '../../domain/bank-account';
import { normalizeEmail } from '../../domain/email';
import { contactPhones } from '../../domain/contact-phones';
import { offerSourceOf, provideConfirmThenSubmit } from '../../kits/signing/qualify-actors';
import type { FlowPorts, PortalPorts } from '../../app/flow-ports';
import { reloadAfterWrite } from '../../app/routes/load';

/** The reads a saved profile changes: the contacts, the dashboard's prompts and the notices' addresses. */
const PROFILE_READS = [
  cacheKey('Users.GetContactInformation'),
  cacheKey('Dashboard.GetDashboard'),
  cacheKey('Notifications.UserValues'),
];

function invalidate(ports: PortalPorts, keys: readonly string[]): void {
  for (const key of keys) ports.data.invalidate(key);
}

function reasonOf(error: unknown): ContactsChangeFailure['reason'] {
  const code = portalErrorOf(error)?.code;
  if (code === 'confirmation_required') return 'confirmation-required';
  if (code === 'verification_expired') return 'expired';
  return 'refused';
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The contacts flow with its I/O: the shared confirmation child (qualify for 'contacts', then UpdateProfile),
 * VerifyContact, ResendContactCode.
 */
export function provideContactsChange(ports: FlowPorts) {
  const { api } = ports;
  return contactsChangeMachine.provide({
    actors: {
      confirmThenSubmit: provideConfirmThenSubmit<ContactsValues, PendingContactChange[]>(
        api,
        'contacts',
        async (values, confirmation, signal) => {
          // The mailing address is not edited here: it is sent back as the customer has it.
          const current = await ports.data.ensure(cacheKey('Users.GetContactInformation'), (loadSignal) =>
            api.call('Users.GetContactInformation', { signal: loadSignal, suppress5xx: true }),
          );
          const mailing = current.data?.mailingAddress ?? null;
          const address: AddressInput = {
            countryCode: values.countryCode,
            state: blankToNull(values.state),
            municipality: blankToNull(values.municipality),
            city: values.city.trim(),
            street: values.street.trim(),
            house: values.house.trim(),
            flat: blankToNull(values.flat),
            postalCode: values.postalCode.trim(),
          };
          try {
            const saved = await api.call('Users.UpdateProfile', {
              body: {
                ...(confirmation ? { confirmation } : {}),
                email: normalizeEmail(values.email),
                ...contactPhones(values.phoneNumber, values.secondaryPhoneNumber),
                addressDiffers: mailing !== null,
                address,
                mailingAddress: mailing,
              },
              signal,
            });
            invalidate(ports, PROFILE_READS);
            return saved?.pendingContactChanges ?? [];
          } catch (error) {
            throw { reason: reasonOf(error), error } satisfies ContactsChangeFailure;
          }
        },
        offerSourceOf(ports),
      ),
      verifyContact: fromPromise<PendingContactChange[], VerifyCodeInput>(async ({ input, signal }) => {
        try {
          const saved = await api.call('Users.VerifyContact', { body: input, signal });
          invalidate(ports, PROFILE_READS);
          return saved?.pendingContactChanges ?? [];
        } catch (error) {
          throw { reason: reasonOf(error), error } satisfies ContactsChangeFailure;
        }
      }),
      resendContactCode: fromPromise<PendingContactChange, { verificationId: number }>(
        async ({ input, signal }) => {
          try {
            const pending = await api.call('Users.ResendContactCode', { body: input, signal });
            if (!pending) throw new Error('ResendContactCode answered nothing');
            return pending;
          } catch (error) {
            throw { reason: reasonOf(error), error } satisfies ContactsChangeFailure;
          }
        },
      ),
    },
  });
}

/** The bank-account flow with its I/O: the shared confirmation child (qualify for 'bank-account', CreateBankAccount). */
export function provideBankAccount(ports: FlowPorts) {
  const { api } = ports;
  return bankAccountMachine.provide({
    actors: {
      confirmThenSubmit: provideConfirmThenSubmit<Omit<CreateBankAccountInput, 'confirmation'>, void>(
        api,
        'bank-account',
        async (input, confirmation, signal) => {
          try {
            await api.call('BankAccounts.CreateBankAccount', {
              body: {
                confirmation: confirmation ?? '',
                bankAccountNumber: normalizeIban(input.bankAccountNumber),
                swiftCode: normalizeSwift(input.swiftCode),
              },
              signal,
            });
          } catch (error) {
            const reason = reasonOf(error) === 'confirmation-required' ? 'confirmation-required' : 'refused';
            throw { reason, error } satisfies BankAccountFailure;
          }
          await reloadAfterWrite(
            ports,
            cacheKey('BankAccounts.GetBankAccounts'),
            cacheKey('Users.GetContactInformation'),
          );
        },
        offerSourceOf(ports),
      ),
    },
  });
}

/** Address search over PostAddresses (§7); a stopped search aborts its request (the actor's signal). */
export function provideAddressSearch(ports: PortalPorts) {
  const { api } = ports;
  return addressSearchMachine.provide({
    actors: {
      searchAddresses: fromPromise<AddressSuggestion[], { text: string }>(
        async ({ input, signal }) =>
          (await api.call('PostAddresses.Get', { query: { text: input.text }, signal, suppress5xx: true })) ??
          [],
      ),
      getAddress: fromPromise<ChosenAddress, { id: number }>(async ({ input, signal }) => {
        const address = await api.call('PostAddresses.GetAddress', {
          query: { id: input.id },
          signal,
          suppress5xx: true,
        });
        if (!address) throw new Error('GetAddress answered nothing');
        return {
          countryCode: address.countryCode,
          state: address.state,
          municipality: address.municipality,
          city: address.city,
          street: address.street,
          house: address.house,
          flat: address.flat,
          postalCode: address.postalCode,
          fullAddress: address.fullAddress,
        };
      }),
    },
  });
}
