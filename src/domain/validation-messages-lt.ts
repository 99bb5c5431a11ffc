/**
 * The Lithuanian wording of every validation code (./validation-codes.ts lists the codes and holds the
 * login page's few). The rest are loaded with the first page that has other forms (src/i18n/
 * validation-messages.ts), so the login page does not carry them; the reference server uses the whole record.
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
import { FIRST_SCREEN_VALIDATION_MESSAGES_LT, type ValidationCode } from './validation-codes';

const UPLOAD_MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

export const VALIDATION_MESSAGES_LT: Record<ValidationCode, string> = {
  ...FIRST_SCREEN_VALIDATION_MESSAGES_LT,
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
