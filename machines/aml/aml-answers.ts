/**
 * The questionnaire's steps and answers (spec §2 "AML questionnaire", §4 Forms, §5): what each step asks,
 * how its answers are validated, which steps apply, and how the answers become the typed declaration
 * draft (src/api/contract/aml-declaration.ts) and back. Pure functions, used by the `aml` machine, its
 * views and its tests.
 */
import {
  AML_ACTIVITIES,
  AML_INCOME_RANGES,
  AML_INCOME_SOURCES,
  type AmlDeclarationDraft,
} from '../../src/api/contract/aml-declaration';
import {
  AML_HOME_COUNTRY,
  isAmlCountry,
  needsActivityField,
  needsPepDetails,
  needsRelationReason,
} from '../../src/domain/aml-questionnaire';
import { normalizeEmail, validateEmail } from '../../src/domain/email';
import { validateDocumentExpiry, validateDocumentNumber } from '../../src/domain/identity-document';
import { normalizePhoneField, validatePhone } from '../../src/domain/phone';
import type { FormErrors, FormValues } from '../forms/form.machine';

/** Every step of the full questionnaire, in order (the branches are skipped when they do not apply). */
export const AML_STEPS = [
  'contacts',
  'identityDocument',
  'relationWithLithuania',
  'activities',
  'sources',
  'myIncome',
  'pep',
  'pepDetails',
  'otherQuestions',
  'beneficiaryQuestion',
  'beneficiaryContacts',
  'beneficiaryDocument',
  'beneficiaryPep',
] as const;
export type AmlStep = (typeof AML_STEPS)[number];

/** §2 routes below /portal/aml/ of each step (pep/details is the PEP branch's own screen). */
export const AML_STEP_PATHS = {
  contacts: 'contacts/my-contacts',
  identityDocument: 'id-document',
  relationWithLithuania: 'relation-with-lithuania',
  activities: 'sources-of-income/activities',
  sources: 'sources-of-income/sources',
  myIncome: 'sources-of-income/my-income',
  pep: 'pep',
  pepDetails: 'pep/details',
  otherQuestions: 'other-questions',
  beneficiaryQuestion: 'final-beneficiary/question',
  beneficiaryContacts: 'final-beneficiary/contacts',
  beneficiaryDocument: 'final-beneficiary/id-document',
  beneficiaryPep: 'final-beneficiary/beneficiary-pep',
} as const satisfies Record<AmlStep, string>;

/** The wizards' short form (§2 onboarding and fund change): the same steps, grouped on five routes, in order. */
export const AML_SHORT_STEPS = [
  'aml-process',
  'aml-identification',
  'aml-income',
  'aml-preview',
  'aml-validating',
] as const;
export type AmlShortStep = (typeof AML_SHORT_STEPS)[number];
export const AML_SHORT_STEP_OF = {
  contacts: 'aml-process',
  identityDocument: 'aml-identification',
  relationWithLithuania: 'aml-process',
  activities: 'aml-income',
  sources: 'aml-income',
  myIncome: 'aml-income',
  pep: 'aml-process',
  pepDetails: 'aml-process',
  otherQuestions: 'aml-process',
  beneficiaryQuestion: 'aml-process',
  beneficiaryContacts: 'aml-process',
  beneficiaryDocument: 'aml-process',
  beneficiaryPep: 'aml-process',
} as const satisfies Record<AmlStep, AmlShortStep>;

/** The step a path below /portal/aml/ names ('sources-of-income' and 'final-beneficiary' open their first screen). */
export function stepOfPath(path: string): AmlStep | 'approve' | null {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === 'approve') return 'approve';
  if (clean === 'contacts') return 'contacts';
  if (clean === 'sources-of-income') return 'activities';
  if (clean === 'final-beneficiary') return 'beneficiaryQuestion';
  const found = AML_STEPS.find((step) => AML_STEP_PATHS[step] === clean);
  return found ?? null;
}

/** The fields of each step; every value is a string as typed (yes/no answers are 'yes' / 'no'). */
export const AML_STEP_FIELDS = {
  contacts: ['email', 'phone', 'address', 'countryOfResidence'],
  identityDocument: ['documentType', 'documentNumber', 'issuerCountry', 'expiryDate'],
  relationWithLithuania: ['citizenship', 'taxResidence', 'relationReason', 'relationDetails'],
  activities: ['activity', 'activityField'],
  sources: ['sources', 'otherSource'],
  myIncome: ['incomeRange'],
  pep: ['isPep', 'isRelatedToPep'],
  pepDetails: ['details'],
  otherQuestions: ['purpose', 'expectedYearlyContributions', 'actsOnOwnBehalf'],
  beneficiaryQuestion: ['customerIsBeneficiary'],
  beneficiaryContacts: ['firstName', 'lastName', 'personalCodeOrBirthDate', 'address', 'countryOfResidence'],
  beneficiaryDocument: ['documentType', 'documentNumber', 'issuerCountry', 'expiryDate'],
  beneficiaryPep: ['isPep', 'isRelatedToPep', 'details'],
} as const satisfies Record<AmlStep, readonly string[]>;

export type AmlStepField<S extends AmlStep> = (typeof AML_STEP_FIELDS)[S][number];

/** The answers as typed, by step (a step not reached yet is absent). */
export type AmlAnswers = { [S in AmlStep]?: FormValues<AmlStepField<S>> };

export const IDENTITY_DOCUMENT_TYPES = [
  'LithuanianPassport',
  'IdCard',
  'ResidencePermit',
  'ForeignPassport',
  'ForeignIdCard',
] as const;
export const RELATION_REASONS = ['work', 'family', 'studies', 'property', 'business', 'other'] as const;
export const AML_PURPOSES = ['pension', 'savings', 'investment', 'other'] as const;
export { AML_ACTIVITIES, AML_INCOME_RANGES, AML_INCOME_SOURCES };

const YES_NO = ['yes', 'no'] as const;

function oneOf(value: string, options: readonly string[]): string | undefined {
  if (value.trim() === '') return 'required';
  return options.includes(value) ? undefined : 'incorrect-data';
}
function text(value: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > max ? 'incorrect-data' : undefined;
}
function country(value: string): string | undefined {
  if (value === '') return 'required';
  return isAmlCountry(value) ? undefined : 'incorrect-data';
}
/** A list answer (several check boxes) is kept as comma-separated values. */
export function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function compact(errors: Record<string, string | undefined | null>): FormErrors {
  const out: FormErrors = {};
  for (const [name, code] of Object.entries(errors)) if (code) out[name] = code;
  return out;
}

/** The empty values of a step (the residence and issuing country start at Lithuania). */
export function emptyValues<S extends AmlStep>(step: S): FormValues<AmlStepField<S>> {
  const values: Record<string, string> = {};
  for (const field of AML_STEP_FIELDS[step]) values[field] = '';
  if (step === 'contacts' || step === 'beneficiaryContacts') values.countryOfResidence = AML_HOME_COUNTRY;
  if (step === 'identityDocument' || step === 'beneficiaryDocument') values.issuerCountry = AML_HOME_COUNTRY;
  if (step === 'relationWithLithuania') {
    values.citizenship = AML_HOME_COUNTRY;
    values.taxResidence = AML_HOME_COUNTRY;
  }
  return values as FormValues<AmlStepField<S>>;
}

export function valuesOf<S extends AmlStep>(answers: AmlAnswers, step: S): FormValues<AmlStepField<S>> {
  return { ...emptyValues(step), ...(answers[step] ?? {}) } as FormValues<AmlStepField<S>>;
}

/**
 * §4/§5: a step's errors for its values (every question must be answered; a conditional question only
 * when it is asked). `answers` gives the earlier steps the questions depend on; `today` the expiry check.
 */
export function validateStep(
  step: AmlStep,
  values: FormValues,
  answers: AmlAnswers,
  today: string,
): FormErrors {
  const v = (name: string) => values[name] ?? '';
  switch (step) {
    case 'contacts':
      return compact({
        email: validateEmail(v('email')),
        phone: validatePhone(v('phone')),
        address: text(v('address'), 300),
        countryOfResidence: country(v('countryOfResidence')),
      });
    case 'identityDocument':
    case 'beneficiaryDocument':
      return compact({
        documentType: oneOf(v('documentType'), IDENTITY_DOCUMENT_TYPES),
        documentNumber: validateDocumentNumber(v('documentNumber')),
        issuerCountry: country(v('issuerCountry')),
        expiryDate: validateDocumentExpiry(v('expiryDate'), today),
      });
    case 'relationWithLithuania': {
      const residence = valuesOf(answers, 'contacts').countryOfResidence;
      const asked = needsRelationReason(residence, [v('citizenship')]);
      return compact({
        citizenship: country(v('citizenship')),
        taxResidence: country(v('taxResidence')),
        relationReason: asked ? oneOf(v('relationReason'), RELATION_REASONS) : undefined,
        relationDetails: asked ? text(v('relationDetails'), 500) : undefined,
      });
    }
    case 'activities':
      return compact({
        activity: oneOf(v('activity'), AML_ACTIVITIES),
        activityField: needsActivityField(v('activity')) ? text(v('activityField'), 200) : undefined,
      });
    case 'sources': {
      const chosen = listOf(v('sources'));
      return compact({
        sources:
          chosen.length === 0
            ? 'at-least-one-checkbox'
            : chosen.every((s) => (AML_INCOME_SOURCES as readonly string[]).includes(s))
              ? undefined
              : 'incorrect-data',
        otherSource: chosen.includes('other') ? text(v('otherSource'), 200) : undefined,
      });
    }
    case 'myIncome':
      return compact({ incomeRange: oneOf(v('incomeRange'), AML_INCOME_RANGES) });
    case 'pep':
      return compact({
        isPep: oneOf(v('isPep'), YES_NO),
        isRelatedToPep: oneOf(v('isRelatedToPep'), YES_NO),
      });
    case 'pepDetails':
      return compact({ details: text(v('details'), 500) });
    case 'otherQuestions':
      return compact({
        purpose: oneOf(v('purpose'), AML_PURPOSES),
        expectedYearlyContributions: oneOf(v('expectedYearlyContributions'), AML_INCOME_RANGES),
        actsOnOwnBehalf: oneOf(v('actsOnOwnBehalf'), YES_NO),
      });
    case 'beneficiaryQuestion':
      return compact({ customerIsBeneficiary: oneOf(v('customerIsBeneficiary'), YES_NO) });
    case 'beneficiaryContacts':
      return compact({
        firstName: text(v('firstName'), 100),
        lastName: text(v('lastName'), 100),
        personalCodeOrBirthDate: text(v('personalCodeOrBirthDate'), 20),
        address: text(v('address'), 300),
        countryOfResidence: country(v('countryOfResidence')),
      });
    case 'beneficiaryPep': {
      const asked = v('isPep') === 'yes' || v('isRelatedToPep') === 'yes';
      return compact({
        isPep: oneOf(v('isPep'), YES_NO),
        isRelatedToPep: oneOf(v('isRelatedToPep'), YES_NO),
        details: asked ? text(v('details'), 500) : undefined,
      });
    }
  }
}

// ── branches ─────────────────────────────────────────────────────────────────────────────────────

/** The customer is a PEP or related to one: the PEP details step applies. */
export function pepDetailsApply(answers: AmlAnswers): boolean {
  const pep = answers.pep;
  return (
    pep !== undefined &&
    needsPepDetails({ isPep: pep.isPep === 'yes', isRelatedToPep: pep.isRelatedToPep === 'yes' })
  );
}

/** Someone else is the final beneficiary: the beneficiary's contacts, document and PEP steps apply. */
export function beneficiaryStepsApply(answers: AmlAnswers): boolean {
  return answers.beneficiaryQuestion?.customerIsBeneficiary === 'no';
}

/** The steps that apply to these answers, in order. */
export function stepSequence(answers: AmlAnswers): AmlStep[] {
  return AML_STEPS.filter((step) => {
    if (step === 'pepDetails') return pepDetailsApply(answers);
    if (step === 'beneficiaryContacts' || step === 'beneficiaryDocument' || step === 'beneficiaryPep')
      return beneficiaryStepsApply(answers);
    return true;
  });
}

/** A step is complete when it was answered (moved on from) and its answers are still valid. */
export function isStepComplete(
  step: AmlStep,
  answers: AmlAnswers,
  completed: readonly AmlStep[],
  today: string,
): boolean {
  const values = answers[step];
  return (
    completed.includes(step) &&
    values !== undefined &&
    Object.keys(validateStep(step, valuesOf(answers, step), answers, today)).length === 0
  );
}

/**
 * Where a resumed or typed-in step may open: the requested one when every step before it is complete,
 * otherwise the first incomplete step ('approve' when everything is answered).
 */
export function resumeStep(
  requested: AmlStep | 'approve' | null,
  answers: AmlAnswers,
  completed: readonly AmlStep[],
  today: string,
): AmlStep | 'approve' {
  const sequence = stepSequence(answers);
  const firstIncomplete =
    sequence.find((step) => !isStepComplete(step, answers, completed, today)) ?? 'approve';
  if (requested === null) return firstIncomplete;
  if (requested === 'approve') return firstIncomplete;
  const index = sequence.indexOf(requested);
  if (index < 0) return firstIncomplete;
  const firstIndex = firstIncomplete === 'approve' ? sequence.length : sequence.indexOf(firstIncomplete);
  return index <= firstIndex ? requested : firstIncomplete;
}

// ── the typed declaration ─────────────────────────────────────────────────────────────────────────

const yes = (value: string | undefined) => value === 'yes';

/** The draft to save: every complete step that applies, as the contract's typed sections. */
export function toDeclarationDraft(
  answers: AmlAnswers,
  completed: readonly AmlStep[],
  documentUploaded: boolean,
  today: string,
): AmlDeclarationDraft {
  const done = new Set(
    stepSequence(answers).filter((step) => isStepComplete(step, answers, completed, today)),
  );
  const draft: AmlDeclarationDraft = {};
  if (done.has('contacts')) {
    const c = valuesOf(answers, 'contacts');
    draft.contacts = {
      email: normalizeEmail(c.email),
      phone: normalizePhoneField(c.phone),
      address: c.address.trim(),
      countryOfResidence: c.countryOfResidence,
    };
  }
  if (done.has('identityDocument')) {
    const d = valuesOf(answers, 'identityDocument');
    draft.identityDocument = {
      documentType: d.documentType as (typeof IDENTITY_DOCUMENT_TYPES)[number],
      documentNumber: d.documentNumber.replace(/\s+/g, '').toUpperCase(),
      issuerCountry: d.issuerCountry,
      expiryDate: d.expiryDate,
      documentUploaded,
    };
  }
  if (done.has('relationWithLithuania')) {
    const r = valuesOf(answers, 'relationWithLithuania');
    const asked = needsRelationReason(valuesOf(answers, 'contacts').countryOfResidence, [r.citizenship]);
    draft.relationWithLithuania = {
      citizenships: [r.citizenship],
      taxResidenceCountries: [r.taxResidence],
      ...(asked
        ? {
            relationReason: r.relationReason as (typeof RELATION_REASONS)[number],
            relationDetails: r.relationDetails.trim(),
          }
        : {}),
    };
  }
  const income: NonNullable<AmlDeclarationDraft['sourcesOfIncome']> = {};
  if (done.has('activities')) {
    const a = valuesOf(answers, 'activities');
    income.activity = a.activity as (typeof AML_ACTIVITIES)[number];
    if (needsActivityField(a.activity)) income.activityField = a.activityField.trim();
  }
  if (done.has('sources')) {
    const s = valuesOf(answers, 'sources');
    const chosen = listOf(s.sources) as (typeof AML_INCOME_SOURCES)[number][];
    income.sources = chosen;
    if (chosen.includes('other')) income.otherSource = s.otherSource.trim();
  }
  if (done.has('myIncome')) {
    income.incomeRange = valuesOf(answers, 'myIncome').incomeRange as (typeof AML_INCOME_RANGES)[number];
  }
  if (Object.keys(income).length > 0) draft.sourcesOfIncome = income;
  if (done.has('pep')) {
    const p = valuesOf(answers, 'pep');
    draft.pep = {
      isPep: yes(p.isPep),
      isRelatedToPep: yes(p.isRelatedToPep),
      ...(done.has('pepDetails') ? { details: valuesOf(answers, 'pepDetails').details.trim() } : {}),
    };
  }
  if (done.has('otherQuestions')) {
    const o = valuesOf(answers, 'otherQuestions');
    draft.otherQuestions = {
      purpose: o.purpose as (typeof AML_PURPOSES)[number],
      expectedYearlyContributions: o.expectedYearlyContributions as (typeof AML_INCOME_RANGES)[number],
      actsOnOwnBehalf: yes(o.actsOnOwnBehalf),
    };
  }
  if (done.has('beneficiaryQuestion')) {
    const customerIsBeneficiary = yes(valuesOf(answers, 'beneficiaryQuestion').customerIsBeneficiary);
    draft.finalBeneficiary = { customerIsBeneficiary };
    if (!customerIsBeneficiary && done.has('beneficiaryContacts')) {
      const b = valuesOf(answers, 'beneficiaryContacts');
      const beneficiary: NonNullable<NonNullable<AmlDeclarationDraft['finalBeneficiary']>['beneficiary']> = {
        firstName: b.firstName.trim(),
        lastName: b.lastName.trim(),
        personalCodeOrBirthDate: b.personalCodeOrBirthDate.trim(),
        contacts: {
          email: '',
          phone: '',
          address: b.address.trim(),
          countryOfResidence: b.countryOfResidence,
        },
      };
      if (done.has('beneficiaryDocument')) {
        const d = valuesOf(answers, 'beneficiaryDocument');
        beneficiary.identityDocument = {
          documentType: d.documentType as (typeof IDENTITY_DOCUMENT_TYPES)[number],
          documentNumber: d.documentNumber.replace(/\s+/g, '').toUpperCase(),
          issuerCountry: d.issuerCountry,
          expiryDate: d.expiryDate,
        };
      }
      if (done.has('beneficiaryPep')) {
        const p = valuesOf(answers, 'beneficiaryPep');
        const asked = yes(p.isPep) || yes(p.isRelatedToPep);
        beneficiary.pep = {
          isPep: yes(p.isPep),
          isRelatedToPep: yes(p.isRelatedToPep),
          ...(asked ? { details: p.details.trim() } : {}),
        };
      }
      draft.finalBeneficiary.beneficiary = beneficiary;
    }
  }
  return draft;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The answers and completed steps a saved draft holds (the opposite of `toDeclarationDraft`). */
export function fromDeclarationDraft(draft: AmlDeclarationDraft): {
  answers: AmlAnswers;
  completed: AmlStep[];
  documentUploaded: boolean;
} {
  const answers: AmlAnswers = {};
  if (draft.contacts) answers.contacts = { ...draft.contacts };
  if (draft.identityDocument) {
    const { documentUploaded: _uploaded, ...document } = draft.identityDocument;
    answers.identityDocument = document;
  }
  const relation = draft.relationWithLithuania;
  if (relation) {
    answers.relationWithLithuania = {
      citizenship: relation.citizenships[0] ?? '',
      taxResidence: relation.taxResidenceCountries[0] ?? '',
      relationReason: relation.relationReason ?? '',
      relationDetails: relation.relationDetails ?? '',
    };
  }
  const income = draft.sourcesOfIncome;
  if (income?.activity)
    answers.activities = { activity: income.activity, activityField: income.activityField ?? '' };
  if (income?.sources)
    answers.sources = { sources: income.sources.join(','), otherSource: income.otherSource ?? '' };
  if (income?.incomeRange) answers.myIncome = { incomeRange: income.incomeRange };
  if (draft.pep) {
    answers.pep = { isPep: yesNo(draft.pep.isPep), isRelatedToPep: yesNo(draft.pep.isRelatedToPep) };
    if (draft.pep.details !== undefined) answers.pepDetails = { details: draft.pep.details };
  }
  if (draft.otherQuestions) {
    answers.otherQuestions = {
      purpose: draft.otherQuestions.purpose,
      expectedYearlyContributions: draft.otherQuestions.expectedYearlyContributions,
      actsOnOwnBehalf: yesNo(draft.otherQuestions.actsOnOwnBehalf),
    };
  }
  const final = draft.finalBeneficiary;
  if (final) {
    answers.beneficiaryQuestion = { customerIsBeneficiary: yesNo(final.customerIsBeneficiary) };
    const b = final.beneficiary;
    if (b) {
      answers.beneficiaryContacts = {
        firstName: b.firstName,
        lastName: b.lastName,
        personalCodeOrBirthDate: b.personalCodeOrBirthDate,
        address: b.contacts?.address ?? '',
        countryOfResidence: b.contacts?.countryOfResidence ?? AML_HOME_COUNTRY,
      };
      if (b.identityDocument) answers.beneficiaryDocument = { ...b.identityDocument };
      if (b.pep) {
        answers.beneficiaryPep = {
          isPep: yesNo(b.pep.isPep),
          isRelatedToPep: yesNo(b.pep.isRelatedToPep),
          details: b.pep.details ?? '',
        };
      }
    }
  }
  return {
    answers,
    completed: AML_STEPS.filter((step) => answers[step] !== undefined),
    documentUploaded: draft.identityDocument?.documentUploaded ?? false,
  };
}
