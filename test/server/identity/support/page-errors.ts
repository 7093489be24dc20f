// Reads a provider page as a person sees it: the errors shown beside its fields.

/** The errors the page shows beside its fields, by field id (hidden, empty error slots left out). */
export function shownErrors(page: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [, id, text] of page.matchAll(/<p class="error" id="([\w-]+)-error" role="alert">([^<]+)<\/p>/g)) errors[id!] = text!;
  return errors;
}
