// The week-by-week topics: in each schedule row (or the block under a "Week 5" heading), the cell that
// names no work and no date. Several class days of one week join into that week's topic.
import { addDays } from './calendar-days';
import { itemKind } from './item-kinds';
import type { ScheduleRow } from './schedule-rows';
import type { WeekTopic } from './syllabus-extraction';

const TOPIC_COLUMN = /^(topics?|subject|content|lecture|lesson|unit|class|theme|module|material)s?\b/i;
const TOPIC_KEY = /^topics?\s*(covered)?\s*[:\-–—]\s*/i;
const NOT_TOPIC = /\b(no class(es)?|holiday|break|recess|cancel+ed|thanksgiving|labor day|memorial day|spring break|fall break|office hours)\b/i;

function topicOf(row: ScheduleRow): string | null {
  const cells = row.cells.filter((cell) => !/^\d{1,2}$/.test(cell.text));
  const keyed = cells.find((cell) => TOPIC_KEY.test(cell.text));
  if (keyed) return keyed.text.replace(TOPIC_KEY, '');
  const byColumn = cells.find((cell) => cell.column && TOPIC_COLUMN.test(cell.column));
  const candidate = byColumn ?? cells.find((cell) => !cell.column || !/^(due|readings?|assignments?|deliverables?|notes?|dates?|days?)/i.test(cell.column));
  if (!candidate) return null;
  // The sentences that name no work ("Recursion. HW 3 due Friday." gives "Recursion").
  const parts = candidate.text.split(/;|(?<=[.!?])\s+(?=[A-Z])/).map((part) => part.trim().replace(/[.;,:\s]+$/, ''));
  const topic = parts.filter((part) => part && !itemKind(part) && !NOT_TOPIC.test(part)).join('; ');
  return topic ? topic.slice(0, 160) : null;
}

export function weeklyTopics(rows: ScheduleRow[], weekOne: string | null): WeekTopic[] {
  const byWeek = new Map<number, WeekTopic>();
  let open: number | null = null; // a "Week 5" line with no topic of its own: the next plain line gives it
  for (const row of rows) {
    if (row.week === null || row.line.section === 'grading' || row.line.section === 'policy') {
      open = null;
      continue;
    }
    if (!row.labelled && row.week !== open && !row.cells.some((cell) => TOPIC_KEY.test(cell.text))) continue;
    const topic = topicOf(row);
    if (!topic) {
      if (row.labelled && row.cells.length === 0) open = row.week;
      continue;
    }
    if (!row.labelled) open = null;
    const existing = byWeek.get(row.week);
    if (existing) {
      if (!existing.topic.split('; ').includes(topic)) existing.topic = `${existing.topic}; ${topic}`;
      continue;
    }
    const startsOn = weekOne ? addDays(weekOne, 7 * (row.week - 1)) : row.monday;
    byWeek.set(row.week, { week: row.week, startsOn, topic, source: { line: row.line.number, text: row.line.text } });
  }
  return [...byWeek.values()].sort((a, b) => a.week - b.week);
}
