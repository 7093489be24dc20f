// The same rule the server applies (server/http/formats.ts): an absolute http(s) address with a host.
// Checked before saving, since a refused link would otherwise only fail later, during sync.

export const WEB_ADDRESS_MESSAGE = 'Enter a web address starting with http:// or https://.';

export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\p{Cc}/u.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The favicon service wants the link's origin; undefined when the address has none. */
export function faviconUrl(address: string): string | undefined {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? undefined : `https://www.google.com/s2/favicons?domain=${origin}&sz=64`;
  } catch {
    return undefined;
  }
}
