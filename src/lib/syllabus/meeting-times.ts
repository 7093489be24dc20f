// When and where the class meets: "MWF 10:10–11:00 am, Room 101", "Tuesdays and Thursdays 2:00-3:15 pm
// in Olin 155", "Lecture | Tue/Thu | 14:00–15:15". Office hours are not meetings.
import * as chrono from 'chrono-node';
import type { MeetingTime } from './syllabus-extraction';
import type { SyllabusLine } from './syllabus-lines';

type Day = MeetingTime['days'][number];
const DAY_NAMES: Array<[Day, RegExp]> = [
  ['Mon', /\bmon(day)?s?\b/i],
  ['Tue', /\btues?(day)?s?\b/i],
  ['Wed', /\bwed(nesday)?s?\b/i],
  ['Thu', /\bthu(rs?)?(day)?s?\b/i],
  ['Fri', /\bfri(day)?s?\b/i],
  ['Sat', /\bsat(urday)?s?\b/i],
  ['Sun', /\bsun(day)?s?\b/i],
];
const LETTERS = /\b(M|T|W|R|F|Th|Tu|S)(?:\/?(M|T|W|R|F|Th|Tu|S))+\b|\b(MWF|MW|TR|TTh|TuTh|WF|MTWRF)\b/;
const MEETING = /\b(sessions?|studio|lectures?|class(es)?|meets?|meetings?|sections?|labs?|seminars?|recitations?|discussions?|times?|when|schedule)\b/i;
const LOCATION =
  /(?:\b(?:in|at|room|rm\.?|location|where)\s*[:-]?\s*|,\s*|\|\s*)((?:room\s+)?[A-Z][\w.]*(?:\s+[A-Z0-9][\w.]*)*\s*\d{1,4}[A-Z]?|online|zoom|remote)\b/i;

function lettersToDays(code: string): Day[] {
  const days: Day[] = [];
  for (const token of code.replace(/\//g, '').match(/Th|Tu|M|T|W|R|F|S/g) ?? []) {
    const day = ({ M: 'Mon', T: 'Tue', Tu: 'Tue', W: 'Wed', R: 'Thu', Th: 'Thu', F: 'Fri', S: 'Sat' } as const)[token as 'M'];
    if (day && !days.includes(day)) days.push(day);
  }
  return days;
}

function hhmm(components: chrono.ParsedComponents | null | undefined): string | null {
  if (!components?.isCertain('hour')) return null;
  return `${String(components.get('hour')).padStart(2, '0')}:${String(components.get('minute') ?? 0).padStart(2, '0')}`;
}

export function meetingTimes(lines: SyllabusLine[]): MeetingTime[] {
  const meetings: MeetingTime[] = [];
  for (const { text, section, number } of lines) {
    // One clause: "Mon/Wed 11:00-11:50 am, Carpenter 101; labs on Fridays" meets Monday and Wednesday.
    const plain = text.replace(/\*\*|__/g, '');
    const line = { section, text: plain.split(';').find((clause) => /\d/.test(clause)) ?? plain };
    if (line.section === 'schedule' || /office\s+hours?|exam|due\b/i.test(line.text)) continue;
    const time = chrono.casual.parse(line.text, new Date(2026, 0, 5)).find((result) => result.start.isCertain('hour') && !result.start.isCertain('month'));
    // A meeting line says so ("Lectures:", "Class meets"), or sits in the heading with days and a time range.
    if (!time || !(MEETING.test(line.text) || (number <= 6 && time.end?.isCertain('hour')))) continue;
    const letters = LETTERS.exec(line.text);
    const days = letters ? lettersToDays(letters[0]) : DAY_NAMES.filter(([, pattern]) => pattern.test(line.text)).map(([day]) => day);
    if (days.length === 0) continue;
    const rest = line.text.slice(time.index + time.text.length);
    const location = LOCATION.exec(rest)?.[1]?.trim() ?? null;
    meetings.push({ days, start: hhmm(time.start), end: hhmm(time.end), location });
  }
  return meetings;
}
