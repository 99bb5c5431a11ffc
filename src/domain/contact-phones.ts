import { normalizePhoneField } from './phone';

/**
 * The phones of the contacts form as the profile stores them: §5 asks for at least one, and the one given
 * becomes the primary phone (the one reminders go to) whichever field it was typed in.
 */
export function contactPhones(
  primary: string,
  secondary: string,
): { phoneNumber: string; secondaryPhoneNumber: string | null } {
  const first = normalizePhoneField(primary);
  const second = normalizePhoneField(secondary);
  return first === ''
    ? { phoneNumber: second, secondaryPhoneNumber: null }
    : { phoneNumber: first, secondaryPhoneNumber: second === '' ? null : second };
}
