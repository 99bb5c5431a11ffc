import type { AnyEventObject } from 'xstate';
import type { SpecExpectations } from './harness';
import { keptConfirmationAfter } from './specification';

/**
 * The specification's expectations of the settings machines, checked by the harness on every
 * step of every generated path. Literal values with their § numbers (or docs/decisions.md where the
 * specification is silent), never the machines' constants.
 */

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

/** How the shared child (machines/step-up/confirm-then-submit) ended; for a refusal, the portal error. */
function childOutcome(event: AnyEventObject): { status: string; reason: string | null; error: unknown } {
  const output = event.output as { status: string; error?: { reason?: string; error?: unknown } };
  return { status: output.status, reason: output.error?.reason ?? null, error: output.error?.error };
}

function fail(message: string): never {
  throw new Error(`specification: ${message}`);
}

function lastOf(history: readonly AnyEventObject[], type: string): AnyEventObject {
  const event = history.findLast((e) => e.type === type);
  if (event === undefined) return fail(`no ${type} on this path`);
  return event;
}

// ── address search (§5 "sends nothing when the text is empty", §7 PostAddresses) ──────────────────

export const addressSearchSpec: SpecExpectations = {
  // docs/decisions.md: the search waits 300 ms after the last key press.
  delays: { searchDebounce: 300 },
  inputs: {
    // §7 PostAddresses/Get: the text last typed, without surrounding spaces.
    searchAddresses: ({ history }) => ({ text: String(lastOf(history, 'address.type').text).trim() }),
    // §7 PostAddresses/GetAddress: the id of the picked suggestion.
    getAddress: ({ history }) => ({ id: lastOf(history, 'address.choose').id }),
  },
  // The picked address is handed to the form.
  emitted: ({ event }) =>
    event.type === done('getAddress') ? [{ type: 'address.chosen', address: event.output }] : [],
  rules: [
    // §5: empty text sends nothing and shows no suggestions.
    ({ event, invoked, after }) => {
      if (event.type !== 'address.type' || String(event.text).trim() !== '') return;
      if (invoked.size > 0 || after.hasTag('loading')) fail('§5: blank text must send nothing');
      if ((after.context as { suggestions: unknown[] }).suggestions.length > 0)
        fail('blank text must not keep suggestions');
    },
    // Debounced: a key press never searches at once; the search starts only when the wait is over.
    ({ event, invoked }) => {
      if (!invoked.has('searchAddresses')) return;
      if (!event.type.startsWith('xstate.after.') && event.type !== 'address.retry')
        fail(`a search must wait for the debounce, not start on ${event.type}`);
    },
    // Earlier requests are cancelled: typing during a search stops it (its signal aborts the request).
    ({ event, before, after }) => {
      if (event.type !== 'address.type' || before === undefined) return;
      if (before.children.searchAddresses !== undefined && after.children.searchAddresses !== undefined)
        fail('typing must cancel the search under way');
    },
    // Nothing found: the manual entry is offered; a failure shows its error.
    ({ event, after }) => {
      if (event.type === done('searchAddresses') && (event.output as unknown[]).length === 0)
        if (!after.matches('noResults')) fail('nothing found must offer the manual entry');
      if (event.type === error('searchAddresses') || event.type === error('getAddress'))
        if (!after.hasTag('error')) fail('a failed search must show its error');
    },
  ],
};

// ── contacts change (§5 e-mail, phone, at least one phone; §8 'Email already exists'; docs/security.md) ──

type Values = Record<string, string>;
type Pending = { verificationId: number };

/** §5 examples: the fields each must have in error (and the code where the specification names it). */
const CONTACT_RULE_EXAMPLES: readonly [Values, readonly string[], Record<string, string>?][] = [
  [{}, []],
  [{ phoneNumber: '+370 612 34567' }, []],
  [{ email: '' }, ['email'], { email: 'required' }],
  [{ email: 'jonas*@example.lt' }, ['email'], { email: 'incorrect-data' }],
  [{ email: 'jonas@' }, ['email']],
  [{ phoneNumber: '', secondaryPhoneNumber: '' }, ['phoneNumber'], { phoneNumber: 'at-least-one-phone' }],
  // §5 asks for at least one phone, not for the first field: the second alone is enough.
  [{ phoneNumber: '', secondaryPhoneNumber: '+37061111111' }, []],
  [{ phoneNumber: '+370', secondaryPhoneNumber: '+370' }, ['phoneNumber']],
  // §5's one phone rule: the national form taken at the Mobile-ID login is taken here too.
  [{ phoneNumber: '861234567' }, []],
  [{ phoneNumber: '8 612 34567' }, []],
  [{ secondaryPhoneNumber: '370 611 11111' }, []],
  [{ phoneNumber: '8612345678' }, ['phoneNumber'], { phoneNumber: 'incorrect-data' }],
  [{ phoneNumber: '+3706123456' }, ['phoneNumber']],
  [{ secondaryPhoneNumber: '+37061111111' }, []],
  [{ secondaryPhoneNumber: '+3706111' }, ['secondaryPhoneNumber']],
  [{ city: '', street: ' ' }, ['city', 'street']],
];

const VALID_CONTACTS: Values = {
  email: 'jonas@example.lt',
  phoneNumber: '+37061234567',
  secondaryPhoneNumber: '',
  countryCode: 'LT',
  state: '',
  municipality: '',
  city: 'Vilnius',
  street: 'Gedimino pr.',
  house: '9',
  flat: '',
  postalCode: 'LT-01103',
};

function followsContactRules(validate: (values: Values) => Record<string, string | undefined>): void {
  for (const [change, inError, codes] of CONTACT_RULE_EXAMPLES) {
    const values = { ...VALID_CONTACTS, ...change };
    const errors = validate(values);
    const fields = Object.keys(errors)
      .filter((name) => errors[name] !== undefined)
      .sort();
    if (fields.join() !== [...inError].sort().join())
      fail(
        `§5: ${JSON.stringify(change)} must have errors in [${inError.join(', ')}], not [${fields.join(', ')}]`,
      );
    for (const [name, code] of Object.entries(codes ?? {}))
      if (errors[name] !== code) fail(`§5: ${JSON.stringify(change)} must show ${code} on ${name}`);
  }
}

/** A phone as §5 reads it: '+370', '370' or '8' and eight digits, or the eight alone, are one number. */
const phone = (value: string | undefined) => {
  const stripped = (value ?? '').replace(/\s+/g, '');
  if (stripped === '+370') return '';
  const national = /^(?:\+370|370|8)?(\d{8})$/.exec(stripped)?.[1];
  return national === undefined ? stripped : `+370${national}`;
};

/** docs/security.md: the e-mail or a phone changes → a fresh eID confirmation is needed. */
function contactChanged(
  values: Values,
  current: Record<'email' | 'phoneNumber' | 'secondaryPhoneNumber', string>,
): boolean {
  return (
    (values.email ?? '').trim().toLowerCase() !== (current.email ?? '').trim().toLowerCase() ||
    phone(values.phoneNumber) !== phone(current.phoneNumber) ||
    phone(values.secondaryPhoneNumber) !== phone(current.secondaryPhoneNumber)
  );
}

function contactsRefusal(event: AnyEventObject): { reason: string; error: unknown } {
  return event.error as { reason: string; error: unknown };
}

/** The changes waiting for a code, from the path: what the server answered last. */
function pendingOf(history: readonly AnyEventObject[], initial: readonly Pending[]): readonly Pending[] {
  let pending = initial;
  for (const e of history) {
    if (e.type === done('confirmThenSubmit') && childOutcome(e).status === 'submitted')
      pending = (e.output as { output: Pending[] }).output;
    if (e.type === done('verifyContact')) pending = e.output as Pending[];
    if (e.type === done('resendContactCode')) pending = [e.output as Pending, ...pending.slice(1)];
    if (e.type === error('verifyContact') && contactsRefusal(e).reason === 'expired')
      pending = pending.slice(1);
  }
  return pending;
}

export function contactsChangeSpec(input: {
  values: Values;
  current: { email: string; phoneNumber: string; secondaryPhoneNumber: string };
  pending: readonly Pending[];
}): SpecExpectations {
  const typedValues = (history: readonly AnyEventObject[]) =>
    (history.findLast((e) => e.type === done('form'))?.output as Values | undefined) ?? input.values;
  return {
    delays: {},
    inputs: {
      // The form shows the current details, and after a refusal what was typed (nothing lost, §8).
      form: ({ history, invoked }) => ({
        initialValues: typedValues(history),
        validate: (invoked.get('form') as { validate?: unknown } | undefined)?.validate,
      }),
      // UpdateProfile behind the shared child: the values as typed; a confirmation is required only when
      // the e-mail or a phone changes, and one kept from a refused try is used again.
      confirmThenSubmit: ({ history }) => {
        const values = typedValues(history);
        return {
          payload: values,
          confirmation: keptConfirmationAfter(history.slice(0, -1), 'confirmThenSubmit'),
          required: contactChanged(values, input.current),
        };
      },
      // VerifyContact: the code as typed (trimmed) for the first change still waiting.
      verifyContact: ({ history }) => ({
        verificationId: pendingOf(history.slice(0, -1), input.pending)[0]?.verificationId,
        code: String(lastOf(history, 'code.submit').code).trim(),
      }),
      resendContactCode: ({ history }) => ({
        verificationId: pendingOf(history.slice(0, -1), input.pending)[0]?.verificationId,
      }),
    },
    emitted: ({ event }) => {
      if (event.type === done('verifyContact') && (event.output as unknown[]).length === 0)
        return [{ type: 'form.submitted', output: null }];
      if (event.type !== done('confirmThenSubmit')) return [];
      const outcome = childOutcome(event);
      if (outcome.status === 'refused') return [{ type: 'form.failed', error: outcome.error }];
      if ((event.output as { output: unknown[] }).output.length === 0)
        return [{ type: 'form.submitted', output: null }];
      return [];
    },
    rules: [
      ({ invoked }) => {
        const form = invoked.get('form') as { validate?: unknown } | undefined;
        if (form === undefined) return;
        if (typeof form.validate !== 'function') fail('the form has no validation');
        followsContactRules(form.validate as (values: Values) => Record<string, string | undefined>);
      },
      // docs/security.md: valid details go to the shared child (which confirms a new e-mail or phone
      // first, and sends an address-only change at once).
      ({ event, invoked, after }) => {
        if (event.type !== done('form')) return;
        if (!invoked.has('confirmThenSubmit') || !after.matches('submitting'))
          fail('the change must be sent');
      },
      // A new e-mail or phone takes effect with the code sent to it: the code screen follows.
      ({ event, after }) => {
        const saved =
          event.type === done('confirmThenSubmit') && childOutcome(event).status === 'submitted'
            ? (event.output as { output: unknown[] }).output
            : event.type === done('verifyContact')
              ? (event.output as unknown[])
              : null;
        if (saved === null) return;
        if (saved.length > 0 && !after.matches('verifying')) fail('a pending change must ask for its code');
        if (saved.length === 0 && !(after.status === 'done' && after.hasTag('success')))
          fail('saved details must end with the success page');
      },
      // A code that is not 6 digits is not sent; a wrong one stays on the code screen with its message.
      ({ event, invoked, after }) => {
        const context = after.context as { codeError: unknown; error: unknown };
        if (event.type === 'code.submit' && !/^\d{6}$/.test(String(event.code).trim()))
          if (invoked.size > 0 || context.codeError !== 'code-format')
            fail('a malformed code must not be sent');
        if (event.type === error('verifyContact')) {
          const { reason, error: shown } = contactsRefusal(event);
          if (reason === 'expired' && !(after.matches('editing') && context.error === shown))
            fail('an expired change must return to the form with its message');
          if (reason !== 'expired' && !(after.matches('verifying') && context.codeError === shown))
            fail('a wrong code must stay on the code screen with its message');
        }
      },
      // §8: 'Email already exists' returns to the form with the message.
      ({ event, after }) => {
        if (event.type !== done('confirmThenSubmit') || childOutcome(event).status !== 'refused') return;
        const context = after.context as { error: unknown };
        if (!(after.matches('editing') && context.error === childOutcome(event).error))
          fail('a refused change must return to the form with its error');
      },
    ],
  };
}

// ── bank account (§5 IBAN and SWIFT, §8 IBAN answers, docs/security.md) ──────────────────────────────

/** §5 examples: [IBAN, SWIFT, fields in error]. */
const BANK_RULE_EXAMPLES: readonly [string, string, readonly string[]][] = [
  ['LT65 7300 0012 3456 7890', 'HABALT22', []],
  ['lt657300001234567890', 'habalt22', []],
  ['LT65 7300 0012 3456 7891', 'HABALT22', ['bankAccountNumber']],
  ['LT65730000123456789', 'HABALT22', ['bankAccountNumber']],
  ['', 'HABALT22', ['bankAccountNumber']],
  ['LT65 7300 0012 3456 7890', 'HABALT2', ['swiftCode']],
  ['LT65 7300 0012 3456 7890', 'HABALT22XXX', []],
  ['LT65 7300 0012 3456 7890', '', ['swiftCode']],
  // §5 unique: the account the customer has (the fixture's input) cannot be added again.
  ['LT12 1000 0111 0100 1000', 'HABALT22', ['bankAccountNumber']],
];

/** The IBANs (no spaces, upper case) added on this path: each form's values followed by a submitted outcome. */
function addedOnPath(history: readonly AnyEventObject[]): Set<string> {
  const added = new Set<string>();
  let typed: Values | undefined;
  for (const event of history) {
    if (event.type === done('form')) typed = event.output as Values;
    if (event.type === done('confirmThenSubmit') && childOutcome(event).status === 'submitted' && typed)
      added.add((typed.bankAccountNumber ?? '').replace(/\s/g, '').toUpperCase());
  }
  return added;
}

export const bankAccountSpec: SpecExpectations = {
  delays: {},
  inputs: {
    // Empty at first and after an account was added; after a refusal what was typed.
    form: ({ history, invoked }) => {
      const added = history.findLastIndex((e) => e.type === 'account.another');
      const typed = history.findLastIndex((e) => e.type === done('form'));
      const initialValues =
        typed > added ? (history[typed]?.output as Values) : { bankAccountNumber: '', swiftCode: '' };
      return { initialValues, validate: (invoked.get('form') as { validate?: unknown }).validate };
    },
    // §7 CreateBankAccount: bankAccountNumber, swiftCode, behind the fresh confirmation (the shared
    // child), with the confirmation kept from an IBAN the server refused.
    confirmThenSubmit: ({ history }) => {
      const values = lastOf(history, done('form')).output as Values;
      return {
        payload: { bankAccountNumber: values.bankAccountNumber, swiftCode: values.swiftCode },
        confirmation: keptConfirmationAfter(history.slice(0, -1), 'confirmThenSubmit'),
      };
    },
  },
  emitted: ({ event }) => {
    if (event.type !== done('confirmThenSubmit')) return [];
    const outcome = childOutcome(event);
    if (outcome.status === 'submitted') return [{ type: 'form.submitted', output: null }];
    return [{ type: 'form.failed', error: outcome.error }];
  },
  rules: [
    ({ invoked, history }) => {
      const form = invoked.get('form') as { validate?: unknown } | undefined;
      if (form === undefined) return;
      const validate = form.validate as (values: Values) => Record<string, string | undefined>;
      const added = addedOnPath(history);
      for (const [bankAccountNumber, swiftCode, rules] of BANK_RULE_EXAMPLES) {
        // An account added earlier on this path is no longer new.
        const again = added.has(bankAccountNumber.replace(/\s/g, '').toUpperCase());
        const inError =
          again && !rules.includes('bankAccountNumber') ? [...rules, 'bankAccountNumber'] : rules;
        const errors = validate({ bankAccountNumber, swiftCode });
        const fields = Object.keys(errors).filter((name) => errors[name] !== undefined);
        if (fields.sort().join() !== [...inError].sort().join())
          fail(`§5: ${bankAccountNumber} / ${swiftCode} must have errors in [${inError.join(', ')}]`);
      }
    },
    ({ event, invoked, after }) => {
      if (event.type !== done('form')) return;
      if (!invoked.has('confirmThenSubmit') || !after.matches('submitting'))
        fail('a new bank account must be confirmed with Smart-ID / Mobile-ID and sent');
    },
    // §8: the server's refusal (invalid, unidentified, repeated IBAN) returns to the form with its message.
    ({ event, after }) => {
      if (event.type !== done('confirmThenSubmit')) return;
      const context = after.context as { error: unknown };
      const outcome = childOutcome(event);
      if (outcome.status === 'submitted' && !after.hasTag('success'))
        fail('an added account must be shown as added');
      if (outcome.status === 'refused' && !(after.matches('editing') && context.error === outcome.error))
        fail('a refused account must return to the form with its error');
    },
  ],
};
