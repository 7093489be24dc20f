import { describe, expect, test } from 'vitest';
import type { HeldChange } from '../../../src/data/sync/sync-status';
import { changeText, discardHint, failingReason, heldText, notSavedReason, refusalMessages, shortError } from '../../../src/features/sync-status/reason-copy';

describe('notSavedReason', () => {
  test('a refusal with field messages names the fields as the forms do, without the bare summary', () => {
    const detail = 'Validation failed.; url: Enter a web address starting with http:// or https://.; first_name: This field may not be blank.';
    expect(notSavedReason({ status: 400, detail })).toBe(
      'The server didn’t accept it: Address — Enter a web address starting with http:// or https://. First name — This field may not be blank.',
    );
    expect(notSavedReason({ status: 422, detail: 'Validation failed.; non_field_errors: Must be an object.' })).toBe(
      'The server didn’t accept it: Must be an object.',
    );
  });

  test('a refusal with nothing to say says only that, never an HTTP code', () => {
    expect(notSavedReason({ status: 400, detail: 'Validation failed.' })).toBe('The server didn’t accept it.');
    expect(notSavedReason({ status: 422, detail: 'HTTP 422' })).toBe('The server didn’t accept it.');
    expect(notSavedReason({ status: 409, detail: 'This id is already in use; create the bookmark with another id.' })).toBe(
      'The server didn’t accept it: This id is already in use; create the bookmark with another id.',
    );
  });

  test('gone and changed elsewhere', () => {
    expect(notSavedReason({ status: 404, detail: 'Not found' })).toBe('It no longer exists on the server.');
    expect(notSavedReason({ status: 412, detail: 'The server refused a change based on an older copy.' })).toBe('It was changed elsewhere.');
  });

  test('the engine’s own sentences are shown as they are', () => {
    const newer = 'This change was saved by a newer version of DegreeMate. Update the app to send it.';
    expect(notSavedReason({ status: 0, detail: newer })).toBe(newer);
    expect(notSavedReason({ status: 400, detail: newer })).toBe(newer);
    expect(notSavedReason({ status: 0, detail: 'Cannot send this change' })).toBe('Cannot send this change');
  });

  test('gave up after several tries: the detail, with the last answer in words', () => {
    expect(notSavedReason({ status: 503, detail: 'It could not be saved after several tries. The last answer was: HTTP 503' })).toBe(
      'It could not be saved after several tries. The last answer was: The server had a problem.',
    );
    expect(notSavedReason({ status: 503, detail: 'It could not be saved after several tries. The last answer was: Request timed out' })).toBe(
      'It could not be saved after several tries. The last answer was: The server took too long to answer.',
    );
  });
});

test('refusalMessages keeps text that is not a field message whole', () => {
  expect(refusalMessages('Title is taken')).toEqual(['Title is taken']);
  expect(refusalMessages('Validation failed.; course_code: Ensure this field has no more than 20 characters.')).toEqual([
    'Course code — Ensure this field has no more than 20 characters.',
  ]);
});

test('failingReason: retried automatically, with a short form of the last error', () => {
  expect(failingReason({})).toBe('Couldn’t reach the server for this change; trying again automatically.');
  expect(failingReason({ lastError: 'HTTP 502' })).toBe(
    'Couldn’t reach the server for this change; trying again automatically. Last time: The server had a problem.',
  );
});

test('shortError: codes in words, long text cut to one short line', () => {
  expect(shortError('HTTP 500')).toBe('The server had a problem.');
  expect(shortError('HTTP 408')).toBe('The server took too long to answer.');
  expect(shortError('HTTP 429')).toBe('The server was busy.');
  expect(shortError('Request timed out')).toBe('The server took too long to answer.');
  expect(shortError('Internal Server Error')).toBe('Internal Server Error.');
  const long = shortError(`${'x'.repeat(200)}\nstack`);
  expect(long).toHaveLength(80);
  expect(long.endsWith('…')).toBe(true);
});

test('changeText and heldText', () => {
  expect(changeText('create', 'Syllabus')).toBe('Adding “Syllabus”');
  expect(changeText('update', 'Syllabus')).toBe('Changing “Syllabus”');
  expect(changeText('delete', 'Syllabus')).toBe('Deleting “Syllabus”');
  expect(heldText({ label: 'MATH 201', waitingFor: 'Computer Science' })).toBe('“MATH 201” is waiting for “Computer Science”, which wasn’t saved.');
});

test('discardHint: a create leaves this device, with whatever waits for it', () => {
  const held = (parent: string) => ({ entry: { body: { plan: parent } }, label: 'MATH 201', waitingFor: 'Plan' }) as unknown as HeldChange;
  expect(discardHint({ op: 'update', entityId: 'p1', label: 'Plan' })).toBe('Forget this change; the server’s copy stays as it is.');
  expect(discardHint({ op: 'create', entityId: 'p1', label: 'Plan' }, [held('p2')])).toBe('Removes “Plan” from this device; it was never saved to the server.');
  expect(discardHint({ op: 'create', entityId: 'p1', label: 'Plan' }, [held('p1')])).toMatch(/ The change waiting for it goes too\.$/);
  expect(discardHint({ op: 'create', entityId: 'p1', label: 'Plan' }, [held('p1'), held('p1')])).toMatch(/ The 2 changes waiting for it go too\.$/);
});
