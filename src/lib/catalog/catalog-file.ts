// A `degreemate-catalog/1.1` (or `/1`) file (docs/catalog-format.md), parsed JSON in, a normalized catalogue or every error out.
// Normalized: codes canonical (codeKey), seasons in calendar order, defaults filled in (terms Fall and
// Spring, degree BS), requirements as the API sends them. Errors and warnings name the place in the file
// (`courses[12].prerequisites: unexpected "orr" at 9`) so whoever wrote it can fix it.
import type { ProgramRequirement } from './catalog';
import type { GradingScale } from '../grades/grading-scale';
import { readCourses } from './catalog-file-courses';
import { Issues, isObject, readSeasons, readText } from './catalog-file-fields';
import { readGradingScale } from './catalog-file-grades';
import { readPrograms } from './catalog-file-programs';
import type { Season } from './terms';

export const CATALOG_FORMAT = 'degreemate-catalog/1.1';
/** Every version still read: 1.1 only added the grading scale, so a version 1 file reads as it always did. */
export const READABLE_FORMATS: readonly string[] = ['degreemate-catalog/1', CATALOG_FORMAT];

const DEFAULT_TERMS: Season[] = ['Spring', 'Fall'];

export interface CatalogFileCourse {
  /** Canonical (codeKey). */
  code: string;
  title: string;
  description: string;
  credits: number;
  /** Empty when unknown. */
  offered: Season[];
  category: string;
  /** Canonical expression text (formatRequisites); empty when none. */
  prerequisites: string;
  corequisites: string;
  min_grade: string;
  url: string;
  note: string;
}

export interface CatalogFileProgram {
  name: string;
  degree: string;
  total_credits: number;
  min_gpa: number | null;
  /** In file order, with canonical codes. */
  requirements: ProgramRequirement[];
}

export interface CatalogFile {
  university: { name: string; terms: Season[] };
  /** `university.grading_scale`, or the default 4.0 scale when the file names none. */
  grading_scale: GradingScale;
  courses: CatalogFileCourse[];
  programs: CatalogFileProgram[];
}

export type CatalogFileResult = { ok: true; catalog: CatalogFile; warnings: string[] } | { ok: false; errors: string[]; warnings: string[] };

export function readCatalogFile(value: unknown): CatalogFileResult {
  const issues = new Issues();
  if (!isObject(value)) {
    issues.error('file', 'must be a JSON object');
    return { ok: false, errors: issues.errors, warnings: issues.warnings };
  }
  if (!READABLE_FORMATS.includes(value.format as string)) issues.error('format', `must be "${CATALOG_FORMAT}" (or the older "${READABLE_FORMATS[0]}")`);
  const university = readUniversity(value.university, issues);
  const gradingScale = readGradingScale(isObject(value.university) ? value.university.grading_scale : undefined, value.format !== READABLE_FORMATS[0], issues);
  const courses = readList(value, 'courses', issues, true);
  const programs = readList(value, 'programs', issues, false);
  const read = readCourses(courses, university.terms, gradingScale, issues);
  const catalog: CatalogFile = { university, grading_scale: gradingScale, courses: read, programs: readPrograms(programs, read, issues) };
  if (issues.errors.length > 0) return { ok: false, errors: issues.errors, warnings: issues.warnings };
  return { ok: true, catalog, warnings: issues.warnings };
}

function readUniversity(value: unknown, issues: Issues): CatalogFile['university'] {
  if (!isObject(value)) {
    issues.error('university', value === undefined ? 'required' : 'must be an object');
    return { name: '', terms: DEFAULT_TERMS };
  }
  const name = readText(value, 'name', 'university', issues, true);
  const terms = readSeasons(value.terms, 'university.terms', issues);
  return { name, terms: terms.length > 0 ? terms : DEFAULT_TERMS };
}

function readList(file: Record<string, unknown>, key: string, issues: Issues, required: boolean): unknown[] {
  const value = file[key];
  if (value === undefined || value === null) {
    if (required) issues.error(key, 'required');
    return [];
  }
  if (!Array.isArray(value)) {
    issues.error(key, 'must be a list');
    return [];
  }
  return value;
}
