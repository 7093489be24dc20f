// Characters no text may hold, whatever the field: PostgreSQL refuses NUL (U+0000) in text and JSON, and
// a lone UTF-16 surrogate (half of an emoji cut in two) cannot be encoded as UTF-8, so it would be stored
// as U+FFFD and the user would get back something other than what they sent. Shared by the API, the
// identity provider's forms and the app's own forms.

const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_CHARACTER_MESSAGES = {
  nul: 'Remove the invalid character (a null character, U+0000).',
  loneSurrogate: 'Remove the invalid character (half of an emoji or symbol, an unpaired UTF-16 surrogate).',
} as const;

/** The message to show when the text holds a character that cannot be stored; undefined when it is fine. */
export function invalidCharacterMessage(text: string): string | undefined {
  if (text.includes(NUL)) return INVALID_CHARACTER_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INVALID_CHARACTER_MESSAGES.loneSurrogate;
  return undefined;
}

/** The text without those characters, for showing back what someone typed (never for storing it). */
export function withoutInvalidCharacters(text: string): string {
  return text.replaceAll(NUL, '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '');
}
