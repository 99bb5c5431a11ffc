/**
 * Every validation outcome the domain layer can report, as a stable code.
 *
 * Validators return one of these codes (or `null` when the value is fine); the UI maps a code to a
 * translated message. The catalogue below holds the canonical wording in Lithuanian (the default
 * locale, taken from the specification where it gives the text); the English one is
 * ./validation-messages-en.ts, loaded with the English interface. Views and the reference server say the
 * same thing.
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
  'iban-already-added',
  'invalid-swift',
  'file-too-large',
  'invalid-file-format',
  'too-many-files',
  'upload-quota-exceeded',
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
  'limit-not-higher',
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
  'iban-already-added': 'Ši banko sąskaita jau pridėta',
  'invalid-swift': 'Neteisingas SWIFT kodas',
  'file-too-large': `Failas per didelis. Didžiausias leidžiamas failo dydis – ${UPLOAD_MAX_MB} MB`,
  'invalid-file-format': 'Netinkamas failo formatas. Galima įkelti tik JPG, PNG arba PDF failus',
  'too-many-files': `Vienu metu galima įkelti ne daugiau kaip ${UPLOAD_MAX_FILES} failus`,
  'upload-quota-exceeded': 'Per paskutines 24 valandas įkėlėte daugiausia leidžiamų failų. Bandykite vėliau',
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
  'limit-not-higher': 'Naujas limitas turi būti didesnis už dabartinį',
};
