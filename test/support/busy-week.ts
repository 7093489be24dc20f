// A week that fills every weekday, shared by the device's and the server's generator tests: with no
// class meetings and no window, its plan has blocks on Monday 10:00–11:30 and after 18:00, so a plan
// keeping clear of both shows the student's timetable and study window were read.
import { readStudyBlocks } from '../../src/lib/study/study-blocks';

export const BUSY_WEEK = {
  weekOf: '2026-11-23',
  /** Sunday noon before it: every day of the week is still ahead. */
  localNow: '2026-11-22T12:00',
  form: { title: 'Busy week', description: 'Recursion; graphs; dynamic programming; proofs; hashing; heaps; sorting; trees', course: 'CS 2110' },
  weeklyHours: 30,
  deadline: { title: 'Midterm', course: 'CS 2110', due_at: '2026-11-24T09:00:00Z' },
  meeting: { course: 'CS 2110', weekday: 1, start_time: '10:00', end_time: '11:30', location: 'Gates G01' },
  window: { earliest_study_time: '09:00', latest_study_time: '18:00' },
};

/** The plan's blocks that overlap Monday 10:00–11:30 or leave 09:00–18:00, as 'day start-end'. */
export function blocksBreakingTheWeek(markdown: string): string[] {
  const blocks = readStudyBlocks(markdown);
  if (blocks.length === 0) throw new Error('the plan has no blocks at all');
  return blocks
    .filter((block) => (block.day === 0 && block.start < '11:30' && block.end > '10:00') || block.start < '09:00' || block.end > '18:00')
    .map((block) => `${block.day} ${block.start}-${block.end}`);
}
