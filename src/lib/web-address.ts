// What counts as a link a student may save: an absolute http(s) address with a host. The app checks
// it before saving (a refused link would otherwise only fail later, during sync) and the server
// checks it again, with this same rule, because it renders as a link href.

export const WEB_ADDRESS_MESSAGE = 'Enter a web address starting with http:// or https://.';

export function isWebAddress(value: string): boolean {
  // The URL parser silently drops tabs and newlines; refusing control characters keeps what is
  // stored exactly what was checked.
  if (!/^https?:\/\//i.test(value) || /\p{Cc}/u.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An address typed without a scheme ("library.example.edu/hours") gets https://, as a browser's address
 * bar would; one with a scheme, even one refused above (javascript:, mailto:), is left for the check to refuse.
 */
export function withScheme(value: string): string {
  if (value === '' || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value)) return value;
  return `https://${value.replace(/^\/+/, '')}`;
}
