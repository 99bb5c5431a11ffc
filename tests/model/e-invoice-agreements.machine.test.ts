import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { eInvoiceAgreementsMachine } from '../../machines/invoices/e-invoice-agreements.machine';
import {
  eInvoiceAgreementsFixtures,
  openOptions,
  revolutValues,
  sebValues,
} from '../../machines/invoices/e-invoice-agreements.fixtures';
import type { ConfirmThenSignInput } from '../../machines/signing/confirm-then-sign.machine';
import { assertFullCoverage, createModel, formatCoverage, type SpecExpectations } from './harness';

/** §5 banks that accept e-invoices in the reference data: SEB, Swedbank, Luminor, Artea (IBAN chars 5-9). */
const SUPPORTED_BANK_CODES = ['70440', '73000', '40100', '71800'];

/** The values of the last submit the machine accepted (the form's rules passed). */
function acceptedValues(history: readonly AnyEventObject[]) {
  // The form's rules (a sum above 0, a payment day 1-28) decide whether a submit is accepted.
  const submit = history.findLast(
    (e) => e.type === 'agreement.submit' && e.values.sum > 0 && e.values.paymentDay <= 28,
  );
  return submit?.values as typeof sebValues | undefined;
}

const spec: SpecExpectations = {
  delays: {},
  inputs: {
    loadOptions: () => undefined,
    // §7 Invoices.SignDocument: contract, sum, payment day, period, bank account; the signing kit is told how
    // the customer logged in (§4 Qualify is the kit's).
    sign: ({ history }): ConfirmThenSignInput => ({
      request: acceptedValues(history) ?? {},
      loginProvider: eInvoiceAgreementsFixtures.input.loginProvider,
    }),
    // §7 DisableInvoiceAgreement: the agreement the customer chose.
    disableAgreement: ({ history }) => ({
      agreementId: history.findLast((e) => e.type === 'agreement.disable')?.agreementId,
    }),
  },
  rules: [
    // Nothing is signed unseen: the signing starts only from "Pasirašyti" on the summary of the last
    // accepted values.
    ({ invoked, history }) => {
      if (!invoked.has('sign')) return;
      const begun = history.findLastIndex((e) => e.type === 'sign.begin');
      const submitted = history.findLastIndex((e) => e.type === 'agreement.submit');
      if (begun < submitted) throw new Error('signing before the customer saw the summary');
    },
    // §5: an account of a bank that does not accept e-invoices never reaches the signing.
    ({ after, event }) => {
      const values = (after.context as { values: typeof sebValues | null }).values;
      const bank = values?.bankAccountNumber.slice(4, 9) ?? '';
      if (after.matches('signing') && !SUPPORTED_BANK_CODES.includes(bank))
        throw new Error(`§5: signing with the unsupported bank ${bank}`);
      if (after.matches('bankUnsupported') && SUPPORTED_BANK_CODES.includes(bank))
        throw new Error(`§5: a supported bank ${bank} refused (${event.type})`);
    },
    // §5: the "no new consents" message only when no pillar III contract in force is free of an agreement.
    ({ after }) => {
      if (!after.matches('notAllowed')) return;
      const options = (after.context as { options: typeof openOptions }).options;
      const living = new Set(
        options.agreements
          .filter((a) => ['active', 'pending'].includes(a.status))
          .map((a) => a.contractNumber),
      );
      const open = options.contracts.filter(
        (c) => c.pillar === 3 && ['Active', 'Approved'].includes(c.status) && !living.has(c.contractNumber),
      );
      if (open.length > 0) throw new Error('§5: "no new consents" while a contract is open');
    },
    // §5 form rules: a sum of 0 or a payment day of 31 is never sent.
    ({ after }) => {
      const values = (after.context as { values: typeof sebValues | null }).values;
      if (
        (after.matches('signing') || after.matches('qualifying')) &&
        values &&
        (values.sum <= 0 || values.paymentDay > 28)
      )
        throw new Error('invalid values sent to signing');
    },
  ],
};

describe('e-invoice agreements machine: generated paths', () => {
  const model = createModel({
    name: 'eInvoiceAgreements',
    machine: eInvoiceAgreementsMachine,
    fixtures: eInvoiceAgreementsFixtures,
    spec,
    invariant: (snapshot) => {
      if (snapshot.hasTag('loading') !== (snapshot.matches('loading') || snapshot.matches('disabling')))
        throw new Error('loading tag');
      const context = snapshot.context as { error: unknown };
      if (snapshot.hasTag('error') && context.error === null) throw new Error('error tag without an error');
    },
  });

  for (const path of model.paths) {
    it(path.description, async () => {
      await model.runPath(path);
    });
  }
  it('covers every state, transition and branch', () => {
    const report = model.coverage();
    console.log(formatCoverage(report));
    assertFullCoverage(report);
  });
});

describe('e-invoice agreements machine: a Smart-ID login hands the signing kit its login (§4)', () => {
  it('goes from the form to its summary, then signs the values; an unsupported bank is refused', async () => {
    const signed: ConfirmThenSignInput[] = [];
    const machine = eInvoiceAgreementsMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => openOptions),
        sign: fromPromise(async ({ input }: { input: ConfirmThenSignInput }) => {
          signed.push(input);
          return {
            status: 'signed' as const,
            documentId: null,
            contractNumber: '3P-2014207',
            effectiveDate: null,
          };
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { loginProvider: 'smart_id' } }).start();
    actor.send({ type: 'agreement.create' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'agreement.submit', values: revolutValues });
    expect(actor.getSnapshot().value).toBe('bankUnsupported');
    actor.send({ type: 'bank.change' });
    actor.send({ type: 'agreement.submit', values: sebValues });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(signed).toEqual([]);
    actor.send({ type: 'sign.begin' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('created');
    expect(signed).toEqual([{ request: sebValues, loginProvider: 'smart_id' }]);
    actor.stop();
  });
});
