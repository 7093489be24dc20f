// The completed_at rule both sides apply: the device when a card moves, the server when a change leaves it
// out. Written once (src/lib/entities/task.ts); here it is checked against what a student sees.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { completedAtFor } from '../../../../src/lib/entities/task';
import { TASK_STATUSES, type TaskStatus } from '../../../../src/lib/task';

const now = new Date('2026-11-24T10:00:00.000Z');
const earlier = '2026-11-20T08:30:00.000Z';

describe('completed_at follows status', () => {
  test('a task that becomes complete is completed now, or at the time the device gives', () => {
    expect(completedAtFor('complete', undefined, { status: 'todo', completed_at: null }, now)).toBe(now.toISOString());
    expect(completedAtFor('complete', earlier, { status: 'in_progress', completed_at: null }, now)).toBe(earlier);
    expect(completedAtFor('complete', undefined, undefined, now)).toBe(now.toISOString());
  });

  test('a task that stays complete keeps its time', () => {
    expect(completedAtFor('complete', undefined, { status: 'complete', completed_at: earlier }, now)).toBe(earlier);
    expect(completedAtFor('complete', null, { status: 'complete', completed_at: earlier }, now)).toBe(earlier);
  });

  test('a task that is not complete has no completion time, whatever it is given', () => {
    const status = fc.constantFrom<TaskStatus>(...TASK_STATUSES.filter((value) => value !== 'complete'));
    const time = fc.option(fc.constant(earlier), { nil: undefined });
    fc.assert(
      fc.property(status, time, fc.constantFrom<TaskStatus>(...TASK_STATUSES), (next, given, before) => {
        expect(completedAtFor(next, given, { status: before, completed_at: before === 'complete' ? earlier : null }, now)).toBeNull();
      }),
    );
  });
});
