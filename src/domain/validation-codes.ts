/**
 * Every validation outcome the domain layer can report, as a stable code.
 *
 * Validators return one of these codes (or `null` when the value is fine); the UI maps a code to a
 * translated message. The two catalogues below hold the canonical wording in Lithuanian (the default
 * locale, taken from the specification where it gives the text) and English, so that views, the Lingui
 * catalogues and the reference server all say the same thing.
 *
 * The limits in the texts come from ./constants, so a message never states a different number than the
 * rule that produced it.
 */
import {
  HOLIDAY_MAX_MONTHS,
  HOLIDAY_MIN_PERIOD_MONTHS,
  HOLIDAY_REQUEST_LEAD_DAYS,
  PASSWORD_MIN_LENGTH,
  PERSONAL_CODE_TAIL_LENGTH,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
} from './constants';

const UPLOAD_MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

export const VALIDATION_CODES = [
  'required',
  'incorrect-data',
  'invalid-personal-code',
  'invalid-tail',
  'wrong-number-format',
  'amount-too-small',
  'amount-too-large',
  'password-too-short',
  'password-weak',
  'passwords-should-differ',
  'passwords-do-not-match',
  'invalid-iban',
  'invalid-swift',
  'file-too-large',
  'invalid-file-format',
  'too-many-files',
  'vacation-too-long',
  'vacation-period-too-short',
  'vacation-too-late',
  'vacation-periods-overlap',
  'invalid-date',
  'document-expired',
  'at-least-one-checkbox',
  'at-least-one-phone',
  'gdpr-selection-mandatory',
  'minor-not-allowed',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && (VALIDATION_CODES as readonly string[]).includes(value);
}

export const VALIDATION_MESSAGES_LT: Record<ValidationCode, string> = {
  required: 'Laukas yra privalomas',
  'incorrect-data': 'Neteisingi duomenys',
  'invalid-personal-code': 'Neteisingas asmens kodas',
  'invalid-tail': `Įveskite ${PERSONAL_CODE_TAIL_LENGTH} paskutinius asmens kodo skaitmenis`,
  'wrong-number-format': 'Neteisingas skaičiaus formatas',
  'amount-too-small': 'Suma per maža',
  'amount-too-large': 'Suma per didelė',
  'password-too-short': `Slaptažodį turi sudaryti ne mažiau kaip ${PASSWORD_MIN_LENGTH} simboliai`,
  'password-weak':
    'Slaptažodis neatitinka reikalavimų: jame turi būti didžioji raidė, mažoji raidė ir skaitmuo arba specialusis simbolis',
  'passwords-should-differ': 'Naujas slaptažodis turi skirtis nuo senojo',
  'passwords-do-not-match': 'Slaptažodžiai nesutampa',
  'invalid-iban': 'Neteisinga banko sąskaita',
  'invalid-swift': 'Neteisingas SWIFT kodas',
  'file-too-large': `Failas per didelis. Didžiausias leidžiamas failo dydis – ${UPLOAD_MAX_MB} MB`,
  'invalid-file-format': 'Netinkamas failo formatas. Galima įkelti tik JPG, PNG arba PDF failus',
  'too-many-files': `Vienu metu galima įkelti ne daugiau kaip ${UPLOAD_MAX_FILES} failus`,
  'vacation-too-long': `Atostogos nuo įmokų iš viso negali viršyti ${HOLIDAY_MAX_MONTHS} mėnesių`,
  'vacation-period-too-short': `Atostogų laikotarpis turi būti ne trumpesnis nei ${HOLIDAY_MIN_PERIOD_MONTHS} mėnuo`,
  'vacation-too-late': `Prašymą reikia pateikti ne vėliau kaip likus ${HOLIDAY_REQUEST_LEAD_DAYS} dienų iki atostogų pradžios`,
  'vacation-periods-overlap': 'Atostogų laikotarpiai negali persidengti',
  'invalid-date': 'Neteisinga data',
  'document-expired': 'Dokumento galiojimo laikas pasibaigęs',
  'at-least-one-checkbox': 'Pasirinkite bent vieną variantą',
  'at-least-one-phone': 'Nurodykite bent vieną telefono numerį',
  'gdpr-selection-mandatory': 'Būtina pasirinkti, ar sutinkate',
  'minor-not-allowed':
    'Sutartį savarankiškai gali sudaryti tik pilnamečiai asmenys. Kreipkitės į klientų aptarnavimo centrą',
};

export const VALIDATION_MESSAGES_EN: Record<ValidationCode, string> = {
  required: 'This field is required',
  'incorrect-data': 'Incorrect data',
  'invalid-personal-code': 'Invalid personal code',
  'invalid-tail': `Enter the last ${PERSONAL_CODE_TAIL_LENGTH} digits of your personal code`,
  'wrong-number-format': 'Wrong number format',
  'amount-too-small': 'The amount is too small',
  'amount-too-large': 'The amount is too large',
  'password-too-short': `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  'password-weak':
    'The password does not meet the requirements: it must contain an uppercase letter, a lowercase letter and a digit or a special character',
  'passwords-should-differ': 'The new password must differ from the old one',
  'passwords-do-not-match': 'Passwords do not match',
  'invalid-iban': 'Invalid bank account number',
  'invalid-swift': 'Invalid SWIFT code',
  'file-too-large': `The file is too large. The maximum file size is ${UPLOAD_MAX_MB} MB`,
  'invalid-file-format': 'Invalid file format. Only JPG, PNG or PDF files can be uploaded',
  'too-many-files': `You can upload up to ${UPLOAD_MAX_FILES} files at once`,
  'vacation-too-long': `Holidays from contributions cannot exceed ${HOLIDAY_MAX_MONTHS} months in total`,
  'vacation-period-too-short': `A holiday period must be at least ${HOLIDAY_MIN_PERIOD_MONTHS} month long`,
  'vacation-too-late': `The request must be submitted at least ${HOLIDAY_REQUEST_LEAD_DAYS} days before the holiday starts`,
  'vacation-periods-overlap': 'Holiday periods must not overlap',
  'invalid-date': 'Invalid date',
  'document-expired': 'The document has expired',
  'at-least-one-checkbox': 'Select at least one option',
  'at-least-one-phone': 'Enter at least one phone number',
  'gdpr-selection-mandatory': 'Please choose whether you agree',
  'minor-not-allowed': 'Only adults can sign a contract online. Please contact our customer centre',
};
