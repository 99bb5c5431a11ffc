import type { PendingContactChange } from '../../src/api/contract/users';
import type { MachineFixtures } from '../../tests/model/fixture-types';
import { stepUpConfirmation } from '../auth/qualify.fixtures';
import type {
  ContactsChangeFailure,
  ContactsChangeInput,
  ContactsValues,
  contactsChangeMachine,
} from './contacts-change.machine';

/** Jonas's details as GetContactInformation gives them (the seed's first customer). */
export const currentContactValues: ContactsValues = {
  email: 'jonas@example.lt',
  phoneNumber: '+37061234567',
  secondaryPhoneNumber: '',
  countryCode: 'LT',
  state: 'Vilniaus apskritis',
  municipality: 'Vilniaus miesto savivaldybė',
  city: 'Vilnius',
  street: 'Gedimino pr.',
  house: '9',
  flat: '12',
  postalCode: 'LT-01103',
};

/** A new e-mail: needs the confirmation and a code. */
export const newEmailValues: ContactsValues = { ...currentContactValues, email: 'jonas.naujas@example.lt' };
/** Only the flat changes: no confirmation, no code. */
export const addressOnlyValues: ContactsValues = { ...currentContactValues, flat: '14' };
/** The same phone typed in the national form ('8 612 34567' is '+37061234567'): still no confirmation. */
export const nationalPhoneValues: ContactsValues = { ...addressOnlyValues, phoneNumber: '8 612 34567' };

export const pendingEmail: PendingContactChange = {
  verificationId: 41,
  kind: 'email',
  value: 'jonas.naujas@example.lt',
  expiresAt: '2026-11-23T10:15:00Z',
  attemptsLeft: 5,
  resendsLeft: 3,
};
export const pendingPhone: PendingContactChange = {
  verificationId: 42,
  kind: 'phone',
  value: '+37061111111',
  expiresAt: '2026-11-23T10:15:00Z',
  attemptsLeft: 5,
  resendsLeft: 3,
};

export const contactsChangeInput: ContactsChangeInput = {
  values: currentContactValues,
  current: { email: 'jonas@example.lt', phoneNumber: '+37061234567', secondaryPhoneNumber: '' },
  pending: [],
};
/** The page opened while a new e-mail still waits for its code. */
export const contactsChangePendingInput: ContactsChangeInput = {
  ...contactsChangeInput,
  pending: [pendingEmail],
};

const portalError = (kind: string, status: number, code: string, extra: Record<string, unknown> = {}) => ({
  portalError: { kind, status, message: code, code, ...extra },
});
export const emailAlreadyExists: ContactsChangeFailure = {
  reason: 'refused',
  error: portalError('email-already-exists', 400, 'email_already_exists'),
};
export const wrongCode: ContactsChangeFailure = {
  reason: 'refused',
  error: portalError('verification-code-invalid', 400, 'verification_code_invalid', { attemptsLeft: 4 }),
};
export const codeExpired: ContactsChangeFailure = {
  reason: 'expired',
  error: portalError('verification-expired', 400, 'verification_expired'),
};
export const noMoreCodes: ContactsChangeFailure = {
  reason: 'refused',
  error: portalError('rate-limited', 429, 'rate_limited'),
};

export const contactsChangeEvents = {
  'confirm.back': [{ type: 'confirm.back' }],
  'code.submit': [
    { type: 'code.submit', code: '123456' },
    { type: 'code.submit', code: '12a' },
  ],
  'code.resend': [{ type: 'code.resend' }],
} as const;

const actors = {
  form: {
    done: [newEmailValues, addressOnlyValues, nationalPhoneValues],
    error: [new Error('form crashed')],
  },
  // The fresh confirmation (when a contact changes) and UpdateProfile (the shared child): saved with a
  // new e-mail waiting for its code, saved outright, or 'Email already exists' (the confirmation kept).
  confirmThenSubmit: {
    done: [
      { status: 'submitted' as const, output: [pendingEmail] },
      { status: 'submitted' as const, output: [] },
      { status: 'refused' as const, error: emailAlreadyExists, confirmation: stepUpConfirmation },
    ],
    error: [new Error('confirmation crashed')],
  },
  verifyContact: { done: [[], [pendingPhone]], error: [wrongCode, codeExpired] },
  resendContactCode: { done: [{ ...pendingEmail, resendsLeft: 2 }], error: [noMoreCodes] },
};

export const contactsChangeFixtures = {
  input: contactsChangeInput,
  events: contactsChangeEvents,
  actors,
} satisfies MachineFixtures<typeof contactsChangeMachine>;

export const contactsChangePendingFixtures = {
  input: contactsChangePendingInput,
  events: contactsChangeEvents,
  actors,
} satisfies MachineFixtures<typeof contactsChangeMachine>;
