import type { MachineFixtures } from '../../tests/model/fixture-types';
import type { AmlAnswers, AmlStep } from './aml-answers';
import type { AmlOpenedDraft, AmlValidityOutput, amlMachine } from './aml.machine';

/** The moment the fixtures' questionnaire opens. */
export const AML_NOW = '2026-11-23T10:00:00.000Z';
export const AML_DRAFT_ID = 4117;

/** Answers a typical customer gives (every question answered, §4/§5). */
export const typicalAnswers = {
  contacts: {
    email: 'ona@example.lt',
    phone: '+37061234567',
    address: 'Gedimino pr. 1, Vilnius',
    countryOfResidence: 'LT',
  },
  identityDocument: {
    documentType: 'IdCard',
    documentNumber: '38001234',
    issuerCountry: 'LT',
    expiryDate: '2030-05-01',
  },
  relationWithLithuania: { citizenship: 'LT', taxResidence: 'LT', relationReason: '', relationDetails: '' },
  activities: { activity: 'employed', activityField: 'Švietimas' },
  sources: { sources: 'salary', otherSource: '' },
  myIncome: { incomeRange: 'from15000To30000' },
  pep: { isPep: 'no', isRelatedToPep: 'no' },
  pepDetails: { details: 'Savivaldybės tarybos narė, Vilnius, Lietuva' },
  otherQuestions: { purpose: 'pension', expectedYearlyContributions: 'upTo1000', actsOnOwnBehalf: 'yes' },
  beneficiaryQuestion: { customerIsBeneficiary: 'yes' },
  beneficiaryContacts: {
    firstName: 'Jonas',
    lastName: 'Jonaitis',
    personalCodeOrBirthDate: '1980-01-01',
    address: 'Laisvės al. 2, Kaunas',
    countryOfResidence: 'LT',
  },
  beneficiaryDocument: {
    documentType: 'LithuanianPassport',
    documentNumber: '23456789',
    issuerCountry: 'LT',
    expiryDate: '2031-01-01',
  },
  beneficiaryPep: { isPep: 'no', isRelatedToPep: 'no', details: '' },
} as const satisfies Required<AmlAnswers>;

/** The branch answers: a PEP, and someone else as the final beneficiary. */
export const pepAnswer = { isPep: 'yes', isRelatedToPep: 'no' } as const;
export const otherBeneficiaryAnswer = { customerIsBeneficiary: 'no' } as const;

export const invalidValidity: AmlValidityOutput = { status: 'Invalid', validUntil: null };
export const validValidity: AmlValidityOutput = { status: 'Valid', validUntil: '2027-11-23' };
export const pendingValidity: AmlValidityOutput = { status: 'Pending', validUntil: null };

/** The typed draft (contract shape) of the typical answers up to `steps`, as the server keeps it. */
function draftJson(steps: readonly AmlStep[]): string {
  const a = typicalAnswers;
  const has = (step: AmlStep) => steps.includes(step);
  const income: Record<string, unknown> = {};
  if (has('activities')) Object.assign(income, { activity: 'employed', activityField: 'Švietimas' });
  if (has('sources')) Object.assign(income, { sources: ['salary'] });
  if (has('myIncome')) Object.assign(income, { incomeRange: 'from15000To30000' });
  const draft: Record<string, unknown> = {
    ...(has('contacts') ? { contacts: a.contacts } : {}),
    ...(has('identityDocument')
      ? { identityDocument: { ...a.identityDocument, documentUploaded: false } }
      : {}),
    ...(has('relationWithLithuania')
      ? { relationWithLithuania: { citizenships: ['LT'], taxResidenceCountries: ['LT'] } }
      : {}),
    ...(Object.keys(income).length > 0 ? { sourcesOfIncome: income } : {}),
    ...(has('pep') ? { pep: { isPep: false, isRelatedToPep: false } } : {}),
    ...(has('otherQuestions')
      ? {
          otherQuestions: {
            purpose: 'pension',
            expectedYearlyContributions: 'upTo1000',
            actsOnOwnBehalf: true,
          },
        }
      : {}),
    ...(has('beneficiaryQuestion') ? { finalBeneficiary: { customerIsBeneficiary: true } } : {}),
  };
  return JSON.stringify(draft);
}

const DAY_MS = 86_400_000;
const savedDaysAgo = (days: number) => new Date(Date.parse(AML_NOW) - days * DAY_MS).toISOString();

/** A new draft (nothing answered yet). */
/** A new draft of a customer whose contacts the portal knows (the contacts step starts from them). */
export const newDraft: AmlOpenedDraft = {
  id: AML_DRAFT_ID,
  declarationJson: '{}',
  savedAt: AML_NOW,
  known: { email: 'ona@example.com', phone: '+37061234567', address: 'Gedimino pr. 1, Vilnius' },
};

const TYPICAL_SEQUENCE = [
  'contacts',
  'identityDocument',
  'relationWithLithuania',
  'activities',
  'sources',
  'myIncome',
  'pep',
  'otherQuestions',
  'beneficiaryQuestion',
] as const satisfies readonly AmlStep[];

/** A draft left after `count` steps, last saved 14 days ago (§9: still kept). */
export const resumedDraft = (count: number): AmlOpenedDraft => ({
  id: AML_DRAFT_ID,
  declarationJson: draftJson(TYPICAL_SEQUENCE.slice(0, count)),
  savedAt: savedDaysAgo(14),
});

/** A draft with every answer, last saved exactly 15 days ago (§9: no longer kept, the customer starts fresh). */
export const expiredDraft: AmlOpenedDraft = {
  id: AML_DRAFT_ID,
  declarationJson: draftJson(TYPICAL_SEQUENCE),
  savedAt: savedDaysAgo(15),
};

/** A PEP's draft left before the details (resumed at pep/details). */
export const pepDraftWithoutDetails: AmlOpenedDraft = {
  id: AML_DRAFT_ID,
  declarationJson: JSON.stringify({
    ...JSON.parse(draftJson(TYPICAL_SEQUENCE.slice(0, 7))),
    pep: { isPep: true, isRelatedToPep: false },
  }),
  savedAt: savedDaysAgo(1),
};

/** Someone else is the beneficiary; `count` of their screens (contacts, document, PEP) answered. */
export function beneficiaryDraft(count: number): AmlOpenedDraft {
  const b = typicalAnswers.beneficiaryContacts;
  const beneficiary = {
    firstName: b.firstName,
    lastName: b.lastName,
    personalCodeOrBirthDate: b.personalCodeOrBirthDate,
    contacts: { email: '', phone: '', address: b.address, countryOfResidence: b.countryOfResidence },
    ...(count > 1 ? { identityDocument: typicalAnswers.beneficiaryDocument } : {}),
  };
  return {
    id: AML_DRAFT_ID,
    declarationJson: JSON.stringify({
      ...JSON.parse(draftJson(TYPICAL_SEQUENCE)),
      finalBeneficiary: { customerIsBeneficiary: false, ...(count > 0 ? { beneficiary } : {}) },
    }),
    savedAt: savedDaysAgo(1),
  };
}

export const previewPdf = { fileName: 'kliento-anketa.pdf', contentBase64: 'JVBERi0xLjQK' };

export const amlFixtures = {
  input: { mode: 'full', now: AML_NOW, requestedStep: null },
  events: {
    'step.back': [{ type: 'step.back', values: {} }],
    'step.goto': [{ type: 'step.goto', step: 'contacts' }],
    'save.request': [{ type: 'save.request' }],
    'save.retry': [{ type: 'save.retry' }],
    'modal.close': [{ type: 'modal.close' }],
    'document.attach': [
      { type: 'document.attach', file: { name: 'pasas.jpg', size: 2_000_000, type: 'image/jpeg' } },
      {
        type: 'document.attach',
        file: { name: 'pasas.pdf', size: 11 * 1024 * 1024, type: 'application/pdf' },
      },
    ],
    'preview.retry': [{ type: 'preview.retry' }],
    'preview.open': [{ type: 'preview.open' }],
    'preview.download': [{ type: 'preview.download' }],
    'approve.submit': [{ type: 'approve.submit' }],
  },
  actors: {
    contactsForm: { done: [typicalAnswers.contacts], error: [] },
    identityDocumentForm: { done: [typicalAnswers.identityDocument], error: [] },
    relationWithLithuaniaForm: { done: [typicalAnswers.relationWithLithuania], error: [] },
    activitiesForm: { done: [typicalAnswers.activities], error: [] },
    sourcesForm: { done: [typicalAnswers.sources], error: [] },
    myIncomeForm: { done: [typicalAnswers.myIncome], error: [] },
    pepForm: { done: [typicalAnswers.pep, pepAnswer], error: [] },
    pepDetailsForm: { done: [typicalAnswers.pepDetails], error: [] },
    otherQuestionsForm: { done: [typicalAnswers.otherQuestions], error: [] },
    beneficiaryQuestionForm: {
      done: [typicalAnswers.beneficiaryQuestion, otherBeneficiaryAnswer],
      error: [],
    },
    beneficiaryContactsForm: { done: [typicalAnswers.beneficiaryContacts], error: [] },
    beneficiaryDocumentForm: { done: [typicalAnswers.beneficiaryDocument], error: [] },
    beneficiaryPepForm: { done: [typicalAnswers.beneficiaryPep], error: [] },
    loadValidity: {
      done: [invalidValidity, validValidity, pendingValidity],
      error: [new Error('IsAmlValid failed')],
    },
    openDraft: {
      done: [
        newDraft,
        expiredDraft,
        ...TYPICAL_SEQUENCE.map((_, i) => resumedDraft(i + 1)),
        pepDraftWithoutDetails,
        ...[0, 1, 2].map(beneficiaryDraft),
      ],
      error: [new Error('CreateUserAmlDeclarationDraft failed')],
    },
    // Read again after a refused publish: changed in another tab (the last two steps now missing), or
    // the same complete answers (the server's refusal stands).
    rereadDraft: {
      done: [resumedDraft(TYPICAL_SEQUENCE.length - 2), resumedDraft(TYPICAL_SEQUENCE.length)],
      error: [new Error('CreateUserAmlDeclarationDraft failed')],
    },
    fillDraft: { done: [undefined], error: [new Error('FillUserAmlDeclarationDraft failed')] },
    checkIdentityDocument: {
      done: [
        { outcome: 'valid' },
        { outcome: 'invalid', attemptsLeft: 1 },
        { outcome: 'expired' },
        { outcome: 'locked', lockedUntil: '2026-11-24T10:00:00.000Z' },
      ],
      error: [new Error('IsIdentityDocumentValid failed')],
    },
    uploadDocument: { done: [undefined], error: [new Error('content is not JPG, PNG or PDF')] },
    generatePreview: { done: [previewPdf], error: [new Error('preview failed')] },
    deliverPreview: { done: [undefined], error: [new Error('blocked')] },
    publish: {
      done: [
        { status: 'Valid', errors: [] },
        { status: 'Invalid', errors: [{ field: 'pep.details', message: 'required' }] },
        {
          status: 'Invalid',
          errors: [{ field: 'identityDocument.documentNumber', message: 'identity-check-locked' }],
        },
        {
          status: 'Invalid',
          errors: [{ field: 'identityDocument.expiryDate', message: 'document-expired' }],
        },
        {
          status: 'Invalid',
          errors: [{ field: 'identityDocument.documentNumber', message: 'invalid-document' }],
        },
      ],
      error: [
        new Error('PublishUserAmlDeclarationDraft failed'),
        // Published, or changed, in another tab meanwhile.
        { portalError: { kind: 'not-found', status: 404, message: 'Draft not found' } },
      ],
    },
  },
} satisfies MachineFixtures<typeof amlMachine>;
