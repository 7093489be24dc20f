// "Week 5 Thursday", "Thursday of week 5", "in Week 8 on Tuesday": days named by week of term, which
// chrono-node cannot know. The week's number and weekday are read here; the day comes from week 1's Monday.
import { addDays } from './calendar-days';
import type { DateMention } from './date-mentions';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
const WEEK_THEN_DAY = new RegExp(`\\b(?:week|wk\\.?)\\s*(\\d{1,2})\\s*(?:,|\\bon\\b|\\(|-|–|—)?\\s*${DAY}\\)?`, 'gi');
const DAY_THEN_WEEK = new RegExp(`\\b${DAY}\\s+(?:of|in)\\s+(?:week|wk\\.?)\\s*(\\d{1,2})\\b`, 'gi');

export function weekDayMentions(text: string, weekOne: string | null): DateMention[] {
  if (!weekOne) return [];
  const mentions: DateMention[] = [];
  const add = (index: number, matched: string, week: string, day: string) => {
    const weekday = WEEKDAYS.indexOf(day.toLowerCase()) + 1;
    mentions.push({
      index,
      end: index + matched.length,
      text: matched,
      date: addDays(weekOne, 7 * (Number(week) - 1) + weekday - 1),
      weekday: null,
      time: null,
    });
  };
  for (const match of text.matchAll(WEEK_THEN_DAY)) add(match.index, match[0], match[1]!, match[2]!);
  for (const match of text.matchAll(DAY_THEN_WEEK)) add(match.index, match[0], match[2]!, match[1]!);
  return mentions;
}

/** Chrono's mentions with those inside a week-and-day mention replaced by it (its time kept). */
export function withWeekDays(text: string, mentions: DateMention[], weekDays: DateMention[]): DateMention[] {
  if (weekDays.length === 0) return mentions;
  const kept = mentions.filter((mention) => {
    const inside = weekDays.find((day) => mention.index < day.end && mention.end > day.index);
    if (inside && mention.time) inside.time = mention.time;
    if (inside && mention.end > inside.end) {
      inside.end = mention.end; // "Week 1 Sunday at 23:59": the time chrono read with the weekday
      inside.text = text.slice(inside.index, inside.end);
    }
    return !inside;
  });
  return [...kept, ...weekDays].sort((a, b) => a.index - b.index);
}
