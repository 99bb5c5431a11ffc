/**
 * The AML questionnaire (spec §2 "AML questionnaire", §4 "AML draft", §5, §8, §9): one machine owns the
 * draft from the first screen to the validity answer.
 *
 *   checking (IsAmlValid) ─ Valid → valid · Pending → pending · Invalid → opening
 *   opening (CreateUserAmlDeclarationDraft: the open draft or a new one; §9 kept 15 days)
 *     → questionnaire, a parallel state:
 *        steps: routing → contacts → identityDocument (IsIdentityDocumentValid) → relationWithLithuania
 *               → activities → sources → myIncome → pep → [pepDetails] → otherQuestions
 *               → beneficiaryQuestion → [beneficiaryContacts → beneficiaryDocument → beneficiaryPep]
 *               → approve (waits for the save, GenerateUserAmlDeclarationDraftPreview, then Publish…)
 *        save:  saved ⇄ saving (FillUserAmlDeclarationDraft) → failed (save.retry)
 *   validating (IsAmlValid) → success · pending · invalid;  any AML error → error (§8 the error page)
 *
 * - Each step's questions are a form child (§4: validated on every change, errors after blur or submit);
 *   moving on stores the answers and saves the draft in the `save` region, so moving never waits on the
 *   network and a failed save keeps every answer (retry).
 * - The branches are guards named after the rule: `pepDetailsApply`, `beneficiaryStepsApply`; the
 *   relation-with-Lithuania questions depend on residence and citizenship inside that step's validation.
 * - A resumed or typed-in step opens only when every earlier step is complete (`resumeAt`), otherwise the
 *   first incomplete one.
 * - `mode: 'short'` is the wizards' form (onboarding, fund change): the same steps, and the machine ends
 *   with the validity as its output — at once when AML is already Valid.
 * Actors are declared here and provided at the composition root (src/kits/aml/aml-actors.ts).
 */
import { and, assign, enqueueActions, fromPromise, setup, stateIn } from 'xstate';
import { AmlDeclarationDraft } from '../../src/api/contract/aml-declaration';
import { portalErrorOf } from '../../src/api/portal-error-of';
import { draftIsKept, draftKeptUntil } from '../../src/domain/aml-questionnaire';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { UPLOAD_ACCEPTED_MIME_TYPES, UPLOAD_MAX_FILE_BYTES } from '../../src/domain/constants';
import { serverUploadProblemOf } from '../../src/domain/upload';
import { formInput, formMachine, type FormValues } from '../forms/form.machine';
import {
  AML_STEPS,
  beneficiaryStepsApply,
  fromDeclarationDraft,
  pepDetailsApply,
  resumeStep,
  toDeclarationDraft,
  validateStep,
  valuesOf,
  type AmlAnswers,
  type AmlStep,
} from './aml-answers';

export type AmlStatus = 'Valid' | 'Pending' | 'Invalid';
export type AmlMode = 'full' | 'short';

export interface AmlInput {
  mode: AmlMode;
  /** The moment the questionnaire opens (ISO date-time), for the §9 15-day rule and the expiry check. */
  now: string;
  /** The step the URL names (a reload or a pasted link), or null. */
  requestedStep: AmlStep | 'approve' | null;
}

export interface AmlValidityOutput {
  status: AmlStatus;
  validUntil: string | null;
}
export interface AmlOpenedDraft {
  id: number;
  declarationJson: string;
  /** The draft's last save (create or fill): §9 it is kept 15 days from then. */
  savedAt: string;
  /** What the portal already knows of the customer's contacts: the contacts step starts from it. */
  known?: AmlKnownContacts | null;
}

/** The customer's contacts as the portal holds them ('' where none is known). */
export interface AmlKnownContacts {
  email: string;
  phone: string;
  address: string;
}
export interface FillDraftInput {
  draftId: number;
  declaration: AmlDeclarationDraft;
  documentUploaded: boolean;
}
export interface IdentityCheckInput {
  documentType: string;
  documentNumber: string;
  issuerCountry: string;
  expiryDate: string;
}
/** The identity register's answer as the machine needs it; a lockout says until when (§2). */
export type IdentityCheckOutcome =
  | { outcome: 'valid' }
  | {
      outcome: 'invalid';
      /** Invalid documents still allowed before the check locks (IsIdentityDocumentValid). */
      attemptsLeft?: number;
    }
  | { outcome: 'expired' }
  | { outcome: 'locked'; lockedUntil: string | null };
export interface AmlPreview {
  fileName: string;
  contentBase64: string;
}
export interface DeliverPreviewInput {
  preview: AmlPreview;
  action: 'open' | 'download';
}
export interface PublishOutcome {
  status: AmlStatus;
  errors: readonly { field: string; message: string }[];
}

/**
 * The identity document is checked once more at publish, as one more attempt of the identity check: what
 * it found about the document (`invalid-document`, `document-expired`, `identity-check-locked`), if anything.
 */
export function publishedDocumentProblem(outcome: PublishOutcome): string | null {
  return outcome.errors.find((error) => error.field.startsWith('identityDocument.'))?.message ?? null;
}
/** The photo or scan for the draft (UploadIdentityDocument; the server checks the content). */
export interface UploadInput {
  draftId: number;
  file: AttachedFile & { content?: Blob };
}
/** What the attachment's browser check looks at (the server checks the content). */
export interface AttachedFile {
  name: string;
  size: number;
  type: string;
}

export interface AmlContext {
  mode: AmlMode;
  now: string;
  today: string;
  requested: AmlStep | 'approve' | null;
  draftId: number | null;
  /** §9: the draft is kept until this moment (created + 15 days). */
  keptUntil: string | null;
  /** The customer's known contacts, offered on the contacts step until it is answered. */
  known: AmlKnownContacts | null;
  answers: AmlAnswers;
  completed: AmlStep[];
  documentUploaded: boolean;
  /** The identity check's refusal shown under the form: an expired document, or a failed check. */
  documentProblem: 'expired' | 'check-failed' | null;
  lockedUntil: string | null;
  /** After an invalid document: how many more may be tried before the identity check locks. */
  attemptsLeft: number | null;
  attachment: { name: string; problem: string | null } | null;
  saveError: unknown;
  /** An answer is given and its save not yet done (set with the request, before the save starts). */
  unsaved: boolean;
  preview: AmlPreview | null;
  previewError: unknown;
  status: AmlStatus | null;
  validUntil: string | null;
  error: unknown;
}

export type AmlEvent =
  | { type: 'step.back'; values: FormValues }
  | { type: 'step.goto'; step: AmlStep | 'approve' }
  | { type: 'save.request' }
  | { type: 'save.retry' }
  | { type: 'modal.close' }
  | { type: 'document.attach'; file: AttachedFile & { content?: Blob } }
  | { type: 'preview.retry' }
  | { type: 'preview.open' }
  | { type: 'preview.download' }
  | { type: 'approve.submit' };

export type AmlTag =
  | 'loading'
  | 'saving'
  | 'step:contacts'
  | 'step:identityDocument'
  | 'step:relationWithLithuania'
  | 'step:activities'
  | 'step:sources'
  | 'step:myIncome'
  | 'step:pep'
  | 'step:pepDetails'
  | 'step:otherQuestions'
  | 'step:beneficiaryQuestion'
  | 'step:beneficiaryContacts'
  | 'step:beneficiaryDocument'
  | 'step:beneficiaryPep'
  | 'step:approve'
  | 'result:valid'
  | 'result:pending'
  | 'result:invalid'
  | 'result:success'
  | 'error';

/** The form child of each step: its submit only hands the values back to the questionnaire. */
const stepForm = formMachine.provide({
  actors: { submit: fromPromise(async ({ input }) => input.values) },
});

const unprovided = (name: string) => async (): Promise<never> => {
  throw new Error(`aml: provide ${name} at the composition root`);
};

/** The answers of a draft's JSON text, or a fresh start when it is not the typed draft. */
function parseDraft(json: string) {
  try {
    const parsed = AmlDeclarationDraft.safeParse(JSON.parse(json));
    if (parsed.success) return fromDeclarationDraft(parsed.data);
  } catch {
    // Not JSON: start fresh.
  }
  return { answers: {}, completed: [] as AmlStep[], documentUploaded: false };
}

/** The opened (or re-read) draft's id and how long it is kept. */
function draftFacts(draft: AmlOpenedDraft) {
  return { draftId: draft.id, keptUntil: draftKeptUntil(draft.savedAt), known: draft.known ?? null };
}

/** A step's form values: its answers, or for contacts not yet answered, what the portal knows. */
function initialValuesOf(context: AmlContext, step: AmlStep): FormValues {
  const values = valuesOf(context.answers, step) as FormValues;
  if (step !== 'contacts' || context.answers.contacts || !context.known) return values;
  return { ...values, ...context.known };
}

function attachmentProblem(file: AttachedFile): string | null {
  if (!(UPLOAD_ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type)) return 'invalid-file-format';
  if (file.size > UPLOAD_MAX_FILE_BYTES) return 'file-too-large';
  return null;
}

const formOf =
  (step: AmlStep) =>
  ({ context }: { context: AmlContext }) =>
    formInput({
      initialValues: initialValuesOf(context, step),
      validate: (values: FormValues) => validateStep(step, values, context.answers, context.today),
    });

export const amlMachine = setup({
  types: {
    context: {} as AmlContext,
    events: {} as AmlEvent,
    input: {} as AmlInput,
    output: {} as AmlValidityOutput,
    tags: {} as AmlTag,
  },
  actors: {
    contactsForm: stepForm,
    identityDocumentForm: stepForm,
    relationWithLithuaniaForm: stepForm,
    activitiesForm: stepForm,
    sourcesForm: stepForm,
    myIncomeForm: stepForm,
    pepForm: stepForm,
    pepDetailsForm: stepForm,
    otherQuestionsForm: stepForm,
    beneficiaryQuestionForm: stepForm,
    beneficiaryContactsForm: stepForm,
    beneficiaryDocumentForm: stepForm,
    beneficiaryPepForm: stepForm,
    /** IsAmlValid. */
    loadValidity: fromPromise<AmlValidityOutput, void>(unprovided('loadValidity')),
    /** CreateUserAmlDeclarationDraft: the open draft, or a new one. */
    openDraft: fromPromise<AmlOpenedDraft, void>(unprovided('openDraft')),
    /** CreateUserAmlDeclarationDraft again after a refused publish: the open draft as saved now. */
    rereadDraft: fromPromise<AmlOpenedDraft, void>(unprovided('rereadDraft')),
    /** FillUserAmlDeclarationDraft. */
    fillDraft: fromPromise<void, FillDraftInput>(unprovided('fillDraft')),
    /** IsIdentityDocumentValid (with the lockout of repeated invalid documents). */
    checkIdentityDocument: fromPromise<IdentityCheckOutcome, IdentityCheckInput>(
      unprovided('checkIdentityDocument'),
    ),
    /** The photo or scan of the document (Documents.UploadDocument, type id-document). */
    uploadDocument: fromPromise<void, UploadInput>(unprovided('uploadDocument')),
    /** GenerateUserAmlDeclarationDraftPreview: the answers as a PDF. */
    generatePreview: fromPromise<AmlPreview, { draftId: number }>(unprovided('generatePreview')),
    /** Opens the preview in a new tab or downloads it. */
    deliverPreview: fromPromise<void, DeliverPreviewInput>(unprovided('deliverPreview')),
    /** PublishUserAmlDeclarationDraft. */
    publish: fromPromise<PublishOutcome, { draftId: number }>(unprovided('publish')),
  },
  guards: {
    isValid: (_, params: { output: AmlValidityOutput }) => params.output.status === 'Valid',
    isPending: (_, params: { output: AmlValidityOutput }) => params.output.status === 'Pending',
    /** §9: a draft is continued within 15 days of its last save, otherwise the customer starts fresh. */
    keptWithin15Days: ({ context }, params: { draft: AmlOpenedDraft }) =>
      draftIsKept(params.draft.savedAt, context.now),
    resumeAt: ({ context }, params: { step: AmlStep }) =>
      resumeStep(context.requested, context.answers, context.completed, context.today) === params.step,
    /** The customer is a PEP or related to one (the answer just given, or the one kept). */
    pepDetailsApply: ({ context }, params: { answer?: unknown } | undefined) =>
      pepDetailsApply(
        params?.answer ? { ...context.answers, pep: params.answer as FormValues } : context.answers,
      ),
    /** Someone else is the final beneficiary (the answer just given, or the one kept). */
    beneficiaryStepsApply: ({ context }, params: { answer?: unknown } | undefined) =>
      beneficiaryStepsApply(
        params?.answer
          ? { ...context.answers, beneficiaryQuestion: params.answer as FormValues }
          : context.answers,
      ),
    documentValid: (_, params: { outcome: IdentityCheckOutcome }) => params.outcome.outcome === 'valid',
    documentExpired: (_, params: { outcome: IdentityCheckOutcome }) => params.outcome.outcome === 'expired',
    identityCheckLocked: (_, params: { outcome: IdentityCheckOutcome }) =>
      params.outcome.outcome === 'locked',
    attachmentAccepted: (_, params: { file: AttachedFile }) => attachmentProblem(params.file) === null,
    publishRefused: (_, params: { outcome: PublishOutcome }) => params.outcome.errors.length > 0,
    publishFoundDocument: (_, params: { outcome: PublishOutcome; problem: string }) =>
      publishedDocumentProblem(params.outcome) === params.problem,
    shortForm: ({ context }) => context.mode === 'short',
    /** The draft read again misses an answer (changed in another tab): its step is shown, not the error page. */
    draftMissesAStep: ({ context }, params: { draft: AmlOpenedDraft }) => {
      const read = parseDraft(params.draft.declarationJson);
      return resumeStep('approve', read.answers, read.completed, context.today) !== 'approve';
    },
    /** The draft is gone from under the publish (published or changed in another tab). */
    draftGone: (_, params: { error: unknown }) => portalErrorOf(params.error)?.kind === 'not-found',
    // Not the save region's state alone: a save is requested by a raised event, which is handled only after
    // the approve step's eventless check, so the last step's answer would not be in the preview.
    everythingSaved: and([stateIn('#aml.questionnaire.save.saved'), ({ context }) => !context.unsaved]),
  },
  actions: {
    answer: assign(({ context }, params: { step: AmlStep; values: unknown }) => ({
      answers: { ...context.answers, [params.step]: params.values as FormValues },
      completed: context.completed.includes(params.step)
        ? context.completed
        : [...context.completed, params.step],
    })),
    keepTyped: assign(({ context }, params: { step: AmlStep; values: FormValues }) => ({
      answers: {
        ...context.answers,
        [params.step]: { ...(context.answers[params.step] ?? {}), ...params.values },
      },
    })),
    requestSave: enqueueActions(({ enqueue }) => {
      enqueue.assign({ unsaved: true });
      enqueue.raise({ type: 'save.request' });
    }),
  },
}).createMachine({
  id: 'aml',
  description:
    'The AML questionnaire: the draft, its steps, the preview, publishing and the validity (§2, §4).',
  context: ({ input }) => ({
    mode: input.mode,
    now: input.now,
    today: todayInLithuania(new Date(input.now)),
    requested: input.requestedStep,
    draftId: null,
    keptUntil: null,
    known: null,
    answers: {},
    completed: [],
    documentUploaded: false,
    documentProblem: null,
    lockedUntil: null,
    attemptsLeft: null,
    attachment: null,
    saveError: null,
    unsaved: false,
    preview: null,
    previewError: null,
    status: null,
    validUntil: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'IsAmlValid: a valid or pending questionnaire is not filled again.',
      tags: ['loading'],
      invoke: {
        id: 'loadValidity',
        src: 'loadValidity',
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ output: event.output }) },
            target: 'valid',
            actions: assign({ status: 'Valid', validUntil: ({ event }) => event.output.validUntil }),
          },
          {
            guard: { type: 'isPending', params: ({ event }) => ({ output: event.output }) },
            target: 'pending',
            actions: assign({ status: 'Pending' }),
          },
          { target: 'opening' },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    opening: {
      description:
        'CreateUserAmlDeclarationDraft answers the open draft (resumed) or a new one; §9 a draft is kept 15 days after its last save.',
      tags: ['loading'],
      invoke: {
        id: 'openDraft',
        src: 'openDraft',
        onDone: [
          {
            guard: { type: 'keptWithin15Days', params: ({ event }) => ({ draft: event.output }) },
            target: 'questionnaire',
            actions: assign(({ event }) => ({
              ...draftFacts(event.output),
              ...parseDraft(event.output.declarationJson),
            })),
          },
          {
            target: 'questionnaire',
            // Started fresh (also when opened again after a publish found the draft gone).
            actions: assign(({ event }) => ({
              ...draftFacts(event.output),
              answers: {},
              completed: [],
              documentUploaded: false,
            })),
          },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    rereading: {
      description:
        'A publish refused with errors: the draft is read again (another tab may have changed it); a step it now misses opens, otherwise §8 the error page.',
      tags: ['loading'],
      invoke: {
        id: 'rereadDraft',
        src: 'rereadDraft',
        onDone: [
          {
            guard: { type: 'draftMissesAStep', params: ({ event }) => ({ draft: event.output }) },
            target: 'questionnaire',
            actions: assign(({ event }) => ({
              ...draftFacts(event.output),
              requested: 'approve' as const,
              error: null,
              ...parseDraft(event.output.declarationJson),
            })),
          },
          { target: 'error' },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    questionnaire: {
      type: 'parallel',
      states: {
        steps: {
          initial: 'routing',
          on: {
            'step.goto': { target: '.routing', actions: assign({ requested: ({ event }) => event.step }) },
          },
          states: {
            routing: {
              description:
                'Opens the requested step only when every earlier step is complete, otherwise the first incomplete one.',
              always: [
                ...AML_STEPS.map((step) => ({
                  guard: { type: 'resumeAt' as const, params: { step } },
                  target: step,
                })),
                { target: 'approve' },
              ],
            },
            contacts: {
              tags: ['step:contacts'],
              invoke: {
                id: 'contactsForm',
                src: 'contactsForm',
                input: formOf('contacts'),
                onDone: {
                  target: 'identityDocument',
                  actions: [
                    { type: 'answer', params: ({ event }) => ({ step: 'contacts', values: event.output }) },
                    'requestSave',
                  ],
                },
              },
            },
            identityDocument: {
              description:
                'Type, number, issuing country and expiry, checked with IsIdentityDocumentValid before moving on (§5).',
              tags: ['step:identityDocument'],
              type: 'parallel',
              exit: assign({
                documentProblem: null,
                lockedUntil: null,
                attachment: ({ context }) =>
                  context.attachment && context.documentUploaded
                    ? { ...context.attachment, problem: null }
                    : null,
              }),
              on: {
                'step.back': {
                  target: 'contacts',
                  actions: {
                    type: 'keepTyped',
                    params: ({ event }) => ({ step: 'identityDocument', values: event.values }),
                  },
                },
              },
              states: {
                document: {
                  initial: 'editing',
                  states: {
                    editing: {
                      invoke: {
                        id: 'identityDocumentForm',
                        src: 'identityDocumentForm',
                        input: formOf('identityDocument'),
                        onDone: {
                          target: 'verifying',
                          actions: [
                            {
                              type: 'keepTyped',
                              params: ({ event }) => ({
                                step: 'identityDocument',
                                values: event.output as FormValues,
                              }),
                            },
                            assign({ documentProblem: null }),
                          ],
                        },
                      },
                    },
                    verifying: {
                      tags: ['loading'],
                      invoke: {
                        id: 'checkIdentityDocument',
                        src: 'checkIdentityDocument',
                        input: ({ context }) => {
                          const d = valuesOf(context.answers, 'identityDocument');
                          return {
                            documentType: d.documentType,
                            documentNumber: d.documentNumber.replace(/\s+/g, '').toUpperCase(),
                            issuerCountry: d.issuerCountry,
                            expiryDate: d.expiryDate,
                          };
                        },
                        onDone: [
                          {
                            guard: {
                              type: 'documentValid',
                              params: ({ event }) => ({ outcome: event.output }),
                            },
                            target: '#aml.questionnaire.steps.relationWithLithuania',
                            actions: [
                              {
                                type: 'answer',
                                params: ({ context }) => ({
                                  step: 'identityDocument',
                                  values: valuesOf(context.answers, 'identityDocument'),
                                }),
                              },
                              'requestSave',
                            ],
                          },
                          {
                            guard: {
                              type: 'documentExpired',
                              params: ({ event }) => ({ outcome: event.output }),
                            },
                            target: 'editing',
                            actions: assign({ documentProblem: 'expired' }),
                          },
                          {
                            guard: {
                              type: 'identityCheckLocked',
                              params: ({ event }) => ({ outcome: event.output }),
                            },
                            target: 'locked',
                            actions: assign({
                              lockedUntil: ({ event }) =>
                                event.output.outcome === 'locked' ? event.output.lockedUntil : null,
                            }),
                          },
                          {
                            target: 'invalid',
                            actions: assign({
                              attemptsLeft: ({ event }) =>
                                event.output.outcome === 'invalid'
                                  ? (event.output.attemptsLeft ?? null)
                                  : null,
                            }),
                          },
                        ],
                        onError: { target: 'editing', actions: assign({ documentProblem: 'check-failed' }) },
                      },
                    },
                    invalid: {
                      description: "§5: an invalid document opens the 'Negaliojantis dokumentas' modal.",
                      on: { 'modal.close': 'editing' },
                    },
                    locked: {
                      description:
                        '§2 identity-check lockout: too many invalid documents; until when, and whom to call.',
                      tags: ['error'],
                    },
                  },
                },
                attachment: {
                  initial: 'idle',
                  on: {
                    'document.attach': [
                      {
                        guard: { type: 'attachmentAccepted', params: ({ event }) => ({ file: event.file }) },
                        target: '.uploading',
                        actions: assign({
                          attachment: ({ event }) => ({ name: event.file.name, problem: null }),
                        }),
                      },
                      {
                        target: '.idle',
                        actions: assign({
                          attachment: ({ event }) => ({
                            name: event.file.name,
                            problem: attachmentProblem(event.file),
                          }),
                        }),
                      },
                    ],
                  },
                  states: {
                    idle: {},
                    uploading: {
                      tags: ['loading'],
                      invoke: {
                        id: 'uploadDocument',
                        src: 'uploadDocument',
                        input: ({ context, event }) => ({
                          draftId: context.draftId ?? 0,
                          file: (event as Extract<AmlEvent, { type: 'document.attach' }>).file,
                        }),
                        onDone: {
                          target: 'idle',
                          actions: [assign({ documentUploaded: true }), 'requestSave'],
                        },
                        onError: {
                          target: 'idle',
                          actions: assign({
                            attachment: ({ context, event }) => ({
                              name: context.attachment?.name ?? '',
                              // The server's refusal (§5): the content is not JPG/PNG/PDF, too large, or
                              // the customer's upload quota of 24 hours is used up.
                              problem: serverUploadProblemOf(event.error),
                            }),
                          }),
                        },
                      },
                    },
                  },
                },
              },
            },
            relationWithLithuania: step('relationWithLithuania', 'activities', 'identityDocument'),
            activities: step('activities', 'sources', 'relationWithLithuania'),
            sources: step('sources', 'myIncome', 'activities'),
            myIncome: step('myIncome', 'pep', 'sources'),
            pep: {
              tags: ['step:pep'],
              on: { 'step.back': back('pep', 'myIncome') },
              invoke: {
                id: 'pepForm',
                src: 'pepForm',
                input: formOf('pep'),
                onDone: [
                  {
                    guard: { type: 'pepDetailsApply', params: ({ event }) => ({ answer: event.output }) },
                    target: 'pepDetails',
                    actions: [answered('pep'), 'requestSave'],
                  },
                  { target: 'otherQuestions', actions: [answered('pep'), 'requestSave'] },
                ],
              },
            },
            pepDetails: step('pepDetails', 'otherQuestions', 'pep'),
            otherQuestions: {
              tags: ['step:otherQuestions'],
              on: {
                'step.back': [
                  { guard: 'pepDetailsApply', ...back('otherQuestions', 'pepDetails') },
                  back('otherQuestions', 'pep'),
                ],
              },
              invoke: {
                id: 'otherQuestionsForm',
                src: 'otherQuestionsForm',
                input: formOf('otherQuestions'),
                onDone: {
                  target: 'beneficiaryQuestion',
                  actions: [answered('otherQuestions'), 'requestSave'],
                },
              },
            },
            beneficiaryQuestion: {
              tags: ['step:beneficiaryQuestion'],
              on: { 'step.back': back('beneficiaryQuestion', 'otherQuestions') },
              invoke: {
                id: 'beneficiaryQuestionForm',
                src: 'beneficiaryQuestionForm',
                input: formOf('beneficiaryQuestion'),
                onDone: [
                  {
                    guard: {
                      type: 'beneficiaryStepsApply',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    target: 'beneficiaryContacts',
                    actions: [answered('beneficiaryQuestion'), 'requestSave'],
                  },
                  { target: 'approve', actions: [answered('beneficiaryQuestion'), 'requestSave'] },
                ],
              },
            },
            beneficiaryContacts: step('beneficiaryContacts', 'beneficiaryDocument', 'beneficiaryQuestion'),
            beneficiaryDocument: step('beneficiaryDocument', 'beneficiaryPep', 'beneficiaryContacts'),
            beneficiaryPep: step('beneficiaryPep', 'approve', 'beneficiaryDocument'),
            approve: {
              description:
                'The answers as a PDF (GenerateUserAmlDeclarationDraftPreview) once the draft is saved; the customer reads it and approves.',
              tags: ['step:approve'],
              initial: 'waitingForSave',
              entry: assign({ previewError: null }),
              // The answers may change before the customer returns: the preview is generated again.
              exit: assign({ preview: null, previewError: null }),
              on: {
                'step.back': [
                  { guard: 'beneficiaryStepsApply', target: 'beneficiaryPep' },
                  { target: 'beneficiaryQuestion' },
                ],
              },
              states: {
                waitingForSave: {
                  tags: ['loading'],
                  always: { guard: 'everythingSaved', target: 'loadingPreview' },
                },
                loadingPreview: {
                  tags: ['loading'],
                  invoke: {
                    id: 'generatePreview',
                    src: 'generatePreview',
                    input: ({ context }) => ({ draftId: context.draftId ?? 0 }),
                    onDone: {
                      target: 'reading',
                      actions: assign({ preview: ({ event }) => event.output, previewError: null }),
                    },
                    onError: {
                      target: 'previewFailed',
                      actions: assign({ previewError: ({ event }) => event.error }),
                    },
                  },
                },
                previewFailed: {
                  tags: ['error'],
                  on: { 'preview.retry': 'loadingPreview' },
                },
                reading: {
                  initial: 'idle',
                  on: { 'approve.submit': 'publishing' },
                  states: {
                    idle: {
                      on: {
                        'preview.open': { target: 'delivering', actions: assign({ previewError: null }) },
                        'preview.download': { target: 'delivering', actions: assign({ previewError: null }) },
                      },
                    },
                    delivering: {
                      invoke: {
                        id: 'deliverPreview',
                        src: 'deliverPreview',
                        input: ({ context, event }) => ({
                          preview: context.preview ?? { fileName: '', contentBase64: '' },
                          action:
                            event.type === 'preview.download' ? ('download' as const) : ('open' as const),
                        }),
                        onDone: 'idle',
                        onError: {
                          target: 'idle',
                          actions: assign({ previewError: ({ event }) => event.error }),
                        },
                      },
                    },
                  },
                },
                publishing: {
                  description:
                    'PublishUserAmlDeclarationDraft; the document checked again goes back to its step; §8 other errors go to the error page.',
                  tags: ['loading'],
                  invoke: {
                    id: 'publish',
                    src: 'publish',
                    input: ({ context }) => ({ draftId: context.draftId ?? 0 }),
                    onDone: [
                      // The document checked again at publish: back to its step, where the check's answers
                      // are shown (the lockout, the expired or invalid document), not the error page.
                      {
                        guard: {
                          type: 'publishFoundDocument',
                          params: ({ event }) => ({
                            outcome: event.output,
                            problem: 'identity-check-locked',
                          }),
                        },
                        target: '#aml.questionnaire.steps.identityDocument.document.locked',
                        actions: assign({ lockedUntil: null }),
                      },
                      {
                        guard: {
                          type: 'publishFoundDocument',
                          params: ({ event }) => ({ outcome: event.output, problem: 'document-expired' }),
                        },
                        target: '#aml.questionnaire.steps.identityDocument.document.editing',
                        actions: assign({ documentProblem: 'expired' }),
                      },
                      {
                        guard: {
                          type: 'publishFoundDocument',
                          params: ({ event }) => ({ outcome: event.output, problem: 'invalid-document' }),
                        },
                        target: '#aml.questionnaire.steps.identityDocument.document.invalid',
                      },
                      {
                        guard: { type: 'publishRefused', params: ({ event }) => ({ outcome: event.output }) },
                        target: '#aml.rereading',
                        actions: assign({ error: ({ event }) => event.output.errors }),
                      },
                      { target: '#aml.validating' },
                    ],
                    onError: [
                      // Published or changed in another tab meanwhile: the validity is asked again.
                      {
                        guard: { type: 'draftGone', params: ({ event }) => ({ error: event.error }) },
                        target: '#aml.checking',
                      },
                      { target: '#aml.error', actions: assign({ error: ({ event }) => event.error }) },
                    ],
                  },
                },
              },
            },
          },
        },
        save: {
          description:
            'Autosave: moving between steps never waits on the network; a failed save keeps the answers.',
          initial: 'saved',
          on: { 'save.request': '.saving' },
          states: {
            saved: {},
            saving: {
              tags: ['saving'],
              on: { 'save.request': { target: 'saving', reenter: true } },
              invoke: {
                id: 'fillDraft',
                src: 'fillDraft',
                input: ({ context }) => ({
                  draftId: context.draftId ?? 0,
                  declaration: toDeclarationDraft(
                    context.answers,
                    context.completed,
                    context.documentUploaded,
                    context.today,
                  ),
                  documentUploaded: context.documentUploaded,
                }),
                // A newer request re-enters `saving` and cancels this save, so this one saved the last answer.
                onDone: { target: 'saved', actions: assign({ saveError: null, unsaved: false }) },
                onError: { target: 'failed', actions: assign({ saveError: ({ event }) => event.error }) },
              },
            },
            failed: {
              tags: ['error'],
              on: { 'save.retry': 'saving' },
            },
          },
        },
      },
    },
    validating: {
      description: 'IsAmlValid after publishing: Valid, Pending (manual review) or Invalid.',
      tags: ['loading'],
      invoke: {
        id: 'checkResult',
        src: 'loadValidity',
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ output: event.output }) },
            target: 'success',
            actions: assign({ status: 'Valid', validUntil: ({ event }) => event.output.validUntil }),
          },
          {
            guard: { type: 'isPending', params: ({ event }) => ({ output: event.output }) },
            target: 'pending',
            actions: assign({ status: 'Pending' }),
          },
          { target: 'invalid', actions: assign({ status: 'Invalid' }) },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    valid: {
      description: 'The questionnaire is valid already: nothing to fill (the wizards skip it).',
      tags: ['result:valid'],
      always: { guard: 'shortForm', target: 'finished' },
    },
    success: {
      description: 'Published and valid: the dashboard prompt is gone.',
      tags: ['result:success'],
      always: { guard: 'shortForm', target: 'finished' },
    },
    pending: {
      description: 'Under manual review: the customer is told it is being checked.',
      tags: ['result:pending'],
      always: { guard: 'shortForm', target: 'finished' },
    },
    invalid: {
      description: '/portal/aml-failed: the questionnaire was not approved, with what to do next.',
      tags: ['result:invalid'],
      always: { guard: 'shortForm', target: 'finished' },
    },
    error: {
      description: '§8: an AML response with errors goes to the error page.',
      tags: ['error'],
    },
    finished: {
      description: 'The short form ends with the validity, for the wizard that invoked it.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ status: context.status ?? 'Invalid', validUntil: context.validUntil }),
});

export type AmlMachine = typeof amlMachine;

/** A plain question step: its form, then the next step; back keeps what was typed. */
function step<S extends AmlStep>(name: S, next: AmlStep | 'approve', previous: AmlStep) {
  return {
    tags: [`step:${name}`] as const,
    on: { 'step.back': back(name, previous) },
    invoke: {
      id: `${name}Form` as const,
      src: `${name}Form` as const,
      input: formOf(name),
      onDone: { target: next, actions: [answered(name), 'requestSave' as const] },
    },
  };
}

function back(name: AmlStep, previous: AmlStep) {
  return {
    target: previous,
    actions: {
      type: 'keepTyped' as const,
      params: ({ event }: { event: AmlEvent }) => ({
        step: name,
        values: event.type === 'step.back' ? event.values : {},
      }),
    },
  };
}

function answered(name: AmlStep) {
  return {
    type: 'answer' as const,
    params: ({ event }: { event: { output?: unknown } }) => ({ step: name, values: event.output }),
  };
}
