// The text rules every JSON body goes through before schema validation, as a pure function so that other
// code (a batch of operations replayed one by one, say) can apply exactly the same rules: every string is
// trimmed, at any depth, and one holding a character that cannot be stored is refused by its field path
// ("title", "operations.0.body.title"), never passed on to fail in the database.
import { invalidCharacterMessage } from '../../src/lib/text-rules';
import type { FieldErrors } from './api-error';
import { NON_FIELD } from './validation-errors';

export interface CleanedJson {
  value: unknown;
  /** Messages per field path; empty when the value is fine. */
  errors: FieldErrors;
}

/** Deeper than any body the API takes; it keeps this walk (and later ones) far from the stack limit. */
export const MAX_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_DEPTH} levels).`;

export function cleanJsonText(value: unknown): CleanedJson {
  const errors: FieldErrors = {};
  const refuse = (path: string[], message: string) => {
    const field = path.length ? path.join('.') : NON_FIELD;
    const messages = errors[field] ?? [];
    if (!messages.includes(message)) errors[field] = [...messages, message];
  };

  function clean(node: unknown, path: string[]): unknown {
    if (typeof node === 'string') {
      const message = invalidCharacterMessage(node);
      if (message) refuse(path, message);
      return node.trim();
    }
    if (node === null || typeof node !== 'object') return node;
    if (path.length >= MAX_DEPTH) {
      refuse([], TOO_DEEP_MESSAGE);
      return node;
    }
    if (Array.isArray(node)) return node.map((item, index) => clean(item, [...path, String(index)]));
    return Object.fromEntries(
      Object.entries(node).map(([key, item]) => {
        // A key is text the client chose too (an unknown field is refused later, but only by name).
        const message = invalidCharacterMessage(key);
        if (message) refuse([...path, key], message);
        return [key, clean(item, [...path, key])];
      }),
    );
  }

  return { value: clean(value, []), errors };
}
