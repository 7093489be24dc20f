// The Tasks board's search, course and due filters and its percentage, from fixed tasks and a fixed
// "now" in a fixed zone (a task due at 23:30 in New York is due on Tuesday there, Wednesday in UTC).
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../../src/lib/task';
import { completionPercent, courseSuggestions, filterTasks, matchesQuery, NO_FILTER } from '../../../../src/lib/tasks/task-filters';
import { byDue, isDueThisWeek, isDueToday, isOverdue } from '../../../../src/lib/tasks/task-dates';

const zone = 'America/New_York';
// Tuesday 24 November 2026, 15:00 in New York.
const now = new Date('2026-11-24T15:00:00-05:00');

let seq = 0;
const task = (fields: Partial<Task>): Task => ({
  id: `0000000${seq++}`,
  title: 'Task',
  notes: '',
  course: '',
  due_at: null,
  all_day: false,
  status: 'todo',
  completed_at: null,
  source: 'manual',
  import_id: null,
  source_event_id: null,
  removed_upstream: false,
  syllabus_id: null,
  ...fields,
});

const essay = task({ title: 'Essay draft', course: 'ENG 101', notes: 'Argue about Brontë', due_at: '2026-11-24T23:30:00-05:00' });
const lab = task({ title: 'Lab report', course: 'CHEM 110', due_at: '2026-11-23T12:00:00-05:00' });
const labDone = task({ title: 'Lab prep', course: 'CHEM 110', due_at: '2026-11-23T12:00:00-05:00', status: 'complete', completed_at: '2026-11-23T10:00:00Z' });
const sunday = task({ title: 'Reading', course: 'eng 101', due_at: '2026-11-29T20:00:00-05:00', status: 'in_progress' });
const nextMonday = task({ title: 'Quiz', due_at: '2026-11-30T09:00:00-05:00' });
const undated = task({ title: 'Sort notes' });
const all = [essay, lab, labDone, sunday, nextMonday, undated];

describe('task dates', () => {
  it('counts days in the student’s zone', () => {
    expect(isDueToday(essay, now, zone)).toBe(true);
    expect(isDueToday(essay, now, 'UTC')).toBe(false); // 04:30 UTC on Wednesday
  });
  it('is overdue only while not complete', () => {
    expect(isOverdue(lab, now)).toBe(true);
    expect(isOverdue(labDone, now)).toBe(false);
    expect(isOverdue(undated, now)).toBe(false);
    // An exam on a day, not at a time: due from the start of Tuesday, overdue only once Tuesday is over.
    const exam = task({ title: 'Midterm', due_at: '2026-11-24T00:00:00-05:00', all_day: true });
    expect(isOverdue(exam, now)).toBe(false);
    expect(isOverdue(exam, new Date('2026-11-24T23:59:00-05:00'))).toBe(false);
    expect(isOverdue(exam, new Date('2026-11-25T00:01:00-05:00'))).toBe(true);
  });
  it('this week is Monday to Sunday', () => {
    expect(all.filter((t) => isDueThisWeek(t, now, zone)).map((t) => t.title)).toEqual(['Essay draft', 'Lab report', 'Lab prep', 'Reading']);
  });
  it('sorts by due, undated last', () => {
    expect([undated, nextMonday, essay, lab].sort(byDue).map((t) => t.title)).toEqual(['Lab report', 'Essay draft', 'Quiz', 'Sort notes']);
  });
});

describe('filterTasks', () => {
  const titles = (tasks: Task[]) => tasks.map((t) => t.title);
  it('searches title, notes and course, every word, ignoring case and accents', () => {
    expect(matchesQuery(essay, 'bronte')).toBe(true);
    expect(matchesQuery(essay, 'ENG draft')).toBe(true);
    expect(matchesQuery(essay, 'eng lab')).toBe(false);
    expect(titles(filterTasks(all, { ...NO_FILTER, query: 'chem' }, now, zone))).toEqual(['Lab report', 'Lab prep']);
  });
  it('filters by course, however it is capitalised', () => {
    expect(titles(filterTasks(all, { ...NO_FILTER, course: 'ENG 101' }, now, zone))).toEqual(['Essay draft', 'Reading']);
  });
  it('filters by due: overdue, today, this week', () => {
    expect(titles(filterTasks(all, { ...NO_FILTER, due: 'overdue' }, now, zone))).toEqual(['Lab report']);
    expect(titles(filterTasks(all, { ...NO_FILTER, due: 'today' }, now, zone))).toEqual(['Essay draft']);
    expect(titles(filterTasks(all, { ...NO_FILTER, due: 'week', course: 'chem 110' }, now, zone))).toEqual(['Lab report', 'Lab prep']);
  });
});

describe('completionPercent', () => {
  it('rounds complete out of all, and is 0 without tasks', () => {
    expect(completionPercent(all)).toBe(17);
    expect(completionPercent([labDone, lab])).toBe(50);
    expect(completionPercent([])).toBe(0);
  });
});

describe('courseSuggestions', () => {
  it('lists classes first, then other task courses, once each', () => {
    expect(courseSuggestions(['CHEM 110', 'MATH 201'], all)).toEqual(['CHEM 110', 'MATH 201', 'ENG 101']);
  });
});
