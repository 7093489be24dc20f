import { expect, test } from 'vitest';
import type { Conflict } from '../../../src/data/sync/sync-records';
import { conflictActions, conflictText, valueText } from '../../../src/features/sync-status/conflict-copy';
import { fieldName } from '../../../src/features/sync-status/field-names';

const conflict = (extra: Partial<Conflict>): Conflict => ({
  id: 'c1',
  kind: 'replaced',
  entity: 'bookmarks',
  entityId: 'b1',
  label: 'Notes',
  createdAt: 1,
  ...extra,
});

test('field names as the forms show them, with a readable fallback', () => {
  expect(fieldName('title')).toBe('Title');
  expect(fieldName('url')).toBe('Address');
  expect(fieldName('first_name')).toBe('First name');
  expect(fieldName('school_name')).toBe('College');
  expect(fieldName('some_new_field')).toBe('Some new field');
});

test('values: quoted, shortened, blanks and booleans in words', () => {
  expect(valueText('Old title')).toBe('“Old title”');
  expect(valueText('')).toBe('empty');
  expect(valueText(null)).toBe('empty');
  expect(valueText(3)).toBe('“3”');
  expect(valueText(true)).toBe('“yes”');
  expect(valueText('y'.repeat(100))).toBe(`“${'y'.repeat(59)}…”`);
});

test('each kind says what happened', () => {
  expect(conflictText(conflict({ field: 'url', replaced: 'https://old.example' }))).toBe(
    'Replaced a change made on another device: Address was “https://old.example”.',
  );
  expect(conflictText(conflict({ kind: 'delete-refused' }))).toBe('“Notes” was changed on another device, so it wasn’t deleted.');
  expect(conflictText(conflict({ kind: 'edit-of-deleted' }))).toBe('“Notes” was deleted on another device after you changed it.');
});

test('each kind names its way back, uniquely per row', () => {
  expect(conflictActions(conflict({ field: 'title' }))).toMatchObject({
    restore: { text: 'Restore', label: 'Restore Title of Notes' },
    dismissLabel: 'Dismiss conflict about Title of Notes',
  });
  expect(conflictActions(conflict({ kind: 'delete-refused' }))).toMatchObject({ restore: { text: 'Delete anyway', label: 'Delete Notes anyway' } });
  expect(conflictActions(conflict({ kind: 'edit-of-deleted' }))).toMatchObject({
    restore: { text: 'Restore', label: 'Restore Notes' },
    dismissLabel: 'Dismiss conflict about Notes',
  });
});
