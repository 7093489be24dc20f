// The characters no text may hold (src/lib/text-rules.ts), shared by the API, the identity provider and the app.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_CHARACTER_MESSAGES, invalidCharacterMessage, withoutInvalidCharacters } from '../../../src/lib/text-rules';

describe('invalidCharacterMessage', () => {
  it.each(['', 'Lecture notes', 'Party 🎉', 'Zoë’s café', 'tab\tand\nnewline', '\uFFFD'])('accepts %j', (text) => {
    expect(invalidCharacterMessage(text)).toBeUndefined();
  });

  it.each(['\u0000', 'a\u0000b', 'end\u0000'])('refuses the NUL in %j', (text) => {
    expect(invalidCharacterMessage(text)).toBe(INVALID_CHARACTER_MESSAGES.nul);
  });

  it.each(['x\ud800y', '\ud83c', '\udf89', 'a\udf89\ud83c', '🎉'.slice(0, 1)])('refuses the lone surrogate in %j', (text) => {
    expect(invalidCharacterMessage(text)).toBe(INVALID_CHARACTER_MESSAGES.loneSurrogate);
  });

  it('accepts exactly the text that survives a round trip through UTF-8 and has no NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const storable = !text.includes('\u0000') && Buffer.from(text, 'utf8').toString('utf8') === text;
        expect(invalidCharacterMessage(text) === undefined).toBe(storable);
      }),
    );
  });
});

describe('withoutInvalidCharacters', () => {
  it('drops them and keeps everything else', () => {
    expect(withoutInvalidCharacters('a\u0000b\ud800c 🎉')).toBe('abc 🎉');
  });
});
