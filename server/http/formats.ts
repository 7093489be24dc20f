// String formats the API's schemas use, with the message a user sees when a value does not match.
// TypeBox passes any value whose format is unknown, so the custom ones are registered as this module loads,
// and every schema names its format through `Format.*` below so that loading is guaranteed.
import Registry from 'typebox/format';

const HTTP_URL = 'http-url';
const PHONE_NUMBER = 'phone-number';

export const Format = {
  date: 'date',
  uuid: 'uuid',
  httpUrl: HTTP_URL,
  phoneNumber: PHONE_NUMBER,
} as const;

export const FORMAT_MESSAGES: Record<string, string> = {
  date: 'Enter a valid date in the form YYYY-MM-DD.',
  uuid: 'Must be a valid UUID.',
  [HTTP_URL]: 'Enter a web address starting with http:// or https://.',
  [PHONE_NUMBER]: 'Enter a valid phone number.',
};

/**
 * An absolute http(s) address with a host. Anything else (javascript:, data:, ftp:, relative or
 * scheme-relative paths) is refused because the app renders the value as a link href.
 */
export function isHttpUrl(value: string): boolean {
  // The URL parser silently drops tabs and newlines; refusing control characters keeps what is stored
  // exactly what was checked.
  if (!/^https?:\/\//i.test(value) || /\p{Cc}/u.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Loose on purpose: formats differ by country. Empty means "not given". */
export function isPhoneNumber(value: string): boolean {
  if (value === '') return true;
  if (!/^[0-9 +\-().]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 20;
}

Registry.Set(HTTP_URL, isHttpUrl);
Registry.Set(PHONE_NUMBER, isPhoneNumber);
