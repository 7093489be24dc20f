// The course's code and title, its instructor and office hours, from the syllabus's opening lines
// and its "Instructor:" / "Office hours:" lines.
import type { SyllabusLine } from './syllabus-lines';

const CODE = /\b([A-Z]{2,5})[ -]?(\d{3,4}[A-Z]?)\b/;
const NOT_DEPARTMENT = /^(ROOM|HALL|RM|BLDG|FALL|SPRING|SUMMER|WINTER|WEEK|PM|AM|ISBN|PAGE|CRN|ID|TEL|FAX|UTC|GMT)$/;
const TERM_WORDS =
  /[\s,(\-–—|:]*\b(fall|autumn|spring|summer|winter)(\s+(semester|term|quarter|session))?\s*,?\s+20\d\d\b\)?|[\s,(\-–—|:]*\b20\d\d\s+(fall|autumn|spring|summer|winter)\b\)?/gi;
const INSTRUCTOR =
  /^[\s*•\-|#]*(?:instructors?|professors?|lecturers?|teachers?|faculty)(?:\s+of\s+record)?\s*(?:[:|\t\-–—]+|\s+is\s+)\s*(.+)$|\btaught by\s+(.+)$/i;
const OFFICE_HOURS = /\boffice\s+hours?\b\s*(?:[:|\t\-–—]+\s*|(?:are|is)\s+)?(.+)$/i;

export interface CourseHeader {
  courseCode: string | null;
  courseTitle: string | null;
  instructor: string | null;
  officeHours: string | null;
}

function titleFrom(text: string): string | null {
  const title = text
    .replace(TERM_WORDS, '')
    .replace(/^\s*(course)?\s*(title)?\s*[:\-–—|,.]+\s*/i, '')
    .replace(/[\s:\-–—|,.]+$/, '')
    .trim();
  return /[a-z]{3}/i.test(title) && title.length <= 100 ? title : null;
}

function courseOf(lines: SyllabusLine[]): { code: string | null; title: string | null } {
  const opening = lines.slice(0, 25);
  for (const [index, line] of opening.entries()) {
    const match = CODE.exec(line.text);
    if (!match || NOT_DEPARTMENT.test(match[1]!)) continue;
    const code = `${match[1]} ${match[2]}`;
    const explicit = opening.find((candidate) => /^\s*(course\s+)?title\s*[:|\t]/i.test(candidate.text));
    if (explicit) return { code, title: titleFrom(explicit.text.replace(/^\s*(course\s+)?title/i, '')) };
    const after = titleFrom(line.text.slice(match.index + match[0].length));
    if (after) return { code, title: after };
    const next = opening.slice(index + 1).find((candidate) => candidate.text.trim() !== '');
    return { code, title: next && !CODE.test(next.text) && !/:/.test(next.text) ? titleFrom(next.text) : null };
  }
  return { code: null, title: null };
}

export function courseHeader(lines: SyllabusLine[]): CourseHeader {
  const { code, title } = courseOf(lines);
  let instructor: string | null = null;
  let officeHours: string | null = null;
  for (const { text } of lines) {
    const line = { text: text.replace(/\*\*|__/g, '') };
    const teacher: RegExpExecArray | null = instructor ? null : INSTRUCTOR.exec(line.text);
    if (teacher && !/office hours/i.test(line.text.slice(0, 20))) {
      const name: string = (teacher[1] ?? teacher[2])!
        .split(/\s*[,(;|\t]| {3,}|\s+[-–—]\s+|\s+\S+@\S+|\s+email\b|(?<!\b(?:Dr|Prof|Mr|Ms|Mrs|St))\.(?:\s|$)/i)[0]!
        .trim();
      if (/[a-z]/i.test(name)) instructor = name;
    }
    const hours: RegExpExecArray | null = officeHours ? null : OFFICE_HOURS.exec(line.text);
    if (hours && /\d|\b(mon|tue|wed|thu|fri|appointment)/i.test(hours[1]!)) officeHours = hours[1]!.replace(/[|\s]+$/, '').trim();
  }
  return { courseCode: code, courseTitle: title, instructor, officeHours };
}
