import type { ValidationCode } from './validation-codes';

/** A consent answer: the server's true/false, or not answered yet (undefined). */
export type ConsentChoice = 'accepted' | 'declined' | 'not-selected';

/** Maps the server's boolean-or-undefined consent to a choice. */
export function consentChoiceFromServer(value: boolean | null | undefined): ConsentChoice {
  if (value === true) return 'accepted';
  if (value === false) return 'declined';
  return 'not-selected';
}

/** Maps a choice back to the server's representation. */
export function consentChoiceToServer(choice: ConsentChoice): boolean | undefined {
  if (choice === 'accepted') return true;
  if (choice === 'declined') return false;
  return undefined;
}

/** Check-box groups need at least one ticked box. */
export function validateAtLeastOneChecked(values: readonly boolean[]): ValidationCode | null {
  return values.some(Boolean) ? null : 'at-least-one-checkbox';
}

/** The GDPR marketing choice is mandatory: accepted or declined, never left unselected. */
export function validateGdprChoice(choice: ConsentChoice): ValidationCode | null {
  return choice === 'not-selected' ? 'gdpr-selection-mandatory' : null;
}
