// Which requirement a course counts towards (docs/catalog-format.md: one requirement only, the first in file order that
// can use it). A course listed by an `all_of` or `credits`+`from` requirement belongs to the first one listing
// it, even when that one is already full, so the answer never depends on the order courses are met in.
// Every other course feeds the `credits`-alone requirements as one pool, filled in file order: the first
// takes what it needs, the next the rest, and the last keeps any surplus.
import type { Program } from '../catalog/catalog';
import { codeKey } from '../catalog/course-code';

export interface CountedCourse {
  code: string;
  credit: number;
  /**
   * Credits with no course behind them (credit from elsewhere): the index of the requirement the student said
   * they count toward. They go there whatever the code, and two of them with the same code both count.
   */
  requirement?: number;
}

/**
 * The index of the program's requirement with this category, for credits with no course behind them that the
 * student said count toward it; undefined without one (a category the program does not have, or has no more).
 */
export function requirementByCategory(program: Program, category: string | undefined): number | undefined {
  const wanted = category?.trim();
  if (!wanted) return undefined;
  const at = program.requirements.findIndex((requirement) => requirement.category === wanted);
  return at < 0 ? undefined : at;
}

/** Code → index of the first `all_of` or `from` requirement listing it. Unlisted codes go to the pool. */
export function requirementOwners(program: Program): Map<string, number> {
  const owners = new Map<string, number>();
  program.requirements.forEach((requirement, index) => {
    if (requirement.kind === 'credits') return;
    for (const code of requirement.courses) {
      const key = codeKey(code);
      if (!owners.has(key)) owners.set(key, index);
    }
  });
  return owners;
}

/** Credits counted towards each requirement, by index, for these courses (each code counted once). */
export function countTowardsRequirements(program: Program, courses: readonly CountedCourse[], owners = requirementOwners(program)): number[] {
  const counted = program.requirements.map(() => 0);
  const seen = new Set<string>();
  let pool = 0;
  for (const course of courses) {
    if (course.requirement !== undefined && course.requirement >= 0 && course.requirement < counted.length) {
      counted[course.requirement]! += course.credit;
      continue;
    }
    const key = codeKey(course.code);
    if (seen.has(key)) continue;
    seen.add(key);
    const owner = owners.get(key);
    if (owner === undefined) pool += course.credit;
    else counted[owner]! += course.credit;
  }
  return distributePool(program, counted, pool);
}

function distributePool(program: Program, counted: number[], pool: number): number[] {
  const alone = program.requirements.flatMap((requirement, index) => (requirement.kind === 'credits' ? [index] : []));
  alone.forEach((index, position) => {
    const share = position === alone.length - 1 ? pool : Math.min(pool, program.requirements[index]!.credits);
    counted[index]! += share;
    pool -= share;
  });
  return counted;
}

/** Credits a requirement asks for: the sum of its courses' credits for `all_of`, its `credits` otherwise. */
export function creditsRequired(program: Program, index: number, creditOf: (code: string) => number): number {
  const requirement = program.requirements[index]!;
  if (requirement.kind !== 'all_of') return requirement.credits;
  return requirement.courses.reduce((sum, code) => sum + creditOf(codeKey(code)), 0);
}
