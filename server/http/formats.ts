// String formats the API's schemas use, with the message a user sees when a value does not match.
// TypeBox passes any value whose format is unknown, so the custom ones are registered as this module loads,
// and every schema names its format through `Format.*` below so that loading is guaranteed.
import Registry from 'typebox/format';
// Shared with the app, which checks links the same way before saving them offline.
import { isWebAddress, WEB_ADDRESS_MESSAGE } from '../../src/lib/web-address';

const HTTP_URL = 'http-url';
const PHONE_NUMBER = 'phone-number';

export const Format = {
  date: 'date',
  dateTime: 'date-time',
  uuid: 'uuid',
  httpUrl: HTTP_URL,
  phoneNumber: PHONE_NUMBER,
} as const;

export const FORMAT_MESSAGES: Record<string, string> = {
  date: 'Enter a valid date in the form YYYY-MM-DD.',
  'date-time': 'Enter a valid date and time.',
  uuid: 'Must be a valid UUID.',
  [HTTP_URL]: WEB_ADDRESS_MESSAGE,
  [PHONE_NUMBER]: 'Enter a valid phone number.',
};

/** Loose on purpose: formats differ by country. Empty means "not given". */
export function isPhoneNumber(value: string): boolean {
  if (value === '') return true;
  if (!/^[0-9 +\-().]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 20;
}

Registry.Set(HTTP_URL, isWebAddress);
Registry.Set(PHONE_NUMBER, isPhoneNumber);
