import type { MachineFixtures } from '../../tests/model/fixture-types';
import { PERSONAL_CODE_LENGTH, PHONE_NATIONAL_DIGITS, PHONE_PREFIX } from '../../src/domain/constants';
import { formInput } from './form.machine';
import type { FormErrors, FormValues, formMachine } from './form.machine';

/**
 * Fixtures of the generic form machine, on a small concrete form: the Mobile-ID login form
 * (personal code + phone). The validation is written inline on purpose (the real rules live in
 * `src/domain`); it is just enough to give the model valid, invalid and empty values.
 */

type MobileIdField = 'personalCode' | 'phone';

const WEIGHTS_1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const WEIGHTS_2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return sum % 11;
}

function personalCodeError(value: string): string | undefined {
  if (value === '') return 'required';
  if (value.length !== PERSONAL_CODE_LENGTH || !/^\d+$/.test(value)) return 'invalid-personal-code';
  const first = checkDigit(value, WEIGHTS_1);
  const second = checkDigit(value, WEIGHTS_2);
  const expected = first !== 10 ? first : second !== 10 ? second : 0;
  return Number(value[PERSONAL_CODE_LENGTH - 1]) === expected ? undefined : 'invalid-personal-code';
}

function phoneError(value: string): string | undefined {
  const phone = value.replace(/\s/g, '');
  if (phone === '' || phone === PHONE_PREFIX) return 'required';
  return new RegExp(`^\\${PHONE_PREFIX}\\d{${PHONE_NATIONAL_DIGITS}}$`).test(phone)
    ? undefined
    : 'incorrect-data';
}

export function validateMobileIdForm(values: FormValues<MobileIdField>): FormErrors<MobileIdField> {
  const errors: FormErrors<MobileIdField> = {};
  const code = personalCodeError(values.personalCode);
  if (code) errors.personalCode = code;
  const phone = phoneError(values.phone);
  if (phone) errors.phone = phone;
  return errors;
}

export const VALID_PERSONAL_CODE = '38501010002';
export const INVALID_PERSONAL_CODE = '38501010003';
export const VALID_PHONE = '+370 6123 4567';

export const mobileIdFormInput = formInput<MobileIdField>({
  initialValues: { personalCode: '', phone: '' },
  validate: validateMobileIdForm,
});

/** A portal error as the API layer reports it (the shape is the error catalogue's; only the code matters here). */
export const submitFailure = { code: 'user_not_found', status: 400 } as const;

export const formFixtures = {
  input: mobileIdFormInput,
  events: {
    'field.change': [
      { type: 'field.change', name: 'personalCode', value: VALID_PERSONAL_CODE },
      { type: 'field.change', name: 'personalCode', value: INVALID_PERSONAL_CODE },
      { type: 'field.change', name: 'personalCode', value: '' },
      { type: 'field.change', name: 'phone', value: VALID_PHONE },
    ],
    'field.blur': [
      { type: 'field.blur', name: 'personalCode' },
      { type: 'field.blur', name: 'phone' },
    ],
    'form.submit': [{ type: 'form.submit' }],
    'form.reset': [{ type: 'form.reset' }],
  },
  actors: {
    submit: {
      done: [{ sessionStarted: true }],
      error: [submitFailure],
    },
  },
} satisfies MachineFixtures<typeof formMachine>;
