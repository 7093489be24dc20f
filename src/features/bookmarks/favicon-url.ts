// The favicon of a saved link, from the favicon service by the link's origin.

/** The favicon service wants the link's origin; undefined when the address has none. */
export function faviconUrl(address: string): string | undefined {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? undefined : `https://www.google.com/s2/favicons?domain=${origin}&sz=64`;
  } catch {
    return undefined;
  }
}
