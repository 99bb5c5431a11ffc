import { parseIsoDate, type IsoDate } from './calendar-date';
import { ADULT_AGE_YEARS } from './constants';

/**
 * Full years between a birth date and `today`. A person born on 29 February turns a year older on
 * 1 March in non-leap years. Returns null when either date is not a valid 'yyyy-MM-dd'.
 */
export function ageOn(birthDate: IsoDate, today: IsoDate): number | null {
  if (!parseIsoDate(birthDate) || !parseIsoDate(today)) return null;
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  const hadBirthday = today.slice(5) >= birthDate.slice(5);
  return hadBirthday ? years : years - 1;
}

/** True when the person born on `birthDate` is at least 18 on `today`. */
export function isAdultOn(birthDate: IsoDate, today: IsoDate): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age >= ADULT_AGE_YEARS;
}
