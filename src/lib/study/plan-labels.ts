// Words and dates the written plan uses: short day labels ('Mon 23 Nov'), hours ('12.5 h') and the
// goal line, which names the week's own topics, deadlines and courses so that every plan reads as its own.
import type { WeekDeadline } from './plan-deadlines';
import { addDays, DAY_NAMES } from './week';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mon 23 Nov' for the day `offset` days after the Monday `weekOf` (7 is next Monday). */
export function dayLabel(weekOf: string, offset: number, long = false): string {
  const date = addDays(weekOf, offset);
  const name = DAY_NAMES[offset % 7]!;
  const day = `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
  return long ? `${name} ${day} ${Number(date.slice(0, 4))}` : `${name.slice(0, 3)} ${day}`;
}

export function hours(minutes: number): string {
  // Rounded down to the hundredth, so a stated budget is never more than the one given.
  return `${Math.floor((minutes * 100) / 60 + 1e-9) / 100} h`;
}

/** 'a', 'a and b', 'a, b and 2 more'. */
export function listed(items: string[], most = 3): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length > most) return `${items.slice(0, most - 1).join(', ')} and ${items.length - most + 1} more`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function goalLine(topics: string[], deadlines: WeekDeadline[], courses: string[], title: string): string {
  const parts: string[] = [];
  const scope = courses.length ? ` for ${listed(courses)}` : '';
  if (topics.length) parts.push(`learn ${listed(topics)}${scope}, with spaced reviews so it sticks`);
  if (deadlines.length)
    parts.push(`finish ${listed(deadlines.map((deadline) => deadline.title))} with time to spare before ${deadlines.length === 1 ? 'it is' : 'they are'} due`);
  if (!parts.length) parts.push(courses.length ? `keep up with ${listed(courses)} through steady reviews` : `make steady progress on ${title}`);
  const sentence = parts.join(', and ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
