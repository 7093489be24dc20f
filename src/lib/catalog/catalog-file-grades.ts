// `university.grading_scale` of a catalogue file (docs/catalog-format.md): grade → grade points (a number), or
// → { points, credit, attempted } for a grade outside the GPA (P, W) or one that departs from the defaults.
// Absent, the common 4.0 scale applies. Format 1 only reserved the field, so there a scale that does not read
// is a warning and the default applies; from 1.1 on it is an error.
import { DEFAULT_GRADING_SCALE, gradeKey, type GradeDefinition, type GradingScale } from '../grades/grading-scale';
import { Issues, isObject } from './catalog-file-fields';

const PATH = 'university.grading_scale';
const MAX_POINTS = 10;
const GRADE = /^[A-Za-z][A-Za-z0-9+-]{0,5}$/;
const FIELDS = new Set(['points', 'credit', 'attempted']);

export function readGradingScale(value: unknown, strict: boolean, issues: Issues): GradingScale {
  if (value === undefined || value === null) return DEFAULT_GRADING_SCALE;
  const local = new Issues();
  const grades = readGrades(value, local);
  const report = (path: string, message: string) => (strict ? issues.error(path, message) : issues.warn(path, message));
  local.errors.forEach((line) => report(...splitLine(line)));
  local.warnings.forEach((line) => issues.warn(...splitLine(line)));
  if (local.errors.length > 0 || grades.length === 0) {
    if (!strict) issues.warn(PATH, 'not read: the default 4.0 scale applies');
    return DEFAULT_GRADING_SCALE;
  }
  return { grades };
}

function splitLine(line: string): [string, string] {
  const at = line.indexOf(': ');
  return [line.slice(0, at), line.slice(at + 2)];
}

function readGrades(value: unknown, issues: Issues): GradeDefinition[] {
  if (!isObject(value) || Object.keys(value).length === 0) {
    issues.error(PATH, 'must be an object of grades, like {"A": 4.0, "P": {"credit": true}}');
    return [];
  }
  const seen = new Map<string, string>();
  const grades: GradeDefinition[] = [];
  for (const [name, entry] of Object.entries(value)) {
    const path = `${PATH}.${name}`;
    const grade = name.trim();
    if (!GRADE.test(grade)) {
      issues.error(path, `${JSON.stringify(name)} is not a grade (a letter, then up to five letters, digits, + or -)`);
      continue;
    }
    const first = seen.get(gradeKey(grade));
    if (first !== undefined) {
      issues.error(path, `duplicate of ${first} (grades are compared ignoring case)`);
      continue;
    }
    seen.set(gradeKey(grade), grade);
    const definition = readGrade(grade, entry, path, issues);
    if (definition) grades.push(definition);
  }
  if (grades.length > 0 && grades.every((definition) => definition.points === null)) issues.warn(PATH, 'no grade carries points, so no GPA can be computed');
  return grades;
}

function readGrade(grade: string, entry: unknown, path: string, issues: Issues): GradeDefinition | undefined {
  if (typeof entry === 'number') {
    const points = readPoints(entry, path, issues);
    return points === undefined ? undefined : { grade, points, credit: points > 0, attempted: true };
  }
  if (!isObject(entry)) {
    issues.error(path, 'must be grade points (a number) or an object with points, credit and attempted');
    return undefined;
  }
  const unknown = Object.keys(entry).filter((key) => !FIELDS.has(key));
  if (unknown.length > 0) issues.error(`${path}.${unknown[0]}`, 'unknown field (points, credit and attempted are)');
  let points: number | null = null;
  if (entry.points !== undefined && entry.points !== null) {
    const read = readPoints(entry.points, `${path}.points`, issues);
    if (read === undefined) return undefined;
    points = read;
  }
  const flag = (key: 'credit' | 'attempted', fallback: boolean) => {
    const flagValue = entry[key];
    if (flagValue === undefined) return fallback;
    if (typeof flagValue === 'boolean') return flagValue;
    issues.error(`${path}.${key}`, 'must be true or false');
    return fallback;
  };
  if (points === null && entry.credit === undefined) {
    issues.error(`${path}.credit`, 'required for a grade without points: say whether it earns credit (P: true, NP: false)');
    return undefined;
  }
  return { grade, points, credit: flag('credit', points !== null && points > 0), attempted: flag('attempted', true) };
}

function readPoints(value: unknown, path: string, issues: Issues): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_POINTS) {
    issues.error(path, `must be a number from 0 to ${MAX_POINTS}`);
    return undefined;
  }
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-9) {
    issues.error(path, 'must have at most two decimals (3.7, 3.67)');
    return undefined;
  }
  return value;
}

/** A course's `min_grade` as the scale spells it; a grade the scale lacks is warned about and kept as written. */
export function checkMinGrade(minGrade: string, scale: GradingScale, path: string, issues: Issues): string {
  if (minGrade === '') return '';
  const found = scale.grades.find((definition) => gradeKey(definition.grade) === gradeKey(minGrade));
  if (found) return found.grade;
  issues.warn(path, `${JSON.stringify(minGrade)} is not a grade of the grading scale; only a passing grade will be asked`);
  return minGrade;
}
