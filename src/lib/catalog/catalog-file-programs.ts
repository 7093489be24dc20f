// The `programs` of a catalogue file and their requirements. Unlike a requisite expression, a requirement
// that lists a code of no course is an error: no student could ever complete it.
import type { ProgramRequirement } from './catalog';
import type { CatalogFileCourse, CatalogFileProgram } from './catalog-file';
import { Issues, isObject, readNumber, readText, type JsonObject } from './catalog-file-fields';
import { codeKey } from './course-code';

type Credits = ReadonlyMap<string, number>;

const MAX_CREDITS = 1000;

export function readPrograms(values: readonly unknown[], courses: readonly CatalogFileCourse[], issues: Issues): CatalogFileProgram[] {
  const credits: Credits = new Map(courses.map((course) => [course.code, course.credits]));
  const firstIndex = new Map<string, number>();
  const programs: CatalogFileProgram[] = [];
  values.forEach((value, index) => {
    const path = `programs[${index}]`;
    if (!isObject(value)) return issues.error(path, 'must be an object');
    const program = readProgram(value, path, credits, issues);
    const first = firstIndex.get(program.name);
    if (first !== undefined) return issues.error(`${path}.name`, `duplicate of programs[${first}] (${program.name})`);
    firstIndex.set(program.name, index);
    programs.push(program);
  });
  return programs;
}

function readProgram(value: JsonObject, path: string, credits: Credits, issues: Issues): CatalogFileProgram {
  const total = readNumber(value, 'total_credits', path, issues, { required: true, halves: true, max: MAX_CREDITS }) ?? 0;
  const requirements: ProgramRequirement[] = [];
  const list = value.requirements ?? [];
  if (Array.isArray(list)) {
    list.forEach((item, index) => {
      const requirement = readRequirement(item, `${path}.requirements[${index}]`, credits, issues);
      if (requirement) requirements.push(requirement);
    });
  } else {
    issues.error(`${path}.requirements`, 'must be a list');
  }
  const asked = requirements.reduce((sum, requirement) => sum + requirement.credits, 0);
  if (asked > total) issues.warn(`${path}.total_credits`, `the requirements ask for ${asked} credits, more than ${total}`);
  return {
    name: readText(value, 'name', path, issues, true),
    degree: readText(value, 'degree', path, issues) || 'BS',
    total_credits: total,
    min_gpa: readNumber(value, 'min_gpa', path, issues, { max: 20 }) ?? null,
    requirements,
  };
}

function readRequirement(value: unknown, path: string, credits: Credits, issues: Issues): ProgramRequirement | undefined {
  if (!isObject(value)) {
    issues.error(path, 'must be an object');
    return undefined;
  }
  const category = readText(value, 'category', path, issues, true);
  const given = readNumber(value, 'credits', path, issues, { halves: true, max: MAX_CREDITS });
  const hasAllOf = value.all_of !== undefined;
  const hasFrom = value.from !== undefined;
  if (hasAllOf && hasFrom) {
    issues.error(path, 'has both all_of and from; use one');
  } else if (hasAllOf) {
    const courses = readCodes(value, 'all_of', path, credits, issues);
    const sum = courses.reduce((total, code) => total + (credits.get(code) ?? 0), 0);
    if (given !== undefined && given !== sum) issues.warn(`${path}.credits`, `ignored: all_of requires its courses' ${sum} credits`);
    return { category, kind: 'all_of', courses, credits: sum };
  } else if (hasFrom) {
    const courses = readCodes(value, 'from', path, credits, issues);
    const offered = courses.reduce((total, code) => total + (credits.get(code) ?? 0), 0);
    if (value.credits === undefined) issues.error(`${path}.credits`, 'required with from');
    else if (given !== undefined && given > offered) issues.error(`${path}.credits`, `${given} asked, but the listed courses give only ${offered}`);
    return { category, kind: 'from', courses, credits: given ?? 0 };
  } else if (value.credits !== undefined) {
    return { category, kind: 'credits', courses: [], credits: given ?? 0 };
  } else {
    issues.error(path, 'needs all_of, credits with from, or credits');
  }
  return undefined;
}

/** A non-empty list of codes of this file's courses, canonical, each once. */
function readCodes(value: JsonObject, key: 'all_of' | 'from', path: string, credits: Credits, issues: Issues): string[] {
  const list = value[key];
  if (!Array.isArray(list) || list.length === 0) {
    issues.error(`${path}.${key}`, 'must be a non-empty list of course codes');
    return [];
  }
  const codes: string[] = [];
  list.forEach((item, index) => {
    const at = `${path}.${key}[${index}]`;
    if (typeof item !== 'string' || item.trim() === '') return issues.error(at, 'must be a course code');
    const code = codeKey(item);
    if (!credits.has(code)) issues.error(at, `no course ${code} in this file`);
    else if (codes.includes(code)) issues.warn(at, `${code} is listed twice`);
    else codes.push(code);
  });
  return codes;
}
