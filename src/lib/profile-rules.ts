// What the server accepts in a profile (SPEC §3). The onboarding form checks the same rules before it
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

/** A calendar date as a date input gives it (YYYY-MM-DD) that really exists. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
