import type { AnyEventObject } from 'xstate';
import { isDeepStrictEqual } from 'node:util';
import type { SpecExpectations, SpecStep } from './harness';

/**
 * What the specification expects of the `aml` machine (§2 AML questionnaire, §4 AML draft, §5, §8, §9),
 * checked by the harness on every step of every generated path. Literal values only: the 15 days, the
 * draft id and the answers come from the specification and the path's own fixture events, never from
 * the machine's constants or context. (Kept apart from specification.ts so that parallel work on other
 * machines does not collide in one file.)
 */

export const AML_SPEC = {
  /** §9: "Incomplete AML draft kept 15 days". */
  draftKeptDays: 15,
  /** §5 / §9: upload "each up to 10 Mb", "JPG, PNG or PDF only". */
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadTypes: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;
const DAY_MS = 86_400_000;

function fail(message: string): never {
  throw new Error(`specification: ${message}`);
}

/** The draft opened on this path (CreateUserAmlDeclarationDraft's answer). */
function openedDraft(history: readonly AnyEventObject[]) {
  const event = history.findLast((e) => e.type === done('openDraft'));
  return (event?.output ?? fail('no draft was opened')) as {
    id: number;
    declarationJson: string;
    savedAt: string;
  };
}

/** §9: the opened draft is continued only within 15 days of its last save. */
function draftContinued(history: readonly AnyEventObject[], now: string): boolean {
  const draft = openedDraft(history);
  return Date.parse(now) - Date.parse(draft.savedAt) < AML_SPEC.draftKeptDays * DAY_MS;
}

/** The answers typed on a step of this path (the last time its form was sent), if any. */
function typed(history: readonly AnyEventObject[], step: string): Record<string, string> | undefined {
  // The draft opened, or read again after a refused publish, holds the answers as saved, from any tab: what
  // was typed before it no longer counts.
  const since =
    history.findLastIndex((e) => e.type === done('rereadDraft') || e.type === done('openDraft')) + 1;
  const event = history.slice(since).findLast((e) => e.type === done(`${step}Form`));
  return event?.output as Record<string, string> | undefined;
}

function uploaded(history: readonly AnyEventObject[], now: string): boolean {
  if (history.some((e) => e.type === done('uploadDocument'))) return true;
  if (!draftContinued(history, now)) return false;
  const draft = JSON.parse(openedDraft(history).declarationJson) as {
    identityDocument?: { documentUploaded?: boolean };
  };
  return draft.identityDocument?.documentUploaded === true;
}

export function amlSpec(now: string): SpecExpectations {
  return {
    delays: {},
    inputs: {
      loadValidity: () => undefined,
      checkResult: () => undefined,
      // Created once per questionnaire: CreateUserAmlDeclarationDraft takes no answers.
      openDraft: () => undefined,
      rereadDraft: () => undefined,
      // FillUserAmlDeclarationDraft: the opened draft, the answers (checked by the rules below) and
      // whether the document's photo was uploaded.
      fillDraft: ({ history, invoked }) => {
        const given = invoked.get('fillDraft') as { declaration?: unknown } | undefined;
        return {
          draftId: openedDraft(history).id,
          declaration: given?.declaration,
          documentUploaded: uploaded(history, now),
        };
      },
      // IsIdentityDocumentValid: the document as typed (number without spaces, upper case).
      checkIdentityDocument: ({ history }) => {
        const document = typed(history, 'identityDocument') ?? fail('no document typed');
        return {
          documentType: document.documentType,
          documentNumber: (document.documentNumber ?? '').replace(/\s+/g, '').toUpperCase(),
          issuerCountry: document.issuerCountry,
          expiryDate: document.expiryDate,
        };
      },
      // The document's photo for the opened draft, as attached.
      uploadDocument: ({ history }) => ({
        draftId: openedDraft(history).id,
        file: (history.findLast((e) => e.type === 'document.attach') as unknown as { file: unknown }).file,
      }),
      generatePreview: ({ history }) => ({ draftId: openedDraft(history).id }),
      deliverPreview: ({ history }) => {
        const click = history.findLast((e) => e.type === 'preview.open' || e.type === 'preview.download');
        return {
          preview: history.findLast((e) => e.type === done('generatePreview'))?.output,
          action: click?.type === 'preview.download' ? 'download' : 'open',
        };
      },
      publish: ({ history }) => ({ draftId: openedDraft(history).id }),
      contactsForm: formInputOf('contacts'),
      identityDocumentForm: formInputOf('identityDocument'),
      relationWithLithuaniaForm: formInputOf('relationWithLithuania'),
      activitiesForm: formInputOf('activities'),
      sourcesForm: formInputOf('sources'),
      myIncomeForm: formInputOf('myIncome'),
      pepForm: formInputOf('pep'),
      pepDetailsForm: formInputOf('pepDetails'),
      otherQuestionsForm: formInputOf('otherQuestions'),
      beneficiaryQuestionForm: formInputOf('beneficiaryQuestion'),
      beneficiaryContactsForm: formInputOf('beneficiaryContacts'),
      beneficiaryDocumentForm: formInputOf('beneficiaryDocument'),
      beneficiaryPepForm: formInputOf('beneficiaryPep'),
    },
    output: ({ after }) => {
      const context = after.context as { status: string; validUntil: string | null };
      return { status: context.status, validUntil: context.validUntil };
    },
    rules: [
      // A known customer does not type again what the portal knows: the contacts step, not yet answered in the
      // draft as read, opens with the e-mail, phone and address of the customer's contact information.
      ({ invoked, history }) => {
        const given = invoked.get('contactsForm') as { initialValues: Record<string, string> } | undefined;
        if (!given || typed(history, 'contacts')) return;
        const read = history.findLast((e) => e.type === done('rereadDraft') || e.type === done('openDraft'));
        const draft = read?.output as
          { declarationJson: string; known?: Record<string, string> | null } | undefined;
        if (!draft?.known || 'contacts' in (JSON.parse(draft.declarationJson) as object)) return;
        for (const [field, value] of Object.entries(draft.known))
          if (given.initialValues[field] !== value) fail(`the contacts step must offer the known ${field}`);
      },
      // The draft is created once (the open one is resumed), never again while the customer fills it.
      ({ history }) => {
        // (After a publish that found the draft gone, the questionnaire starts over from the validity.)
        const restarts = history.filter((e) => e.type === error('publish')).length;
        if (history.filter((e) => e.type === done('openDraft')).length > 1 + restarts)
          fail('a second draft was opened');
      },
      // Fill receives the answers: every step answered on this path is in the saved declaration.
      ({ invoked, history }) => {
        const fill = invoked.get('fillDraft') as { declaration: Record<string, unknown> } | undefined;
        if (!fill) return;
        const contacts = typed(history, 'contacts');
        const saved = fill.declaration.contacts as Record<string, string> | undefined;
        if (contacts && saved?.email !== contacts.email) fail('the contacts typed are not saved');
        const pep = typed(history, 'pep');
        const savedPep = fill.declaration.pep as { isPep: boolean } | undefined;
        if (pep && savedPep && savedPep.isPep !== (pep.isPep === 'yes')) fail('the PEP answer is not saved');
        const income = typed(history, 'myIncome');
        const savedIncome = fill.declaration.sourcesOfIncome as { incomeRange?: string } | undefined;
        if (income && savedIncome?.incomeRange !== income.incomeRange) fail('the income range is not saved');
      },
      // The PDF the customer approves shows their answers: it is generated only once every answer given
      // (the last step's too) has been saved in the draft.
      ({ before, after, history }) => {
        const running = (snapshot: typeof after | undefined) =>
          snapshot !== undefined && 'generatePreview' in (snapshot.children as Record<string, unknown>);
        if (!running(after) || running(before)) return;
        const lastAnswer = history.findLastIndex((e) => /^xstate\.done\.actor\.\w+Form$/.test(e.type));
        const lastSave = history.findLastIndex((e) => e.type === done('fillDraft'));
        if (lastAnswer > lastSave) fail('the preview was generated before the last answer was saved');
      },
      // A failed save keeps every answer: the answers after the failure equal those before it.
      ({ event, before, after }) => {
        if (event.type !== error('fillDraft') || !before) return;
        const answersOf = (s: typeof after) => (s.context as { answers: unknown }).answers;
        if (!isDeepStrictEqual(answersOf(before), answersOf(after)))
          fail('a failed save changed the answers');
        if (!after.hasTag('error')) fail('a failed save must be visible');
      },
      // §9 15 days: a draft opened within 15 days is continued with its answers, an older one starts fresh.
      ({ event, after, history }) => {
        if (event.type !== done('openDraft')) return;
        const answers = (after.context as { answers: Record<string, unknown> }).answers;
        const json = openedDraft(history).declarationJson;
        const hadAnswers = json !== '{}';
        if (!draftContinued(history, now) && Object.keys(answers).length > 0)
          fail('a draft older than 15 days must start fresh');
        if (draftContinued(history, now) && hadAnswers && Object.keys(answers).length === 0)
          fail('a draft within 15 days must be continued');
      },
      // The PEP branch: the details step follows only a PEP (or related) answer.
      branchRule('pep', 'pepDetails', (values) => values.isPep === 'yes' || values.isRelatedToPep === 'yes'),
      // The beneficiary branch: the beneficiary's steps follow only when someone else is the beneficiary.
      branchRule(
        'beneficiaryQuestion',
        'beneficiaryContacts',
        (values) => values.customerIsBeneficiary === 'no',
      ),
      // §5: an invalid document opens the modal; an expired one is refused with its message.
      ({ event, after }) => {
        if (event.type !== done('checkIdentityDocument')) return;
        const outcome = (event.output as { outcome: string }).outcome;
        const value = JSON.stringify(after.value);
        if (outcome === 'invalid' && !value.includes('"invalid"'))
          fail('an invalid document must open the modal');
        if (
          outcome === 'expired' &&
          (after.context as { documentProblem: unknown }).documentProblem !== 'expired'
        )
          fail('an expired document must be refused with its message');
        if (outcome === 'valid' && !after.hasTag('step:relationWithLithuania'))
          fail('a valid document moves on');
      },
      // §5 upload: a file over 10 Mb or not JPG/PNG/PDF is refused in the browser, without an upload.
      ({ event, invoked }) => {
        if (event.type !== 'document.attach') return;
        const file = (event as unknown as { file: { size: number; type: string } }).file;
        const acceptable =
          file.size <= AML_SPEC.uploadMaxBytes &&
          (AML_SPEC.uploadTypes as readonly string[]).includes(file.type);
        if (acceptable !== invoked.has('uploadDocument'))
          fail('the browser check of the attachment is wrong');
      },
      // §8: an AML response with errors goes to the error page, except what the identity check found when
      // publish checked the document again (docs/decisions.md): the customer is shown it at the document's step.
      ({ event, after }) => {
        if (event.type !== done('publish')) return;
        const errors = (event.output as { errors: { field: string; message: string }[] }).errors;
        const document = errors.find((error) => error.field.startsWith('identityDocument.'))?.message;
        const value = JSON.stringify(after.value);
        if (document === 'identity-check-locked') {
          if (!after.hasTag('step:identityDocument') || !value.includes('"locked"'))
            fail('a locked identity check at publish must show the lockout at the document step');
        } else if (document === 'document-expired') {
          if ((after.context as { documentProblem: unknown }).documentProblem !== 'expired')
            fail('an expired document at publish must be refused with its message at its step');
        } else if (document === 'invalid-document') {
          if (!after.hasTag('step:identityDocument') || !value.includes('"invalid"'))
            fail('an invalid document at publish must open the modal at its step');
        } else if (errors.length > 0 && !after.matches('rereading'))
          fail('a publish answer with errors must read the draft again (another tab may have changed it)');
      },
      // The draft read again after a refused publish: a step it now misses (changed in another tab) is
      // shown to be answered; a complete draft keeps the refusal, and §8 the error page shows it.
      ({ event, after }) => {
        if (event.type !== done('rereadDraft')) return;
        const draft = event.output as { declarationJson: string };
        if (draftComplete(draft.declarationJson)) {
          if (!after.matches('error'))
            fail('a refused publish of complete answers must end on the error page');
        } else if (after.matches('error') || after.hasTag('step:approve') || !after.tags.size)
          fail('a step missing from the draft read again must be shown, not the error page');
      },
      // A publish that finds its draft gone (published or changed in another tab) asks for the validity again.
      ({ event, after }) => {
        if (event.type !== error('publish')) return;
        const kind = (event.error as { portalError?: { kind?: string } }).portalError?.kind;
        if (kind === 'not-found' && !after.matches('checking'))
          fail('a publish whose draft is gone must ask for the validity again');
        if (kind !== 'not-found' && !after.matches('error'))
          fail('a failed publish must end on the error page');
      },
    ],
  };
}

/**
 * Every answer §2's questionnaire asks for is in the draft: the seven sections, the income's activity,
 * sources and range, the PEP details when the customer is (related to) a PEP, and another beneficiary's
 * contacts, document and PEP answer when the customer is not the beneficiary.
 */
function draftComplete(json: string): boolean {
  type Section = Record<string, unknown> | undefined;
  const d = JSON.parse(json) as Record<string, Section>;
  const sections = ['contacts', 'identityDocument', 'relationWithLithuania', 'pep', 'otherQuestions'];
  if (!sections.every((key) => d[key] !== undefined)) return false;
  const income = d.sourcesOfIncome ?? {};
  if (!['activity', 'sources', 'incomeRange'].every((key) => key in income)) return false;
  const pep = d.pep ?? {};
  if ((pep.isPep === true || pep.isRelatedToPep === true) && !pep.details) return false;
  const final = d.finalBeneficiary;
  if (!final) return false;
  if (final.customerIsBeneficiary === true) return true;
  const other = final.beneficiary as Section;
  return Boolean(other?.contacts && other.identityDocument && other.pep);
}

function formInputOf(step: string) {
  return ({ history, invoked }: SpecStep) => {
    // The form opens with the answers given before (nothing lost): at least what was typed last time.
    const given = invoked.get(`${step}Form`) as
      { initialValues: Record<string, string>; validate?: unknown } | undefined;
    const last = typed(history, step);
    if (last && given && !Object.entries(last).every(([k, v]) => given.initialValues[k] === v))
      fail(`the ${step} form must open with the answers given before`);
    return { initialValues: given?.initialValues, validate: given?.validate };
  };
}

function branchRule(step: string, branchStep: string, applies: (values: Record<string, string>) => boolean) {
  return ({ event, after }: SpecStep) => {
    if (event.type !== done(`${step}Form`)) return;
    const takes = applies(event.output as Record<string, string>);
    if (takes !== after.hasTag(`step:${branchStep}` as never))
      fail(`${branchStep} must ${takes ? '' : 'not '}follow this ${step} answer`);
  };
}
