// The Monday report's figures: last week's Monday to Sunday in the student's zone, completed tasks by the
// day they were completed there, planned hours from that week's unarchived plans, the plan's progress.
import { describe, expect, it } from 'vitest';
import { isReportDay, lastWeekReport, lastWeekStart, reportLines } from '../../../../src/lib/progress/last-week-report';
import type { Task } from '../../../../src/lib/task';

type Done = Pick<Task, 'status' | 'completed_at' | 'updated_at'>;
const done = (at: string): Done => ({ status: 'complete', completed_at: at, updated_at: at });
const table = (...rows: string[]) => `| Day | Time | Focus |\n| --- | --- | --- |\n${rows.join('\n')}\n`;

// Monday 30 November 2026, 10:00 in New York.
const MONDAY = new Date('2026-11-30T15:00:00Z');

describe('lastWeekReport', () => {
  it('is Monday in the student’s zone, not the server’s', () => {
    expect(isReportDay(MONDAY, 'America/New_York')).toBe(true);
    // Sunday 23:30 in New York is already Monday in UTC.
    expect(isReportDay(new Date('2026-11-30T04:30:00Z'), 'America/New_York')).toBe(false);
    expect(isReportDay(new Date('2026-11-30T04:30:00Z'), 'UTC')).toBe(true);
    expect(lastWeekStart(MONDAY, 'America/New_York')).toBe('2026-11-23');
    // Any day of a week reports the week before it.
    expect(lastWeekStart(new Date('2026-12-06T12:00:00Z'), 'UTC')).toBe('2026-11-23');
  });

  it('counts tasks completed from last Monday to Sunday, local time', () => {
    const tasks: Done[] = [
      done('2026-11-23T05:30:00Z'), // Monday 00:30 in New York: in
      done('2026-11-23T04:30:00Z'), // Sunday 23:30 the week before: out
      done('2026-11-30T04:00:00Z'), // Sunday 23:00: in
      done('2026-11-30T06:00:00Z'), // this Monday: out
      { status: 'todo', completed_at: null, updated_at: '2026-11-25T12:00:00Z' },
      { status: 'complete', completed_at: null, updated_at: '2026-11-25T12:00:00Z' }, // completed, timestamp not synced yet: its last change
    ];
    const report = lastWeekReport({ tasks, weeklyPlans: [], weeklyStudyHours: 14, degree: null }, MONDAY, 'America/New_York');
    expect(report).toMatchObject({ from: '2026-11-23', to: '2026-11-29', tasksCompleted: 3, plannedMinutes: 0, budgetHours: 14, degree: null });
  });

  it('adds the study blocks of last week’s unarchived plans only', () => {
    const weeklyPlans = [
      { week_of: '2026-11-23', archived: false, markdown_plan: table('| Mon | 17:00–18:30 | A |', '| | 19:00–19:45 | B |') },
      { week_of: '2026-11-23', archived: false, markdown_plan: table('| Thu | 9:00–10:00 | C |') },
      { week_of: '2026-11-23', archived: true, markdown_plan: table('| Fri | 9:00–17:00 | Old |') },
      { week_of: '2026-11-30', archived: false, markdown_plan: table('| Mon | 9:00–12:00 | This week |') },
    ];
    const report = lastWeekReport({ tasks: [], weeklyPlans, weeklyStudyHours: 10, degree: null }, MONDAY, 'America/New_York');
    expect(report.plannedMinutes).toBe(90 + 45 + 60);
    expect(reportLines(report)).toEqual(['Tasks completed: 0 tasks.', 'Study planned: 3.3 h of your 10 h weekly budget.', 'Graduation plan: none yet.']);
  });

  it('says the graduation plan’s progress', () => {
    const degree = {
      takenCredits: 45,
      totalCredits: 120,
      percent: 38,
      coursesTaken: 15,
      courseCount: 40,
      gpa: null,
      creditsAttempted: 45,
      creditsFromElsewhere: 0,
    };
    const report = lastWeekReport({ tasks: [done('2026-11-24T12:00:00Z')], weeklyPlans: [], weeklyStudyHours: 14, degree }, MONDAY, 'UTC');
    expect(reportLines(report)).toEqual([
      'Tasks completed: 1 task.',
      'Study planned: 0 h of your 14 h weekly budget.',
      'Graduation plan: 38% done (45 of 120 credits, 15 of 40 courses taken).',
    ]);
  });
});
