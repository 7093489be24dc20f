// The text rules as a pure function, for code that applies them outside a request hook (a batch of
// operations, say): trimming and refusals reach every depth, and fields are named by their path.
import { describe, expect, it } from 'vitest';
import { INVALID_CHARACTER_MESSAGES } from '../../../src/lib/text-rules';
import { cleanJsonText, MAX_DEPTH, TOO_DEEP_MESSAGE } from '../../../server/http/clean-json-text';

describe('cleanJsonText', () => {
  it('trims text at every depth and leaves everything else alone', () => {
    const body = { title: '  Notes ', operations: [{ body: { title: ' Week 1\n', done: true, count: 3, due: null } }], tags: [' a', 'b '] };
    expect(cleanJsonText(body)).toEqual({
      value: { title: 'Notes', operations: [{ body: { title: 'Week 1', done: true, count: 3, due: null } }], tags: ['a', 'b'] },
      errors: {},
    });
  });

  it('does not change the value it was given', () => {
    const body = { title: ' x ' };
    cleanJsonText(body);
    expect(body.title).toBe(' x ');
  });

  it('names nested fields by their path from the top', () => {
    const body = { operations: [{ body: { title: 'ok' } }, { body: { title: 'a\u0000b', description: 'x\ud800y' } }] };
    expect(cleanJsonText(body).errors).toEqual({
      'operations.1.body.title': [INVALID_CHARACTER_MESSAGES.nul],
      'operations.1.body.description': [INVALID_CHARACTER_MESSAGES.loneSurrogate],
    });
  });

  it('refuses such characters in field names too, and in a body that is bare text', () => {
    expect(cleanJsonText({ 'ti\u0000tle': 'x' }).errors).toEqual({ 'ti\u0000tle': [INVALID_CHARACTER_MESSAGES.nul] });
    expect(cleanJsonText('\u0000').errors).toEqual({ non_field_errors: [INVALID_CHARACTER_MESSAGES.nul] });
  });

  it('refuses nesting deeper than any body the API takes, once', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < MAX_DEPTH + 5; level += 1) deep = { a: [deep] };
    expect(cleanJsonText(deep).errors).toEqual({ non_field_errors: [TOO_DEEP_MESSAGE] });
  });
});
