/**
 * The AML declaration as a PDF (server/documents/pdf.ts, DejaVu Sans so Lithuanian letters print): the
 * preview of a draft (GenerateUserAmlDeclarationDraftPreview) and the file kept in the customer's documents
 * at publish. Every answer of `AmlDeclarationDraft` is written as a label and a value, section by section,
 * in Lithuanian or English; an answer not given yet reads "—".
 */
import type { AmlDeclarationDraft } from '../../src/api/contract/aml-declaration';
import type { IdentityDocumentType } from '../../src/api/contract/common';
import type { IsoDate } from '../../src/domain/calendar-date';
import { renderPdf } from '../documents/pdf';

export type PdfLanguage = 'lt' | 'en';

type Text = Readonly<Record<PdfLanguage, string>>;
const t = (lt: string, en: string): Text => ({ lt, en });

const SECTIONS = {
  contacts: t('1. Kontaktiniai duomenys', '1. Contact details'),
  identityDocument: t('2. Asmens tapatybės dokumentas', '2. Identity document'),
  relationWithLithuania: t('3. Ryšys su Lietuva', '3. Relation with Lithuania'),
  sourcesOfIncome: t('4. Pajamų šaltiniai', '4. Sources of income'),
  pep: t('5. Politiškai pažeidžiamas asmuo', '5. Politically exposed person'),
  otherQuestions: t('6. Kiti klausimai', '6. Other questions'),
  finalBeneficiary: t('7. Galutinis naudos gavėjas', '7. Final beneficiary'),
} as const;

const LABELS = {
  email: t('El. paštas', 'E-mail'),
  phone: t('Telefonas', 'Phone'),
  address: t('Adresas', 'Address'),
  countryOfResidence: t('Gyvenamoji šalis', 'Country of residence'),
  documentType: t('Dokumento rūšis', 'Document type'),
  documentNumber: t('Dokumento numeris', 'Document number'),
  issuerCountry: t('Išdavusi šalis', 'Issuing country'),
  expiryDate: t('Galioja iki', 'Valid until'),
  documentUploaded: t('Dokumento kopija pateikta', 'Copy of the document attached'),
  citizenships: t('Pilietybė', 'Citizenship'),
  taxResidenceCountries: t('Mokesčių rezidavimo šalys', 'Tax residence'),
  relationReason: t('Ryšio su Lietuva priežastis', 'Reason for the relation with Lithuania'),
  relationDetails: t('Ryšio paaiškinimas', 'Details of the relation'),
  activity: t('Veikla', 'Activity'),
  activityField: t('Veiklos sritis', 'Field of activity'),
  sources: t('Pajamų šaltiniai', 'Sources of income'),
  otherSource: t('Kitas šaltinis', 'Other source'),
  incomeRange: t('Metinės pajamos', 'Yearly income'),
  isPep: t('Esate politiškai pažeidžiamas asmuo', 'You are a politically exposed person'),
  isRelatedToPep: t(
    'Esate PPA šeimos narys ar artimas pagalbininkas',
    'You are a family member or close associate of a PEP',
  ),
  pepDetails: t('Pareigos, institucija, šalis', 'Position, institution, country'),
  purpose: t('Sutarties tikslas', 'Purpose of the contract'),
  expectedYearlyContributions: t('Numatomos įmokos per metus', 'Expected contributions a year'),
  actsOnOwnBehalf: t('Veikiate savo vardu', 'You act on your own behalf'),
  customerIsBeneficiary: t('Galutinis naudos gavėjas esate Jūs', 'You are the final beneficiary'),
  beneficiaryName: t('Naudos gavėjo vardas, pavardė', "Beneficiary's name"),
  beneficiaryCode: t('Asmens kodas arba gimimo data', 'Personal code or date of birth'),
  beneficiaryContacts: t('Naudos gavėjo kontaktai', "Beneficiary's contacts"),
  beneficiaryDocument: t('Naudos gavėjo dokumentas', "Beneficiary's document"),
  beneficiaryPep: t('Naudos gavėjas – PPA ar su juo susijęs', 'Beneficiary is or is related to a PEP'),
} as const;

const DOCUMENT_TYPES: Record<IdentityDocumentType, Text> = {
  LithuanianPassport: t('Lietuvos Respublikos pasas', 'Lithuanian passport'),
  IdCard: t('Asmens tapatybės kortelė', 'ID card'),
  ResidencePermit: t('Leidimas gyventi', 'Residence permit'),
  ForeignPassport: t('Užsienio valstybės pasas', 'Foreign passport'),
  ForeignIdCard: t('Užsienio valstybės asmens kortelė', 'Foreign ID card'),
};

const INCOME: Record<string, Text> = {
  upTo1000: t('iki 1 000 €', 'up to €1,000'),
  from1000To15000: t('1 000–15 000 €', '€1,000–15,000'),
  from15000To30000: t('15 000–30 000 €', '€15,000–30,000'),
  from30000To300000: t('30 000–300 000 €', '€30,000–300,000'),
  over300000: t('daugiau nei 300 000 €', 'over €300,000'),
};

const CHOICES: Record<string, Text> = {
  // relation with Lithuania
  work: t('darbas', 'work'),
  family: t('šeima', 'family'),
  studies: t('studijos', 'studies'),
  property: t('turtas', 'property'),
  // activities
  employed: t('samdomas darbuotojas', 'employed'),
  selfEmployed: t('savarankiška veikla', 'self-employed'),
  business: t('verslas', 'business'),
  student: t('studentas', 'student'),
  retired: t('pensininkas', 'retired'),
  unemployed: t('nedirbantis', 'not working'),
  other: t('kita', 'other'),
  // sources
  salary: t('darbo užmokestis', 'salary'),
  pension: t('pensija', 'pension'),
  savings: t('santaupos', 'savings'),
  investments: t('investicijos', 'investments'),
  inheritance: t('paveldėjimas', 'inheritance'),
  gift: t('dovana', 'gift'),
  // purpose
  investment: t('investavimas', 'investment'),
};

const YES = t('Taip', 'Yes');
const NO = t('Ne', 'No');
const NOT_GIVEN = '—';

function countryName(code: string, language: PdfLanguage): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

interface DeclarationPdfInput {
  declaration: AmlDeclarationDraft;
  language: PdfLanguage;
  customerName: string;
  personalCode: string;
  /** The preview of a draft, or the published declaration. */
  kind: 'preview' | 'declaration';
  date: IsoDate;
  /** The moment written in the PDF metadata. */
  at: Date;
}

function declarationRows(declaration: AmlDeclarationDraft, language: PdfLanguage): [string, string][] {
  const rows: [string, string][] = [];
  const label = (key: keyof typeof LABELS): string => LABELS[key][language];
  const yesNo = (value: boolean | undefined): string =>
    value === undefined ? NOT_GIVEN : (value ? YES : NO)[language];
  const text = (value: string | undefined): string =>
    value === undefined || value.trim() === '' ? NOT_GIVEN : value;
  const choice = (value: string | undefined): string =>
    value === undefined ? NOT_GIVEN : (CHOICES[value]?.[language] ?? value);
  const countries = (codes: readonly string[] | undefined): string =>
    codes && codes.length > 0 ? codes.map((code) => countryName(code, language)).join(', ') : NOT_GIVEN;
  const section = (key: keyof typeof SECTIONS): void => {
    rows.push([SECTIONS[key][language], '']);
  };

  const { contacts, identityDocument, relationWithLithuania, sourcesOfIncome, pep, otherQuestions } =
    declaration;
  section('contacts');
  rows.push([label('email'), text(contacts?.email)]);
  rows.push([label('phone'), text(contacts?.phone)]);
  rows.push([label('address'), text(contacts?.address)]);
  rows.push([label('countryOfResidence'), countries(contacts ? [contacts.countryOfResidence] : undefined)]);

  section('identityDocument');
  rows.push([
    label('documentType'),
    identityDocument ? DOCUMENT_TYPES[identityDocument.documentType][language] : NOT_GIVEN,
  ]);
  rows.push([label('documentNumber'), text(identityDocument?.documentNumber)]);
  rows.push([
    label('issuerCountry'),
    countries(identityDocument ? [identityDocument.issuerCountry] : undefined),
  ]);
  rows.push([label('expiryDate'), text(identityDocument?.expiryDate)]);
  rows.push([label('documentUploaded'), yesNo(identityDocument?.documentUploaded)]);

  section('relationWithLithuania');
  rows.push([label('citizenships'), countries(relationWithLithuania?.citizenships)]);
  rows.push([label('taxResidenceCountries'), countries(relationWithLithuania?.taxResidenceCountries)]);
  if (relationWithLithuania?.relationReason !== undefined) {
    rows.push([label('relationReason'), choice(relationWithLithuania.relationReason)]);
    rows.push([label('relationDetails'), text(relationWithLithuania.relationDetails)]);
  }

  section('sourcesOfIncome');
  rows.push([label('activity'), choice(sourcesOfIncome?.activity)]);
  if (sourcesOfIncome?.activityField) rows.push([label('activityField'), sourcesOfIncome.activityField]);
  rows.push([
    label('sources'),
    sourcesOfIncome?.sources ? sourcesOfIncome.sources.map((source) => choice(source)).join(', ') : NOT_GIVEN,
  ]);
  if (sourcesOfIncome?.otherSource) rows.push([label('otherSource'), sourcesOfIncome.otherSource]);
  rows.push([
    label('incomeRange'),
    sourcesOfIncome?.incomeRange ? (INCOME[sourcesOfIncome.incomeRange]?.[language] ?? NOT_GIVEN) : NOT_GIVEN,
  ]);

  section('pep');
  rows.push([label('isPep'), yesNo(pep?.isPep)]);
  rows.push([label('isRelatedToPep'), yesNo(pep?.isRelatedToPep)]);
  if (pep && (pep.isPep || pep.isRelatedToPep)) rows.push([label('pepDetails'), text(pep.details)]);

  section('otherQuestions');
  rows.push([label('purpose'), choice(otherQuestions?.purpose)]);
  rows.push([
    label('expectedYearlyContributions'),
    otherQuestions
      ? (INCOME[otherQuestions.expectedYearlyContributions]?.[language] ?? NOT_GIVEN)
      : NOT_GIVEN,
  ]);
  rows.push([label('actsOnOwnBehalf'), yesNo(otherQuestions?.actsOnOwnBehalf)]);

  section('finalBeneficiary');
  const final = declaration.finalBeneficiary;
  rows.push([label('customerIsBeneficiary'), yesNo(final?.customerIsBeneficiary)]);
  const beneficiary = final?.beneficiary;
  if (final && !final.customerIsBeneficiary) {
    rows.push([
      label('beneficiaryName'),
      beneficiary ? `${beneficiary.firstName} ${beneficiary.lastName}` : NOT_GIVEN,
    ]);
    rows.push([label('beneficiaryCode'), text(beneficiary?.personalCodeOrBirthDate)]);
    if (beneficiary?.contacts) {
      const c = beneficiary.contacts;
      rows.push([
        label('beneficiaryContacts'),
        [c.email, c.phone, c.address, countryName(c.countryOfResidence, language)].filter(Boolean).join(', '),
      ]);
    }
    if (beneficiary?.identityDocument) {
      const d = beneficiary.identityDocument;
      rows.push([
        label('beneficiaryDocument'),
        `${DOCUMENT_TYPES[d.documentType][language]} ${d.documentNumber}, ${countryName(d.issuerCountry, language)}, ${d.expiryDate}`,
      ]);
    }
    if (beneficiary?.pep) {
      rows.push([label('beneficiaryPep'), yesNo(beneficiary.pep.isPep || beneficiary.pep.isRelatedToPep)]);
    }
  }
  return rows;
}

const TITLES = {
  preview: t('Kliento pažinimo anketa – peržiūra', 'Know-your-customer questionnaire – preview'),
  declaration: t('Kliento pažinimo anketa', 'Know-your-customer questionnaire'),
} as const;

const FOOTER = t(
  'Pensijų fondų valdymo įmonė · Klientų aptarnavimas darbo dienomis 8–18 val., šeštadieniais 9–13 val.',
  'Pension fund management company · Customer service on weekdays 8:00–18:00, Saturdays 9:00–13:00',
);

/** The title of the document (Lithuanian and English) as the documents list shows it. */
export const DECLARATION_TITLE = TITLES.declaration;

export function renderDeclarationPdf(input: DeclarationPdfInput): Promise<Uint8Array> {
  const { language } = input;
  const subtitle =
    input.kind === 'preview'
      ? t(
          `${input.customerName}, a. k. ${input.personalCode} · Juodraštis ${input.date}, dar nepateiktas`,
          `${input.customerName}, personal code ${input.personalCode} · Draft of ${input.date}, not submitted yet`,
        )
      : t(
          `${input.customerName}, a. k. ${input.personalCode} · Pateikta ${input.date}`,
          `${input.customerName}, personal code ${input.personalCode} · Submitted on ${input.date}`,
        );
  return renderPdf({
    title: TITLES[input.kind][language],
    subtitle: subtitle[language],
    rows: declarationRows(input.declaration, language),
    footer: FOOTER[language],
    date: input.at,
  });
}
