// UTC offsets of an IANA zone from Intl, fast enough to walk a recurring event through years: asking Intl
// costs tens of microseconds, and ical.js asks several times for each step of a recurrence. So each year
// of a zone is read once, its offset changes found by a weekly probe and a binary search to the minute,
// and kept; a lookup is then arithmetic. (Two changes within one week would be missed: no zone has them.)
const WEEK = 7 * 24 * 3600_000;
const MAX_YEARS_KEPT = 5000;

interface YearOfZone {
  initial: number;
  changes: Array<{ at: number; offset: number }>;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const years = new Map<string, YearOfZone>();

/** Milliseconds east of UTC in the zone (a canonical IANA name) at that instant. */
function offsetAt(timeZone: string, instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const key = `${timeZone} ${year}`;
  let table = years.get(key);
  if (!table) {
    if (years.size >= MAX_YEARS_KEPT) years.clear();
    table = readYear(timeZone, year);
    years.set(key, table);
  }
  let offset = table.initial;
  for (const change of table.changes) if (instant >= change.at) offset = change.offset;
  return offset;
}

/** Milliseconds east of UTC for a wall-clock time in the zone (given as if it were UTC). */
export function offsetOfWallTime(timeZone: string, wall: number): number {
  // The offset at the wall time read as UTC, then at the instant that gives: settles across a change.
  return offsetAt(timeZone, wall - offsetAt(timeZone, wall));
}

function readYear(timeZone: string, year: number): YearOfZone {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const initial = intlOffset(timeZone, start);
  const changes: YearOfZone['changes'] = [];
  let before = start;
  let offset = initial;
  for (let probe = Math.min(start + WEEK, end); before < end; before = probe, probe = Math.min(probe + WEEK, end)) {
    const next = intlOffset(timeZone, probe);
    if (next === offset) continue;
    let low = before;
    let high = probe;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (intlOffset(timeZone, middle) === offset) low = middle;
      else high = middle;
    }
    changes.push({ at: high, offset: next });
    offset = next;
  }
  return { initial, changes };
}

function intlOffset(timeZone: string, instant: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(new Date(instant))) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}
