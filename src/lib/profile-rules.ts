// What the server accepts in a profile. The onboarding form checks the same rules before it
// saves offline: a value the server would refuse would otherwise only fail later, during sync, and
// leave the student onboarded on this device but not on their account.

export const PROFILE_LIMITS = { name: 100, school: 200, degree: 200, phone: 32 } as const;

export const PHONE_NUMBER_MESSAGE = 'Enter a valid phone number.';

/** Loose on purpose: formats differ by country. Empty means "not given". */
export function isPhoneNumber(value: string): boolean {
  if (value === '') return true;
  if (!/^[0-9 +\-().]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 20;
}

// The onboarding form reads the date rule from here; it is the API's `date` format (calendar-dates.ts).
export { isCalendarDate } from './calendar-dates';
