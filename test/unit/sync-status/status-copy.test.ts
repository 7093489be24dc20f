import { expect, test } from 'vitest';
import { deriveStatus, emptySnapshot, type SyncSnapshot } from '../../../src/data/sync/sync-status';
import type { Conflict, DeadLetter, OutboxEntry } from '../../../src/data/sync/sync-records';
import { accessibleLabel, explanation, needsAttention, pendingSummary, shortLabel } from '../../../src/features/sync-status/status-copy';

const status = (snapshot: Partial<SyncSnapshot>, online = true) => deriveStatus({ ...emptySnapshot, ...snapshot }, online);
const entry = { id: 'e', op: 'create', failedAttempts: 1 } as OutboxEntry;
const letter = { id: 'd', op: 'create' } as DeadLetter;
const conflict = { id: 'c' } as Conflict;

test('pendingSummary: every kind with its plural', () => {
  expect(pendingSummary([])).toBe('');
  expect(
    pendingSummary([
      { entity: 'bookmarks', noun: 'link', count: 3 },
      { entity: 'planCourses', noun: 'planned course', count: 1 },
      { entity: 'plans', noun: 'graduation plan', count: 2 },
      { entity: 'profile', noun: 'profile', count: 1 },
    ] as never),
  ).toBe('Waiting to be saved: 3 links, 1 planned course, 2 graduation plans, 1 profile');
});

test('the accessible label counts refused and failing changes and conflicts', () => {
  const s = status({ pending: 2, blocked: 0, deadLetters: [letter], failing: [entry], conflicts: [conflict, conflict] });
  expect(accessibleLabel(s)).toBe('Sync status: Syncing, 2 changes waiting, 1 change refused, 1 change failing, 2 conflicts');
});

test('attention: refused, failing, conflicts and notices light the dot; waiting alone does not', () => {
  expect(needsAttention(status({ pending: 3 }))).toBe(false);
  expect(needsAttention(status({ failing: [entry], pending: 1 }))).toBe(true);
  expect(needsAttention(status({ conflicts: [conflict] }))).toBe(true);
  expect(needsAttention(status({ deadLetters: [letter] }))).toBe(true);
});

test('idle with a refused change does not claim that everything is saved', () => {
  const s = status({ deadLetters: [letter] });
  expect(shortLabel(s)).toBe('Not saved');
  expect(explanation(s)).not.toMatch(/All your changes are saved/);
  expect(explanation(status({}))).toBe('All your changes are saved to the server.');
});

test('syncing says it is saving, unless everything on its way is waiting to be tried again', () => {
  expect(explanation(status({ pending: 2 }))).toBe('Saving to the server…');
  expect(explanation(status({ pending: 2, failing: [entry] }))).toBe('Saving to the server…');
  const retrying = status({ pending: 1, failing: [entry] });
  expect(retrying.state).toBe('idle'); // nothing is being sent right now
  expect(shortLabel(retrying)).toBe('Retrying');
  expect(explanation(retrying)).toBe('Some changes didn’t get through yet; trying again automatically.');
});
