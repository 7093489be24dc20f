// The `courses` of a catalogue file: each course's fields, unique codes, parseable requisite expressions,
// and no prerequisite cycle. Codes an expression names that no course has (a placement test, another
// school's course) are kept and count as met, so they are warnings, not errors (docs/catalog-format.md).
import type { CatalogFileCourse } from './catalog-file';
import type { GradingScale } from '../grades/grading-scale';
import { Issues, isObject, readNumber, readSeasons, readText, type JsonObject } from './catalog-file-fields';
import { checkMinGrade } from './catalog-file-grades';
import { codeKey, looseCodeKey } from './course-code';
import { prerequisiteCycles } from './prerequisite-cycles';
import { formatRequisites, parseRequisites, requisiteCodes, type Requisite } from './requisites';
import type { Season } from './terms';
import { isWebAddress } from '../web-address';

const REQUISITE_FIELDS = ['prerequisites', 'corequisites'] as const;

interface ReadCourse {
  course: CatalogFileCourse;
  path: string;
  requisites: Record<(typeof REQUISITE_FIELDS)[number], Requisite | null>;
}

export function readCourses(values: readonly unknown[], taught: readonly Season[], scale: GradingScale, issues: Issues): CatalogFileCourse[] {
  const read: ReadCourse[] = [];
  const firstIndex = new Map<string, number>();
  values.forEach((value, index) => {
    const path = `courses[${index}]`;
    if (!isObject(value)) return issues.error(path, 'must be an object');
    const course = readCourse(value, path, taught, scale, issues);
    if (!course.course.code) return;
    const first = firstIndex.get(course.course.code);
    if (first === undefined) {
      firstIndex.set(course.course.code, index);
      read.push(course);
    } else {
      issues.error(`${path}.code`, `duplicate of courses[${first}] (${course.course.code})`);
    }
  });
  warnUnknownCodes(read, issues);
  for (const cycle of prerequisiteCycles(read.map(({ course, requisites }) => ({ code: course.code, requisite: requisites.prerequisites })))) {
    issues.error(`courses[${firstIndex.get(cycle[0]!)}].prerequisites`, `prerequisite cycle: ${cycle.join(' → ')}`);
  }
  return read.map(({ course }) => course);
}

function readCourse(value: JsonObject, path: string, taught: readonly Season[], scale: GradingScale, issues: Issues): ReadCourse {
  const course: CatalogFileCourse = {
    code: readCode(value, path, issues),
    title: readText(value, 'title', path, issues, true),
    description: readText(value, 'description', path, issues),
    credits: readNumber(value, 'credits', path, issues, { required: true, halves: true, max: 99 }) ?? 0,
    offered: readSeasons(value.offered, `${path}.offered`, issues),
    category: readText(value, 'category', path, issues),
    prerequisites: '',
    corequisites: '',
    min_grade: checkMinGrade(readText(value, 'min_grade', path, issues), scale, `${path}.min_grade`, issues),
    url: readText(value, 'url', path, issues),
    note: readText(value, 'note', path, issues),
  };
  if (course.url && !isWebAddress(course.url)) issues.error(`${path}.url`, 'must be http or https');
  const untaught = course.offered.filter((season) => !taught.includes(season));
  if (untaught.length > 0) issues.warn(`${path}.offered`, `${untaught.join(', ')}: not a term the university teaches`);
  const requisites = { prerequisites: null as Requisite | null, corequisites: null as Requisite | null };
  for (const field of REQUISITE_FIELDS) {
    try {
      requisites[field] = parseRequisites(readText(value, field, path, issues));
      course[field] = formatRequisites(requisites[field]);
    } catch (error) {
      issues.error(`${path}.${field}`, (error as Error).message);
    }
  }
  return { course, path, requisites };
}

/** The canonical code, or '' when there is none: a code must be one an expression could name. */
function readCode(value: JsonObject, path: string, issues: Issues): string {
  const text = readText(value, 'code', path, issues, true);
  if (!text) return '';
  const code = codeKey(text);
  let parsed: Requisite | null = null;
  try {
    parsed = parseRequisites(code);
  } catch {
    // Reported below.
  }
  if (parsed?.kind === 'course' && parsed.code === code) return code;
  issues.error(`${path}.code`, `${JSON.stringify(text)} is not a course code (a subject and a number, like CS 2110)`);
  return '';
}

function warnUnknownCodes(read: readonly ReadCourse[], issues: Issues): void {
  const codes = new Set(read.map(({ course }) => course.code));
  const loose = new Map(read.map(({ course }) => [looseCodeKey(course.code), course.code]));
  for (const { path, requisites } of read) {
    for (const field of REQUISITE_FIELDS) {
      for (const code of requisiteCodes(requisites[field])) {
        if (codes.has(code)) continue;
        const near = loose.get(looseCodeKey(code));
        const hint = near ? ` (did you mean ${near}?)` : '';
        issues.warn(`${path}.${field}`, `no course ${code} in this file${hint}; counted as met`);
      }
    }
  }
}
