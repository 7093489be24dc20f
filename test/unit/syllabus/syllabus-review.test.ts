// The importer's review rows and the tasks they become: items already on the board or already past start
// unchosen, a day without a time is due at the end of that day, unticked rows add nothing, a table row reads
// as a note, and bad edits are named.
import { describe, expect, it } from 'vitest';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';
import { importedTasks, reviewGroup, reviewRows, rowProblem } from '../../../src/lib/syllabus/syllabus-review';

const SYLLABUS = [
  'HIST 2500: The Atlantic World',
  'Fall 2026. Classes begin August 26, 2026 and end December 4, 2026.',
  '- Response paper 1 due September 14',
  '- Midterm exam: October 15, 7:30 pm',
  '- Research proposal due November 2',
].join('\n');

const extraction = extractSyllabus(SYLLABUS, { today: '2026-08-20' });

describe('review rows', () => {
  it('lists every dated item, chosen, with the line it came from', () => {
    const rows = reviewRows(extraction.items, 'HIST 2500', [], '2026-08-20');
    expect(rows.map((row) => [row.title, row.date, row.time, row.chosen, row.duplicate])).toEqual([
      ['Response paper 1', '2026-09-14', '', true, false],
      ['Midterm exam', '2026-10-15', '19:30', true, false],
      ['Research proposal', '2026-11-02', '', true, false],
    ]);
    expect(rows[1]).toMatchObject({ sourceLine: 4, sourceText: '- Midterm exam: October 15, 7:30 pm' });
    expect(rows.map((row) => reviewGroup(row.kind))).toEqual(['deadlines', 'exams', 'deadlines']);
  });

  it('marks an item already on the board (same course, title and day, however written) and leaves it unchosen', () => {
    const existing = [
      { id: 't1', title: 'response paper 1', course: 'hist 2500', due_at: '2026-09-14T23:59:00-04:00', syllabus_id: null },
      { id: 't2', title: 'Midterm exam', course: 'HIST 2500', due_at: '2026-10-16T19:30:00-04:00', syllabus_id: null },
      { id: 't3', title: 'Research proposal', course: 'ENGL 1170', due_at: '2026-11-02T23:59:00-05:00', syllabus_id: null },
    ];
    const rows = reviewRows(extraction.items, 'HIST 2500', existing, '2026-08-20');
    expect(rows.map((row) => [row.title, row.duplicate, row.chosen])).toEqual([
      ['Response paper 1', true, false],
      ['Midterm exam', false, true],
      ['Research proposal', false, true],
    ]);
  });
  it('on a re-import, moves the earlier import’s task whose day or time changed, and keeps an unchanged one out', () => {
    const local = (date: string) => new Date(date).toISOString();
    const existing = [
      { id: 'paper', title: 'Response paper 1', course: 'HIST 2500', due_at: local('2026-09-14T23:59'), syllabus_id: 's1' },
      { id: 'midterm', title: 'Midterm exam', course: 'HIST 2500', due_at: local('2026-10-13T19:30'), syllabus_id: 's1' },
      // Same title, but from another syllabus: not this import's to move.
      { id: 'other', title: 'Research proposal', course: 'HIST 2500', due_at: local('2026-10-30T23:59'), syllabus_id: 's2' },
    ];
    const rows = reviewRows(extraction.items, 'HIST 2500', existing, '2026-08-20', 's1');
    expect(rows.map((row) => [row.title, row.duplicate, row.chosen, row.replaces?.id ?? null])).toEqual([
      ['Response paper 1', true, false, null],
      ['Midterm exam', false, true, 'midterm'],
      ['Research proposal', false, true, null],
    ]);
    expect(importedTasks(rows, 'HIST 2500', 'hist2500.pdf').map((task) => [task.title, task.due, task.replaces])).toEqual([
      ['Midterm exam', '2026-10-15T19:30', 'midterm'],
      ['Research proposal', '2026-11-02T23:59', undefined],
    ]);
  });

  it('on a re-import of an unchanged syllabus, leaves a task the student moved where they put it (unticked, marked)', () => {
    // The first import's tasks, as saved: their notes quote the syllabus lines they were read from.
    const first = importedTasks(reviewRows(extraction.items, 'HIST 2500', [], '2026-08-20'), 'HIST 2500', 'hist2500.pdf');
    const saved = first.map((task, index) => ({
      id: `t${index}`,
      title: task.title,
      course: task.course,
      notes: task.notes,
      syllabus_id: 's1',
      due_at: new Date(task.due).toISOString(),
    }));
    // The student moved the midterm to the 20th (a make-up date), and rewrote the research proposal's note.
    saved[1]!.due_at = new Date('2026-10-20T19:30').toISOString();
    saved[2] = { ...saved[2]!, due_at: new Date('2026-11-09T23:59').toISOString(), notes: 'Ask for an extension' };
    const rows = reviewRows(extraction.items, 'HIST 2500', saved, '2026-08-20', 's1');
    expect(rows.map((row) => [row.title, row.chosen, row.replaces?.id ?? null, row.replaces?.byStudent ?? null])).toEqual([
      ['Response paper 1', false, null, null],
      ['Midterm exam', false, 't1', true],
      // Its note no longer says which line it came from: the syllabus may have moved it, so the move is offered.
      ['Research proposal', true, 't2', false],
    ]);
    // Ticked anyway, the row moves the task back to the syllabus's date.
    expect(importedTasks([{ ...rows[1]!, chosen: true }], 'HIST 2500', 'hist2500.pdf')).toMatchObject([{ due: '2026-10-15T19:30', replaces: 't1' }]);

    // The syllabus itself moved the midterm: its line changed, so the move is offered.
    const moved = extractSyllabus(SYLLABUS.replace('October 15, 7:30 pm', 'October 22, 7:30 pm'), { today: '2026-08-20' });
    const again = reviewRows(moved.items, 'HIST 2500', saved, '2026-08-20', 's1');
    expect([again[1]!.chosen, again[1]!.replaces]).toEqual([true, { id: 't1', due_at: saved[1]!.due_at, byStudent: false }]);
  });

  it('leaves items already past on the day of import unchosen, and marks them', () => {
    const rows = reviewRows(extraction.items, 'HIST 2500', [], '2026-10-15');
    expect(rows.map((row) => [row.title, row.past, row.chosen])).toEqual([
      ['Response paper 1', true, false],
      ['Midterm exam', false, true],
      ['Research proposal', false, true],
    ]);
  });
});

describe('the tasks chosen rows become', () => {
  it('takes the edits, the course and the source line, skips unticked rows, and is due at 23:59 without a time', () => {
    const edits = [{ chosen: false }, {}, { title: '  Research proposal (2 pages) ' }];
    const rows = reviewRows(extraction.items, 'HIST 2500', [], '2026-08-20').map((row, index) => ({ ...row, ...edits[index] }));
    expect(importedTasks(rows, ' HIST 2500 ', 'hist2500.pdf')).toEqual([
      {
        title: 'Midterm exam',
        course: 'HIST 2500',
        due: '2026-10-15T19:30',
        allDay: false,
        notes: 'Exam from the syllabus (hist2500.pdf, line 4): - Midterm exam: October 15, 7:30 pm',
      },
      {
        title: 'Research proposal (2 pages)',
        course: 'HIST 2500',
        due: '2026-11-02T23:59',
        allDay: false,
        notes: 'Deadline from the syllabus (hist2500.pdf, line 5): - Research proposal due November 2',
      },
    ]);
  });

  it('makes an exam or quiz dated without a time an all-day item on its day, not a deadline at 23:59', () => {
    const items = extractSyllabus('HIST 2500 Fall 2026\n- Final exam: December 11\n- Quiz 3 on November 20\n- Essay due December 1', {
      today: '2026-08-20',
    }).items;
    const tasks = importedTasks(reviewRows(items, 'HIST 2500', [], '2026-08-20'), 'HIST 2500', 'hist2500.pdf');
    expect(tasks.map(({ title, due, allDay }) => [title, due, allDay])).toEqual([
      ['Final exam', '2026-12-11T00:00', true],
      ['Quiz 3', '2026-11-20T00:00', true],
      ['Essay', '2026-12-01T23:59', false],
    ]);
  });

  it('names only the syllabus in the note of an item the AI model added without a line of its own', () => {
    const [row] = reviewRows(extraction.items, 'HIST 2500', [], '2026-08-20');
    expect(importedTasks([{ ...row!, sourceLine: 0, sourceText: '' }], 'HIST 2500', 'hist2500.pdf')[0]?.notes).toBe(
      'Assignment from the syllabus (hist2500.pdf).',
    );
  });

  it('reads a schedule table row as a note', () => {
    const [row] = reviewRows(
      extractSyllabus('CS 2110 Fall 2026\n| 2 | 9/1 | Objects and classes | A1 due 9/4 11:59 pm |', { today: '2026-08-20' }).items,
      'CS 2110',
      [],
      '2026-08-20',
    );
    expect(importedTasks(row ? [row] : [], 'CS 2110', 'cs2110.txt')[0]?.notes).toBe(
      'Assignment from the syllabus (cs2110.txt, line 2): 2 · 9/1 · Objects and classes · A1 due 9/4 11:59 pm',
    );
  });

  it('names what is wrong with an edited row', () => {
    const row = { title: 'Essay', date: '2026-10-01', time: '' };
    expect(rowProblem(row)).toBeNull();
    expect(rowProblem({ ...row, title: '   ' })).toBe('Give it a title.');
    expect(rowProblem({ ...row, title: 'x'.repeat(201) })).toBe('Keep the title under 200 characters.');
    expect(rowProblem({ ...row, date: '' })).toBe('Enter a date.');
    expect(rowProblem({ ...row, time: '25:00' })).toBe('Enter a time such as 23:59, or leave it empty.');
    expect(rowProblem({ ...row, time: '09:05' })).toBeNull();
  });
});
