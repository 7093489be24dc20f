// Which courses the plan needs: every `all_of` course, then for each `credits`+`from` requirement and for the
// `credits`-alone pool the electives that add least late work, each with what it needs (requisite-closure).
// An elective is judged by how far it would push the plan past its current longest chain, then by the credits
// it brings beyond what the requirement still lacks, then by its earliest term, then by code. Last, electives
// made unnecessary by courses chosen after them are dropped again.
import type { Program } from '../catalog/catalog';
import { codeKey } from '../catalog/course-code';
import { isSatisfied } from '../catalog/requisites';
import type { CatalogIndex } from './catalog-index';
import type { Feasibility } from './feasibility';
import { PlanImpossibleError } from './plan-impossible-error';
import { requisiteClosure, type Closure } from './requisite-closure';
import { countTowardsRequirements, requirementOwners, type CountedCourse } from './requirement-counting';

export interface SelectionInput {
  index: CatalogIndex;
  program: Program;
  done: ReadonlySet<string>;
  feasible: Feasibility;
  /** Earliest position of any course, as if every course that can be taken were planned. */
  hypothetical: (code: string) => number;
  /** Earliest position of a course given only these planned codes. */
  chainOf: (plan: ReadonlySet<string>) => number;
  /** Codes the plan must hold whatever the requirements say (pinned by the student). */
  required?: readonly string[];
  /** Credits with no course behind them, each toward its requirement (credit from elsewhere). */
  extra?: readonly CountedCourse[];
}

export function selectCourses(input: SelectionInput): string[] {
  const { index, program, done, feasible } = input;
  const owners = requirementOwners(program);
  const closure = requisiteClosure(index, done, feasible, input.hypothetical);
  const required = new Set<string>();
  for (const code of input.required ?? []) {
    if (!index.courses.has(code) || done.has(code)) continue;
    required.add(code);
    closure.ensure(code);
  }
  for (const requirement of program.requirements) {
    if (requirement.kind !== 'all_of') continue;
    // A listed code the catalogue lacks cannot be planned; like a requisite it names nothing to schedule.
    for (const code of requirement.courses.map(codeKey).filter((code) => index.courses.has(code))) {
      required.add(code);
      closure.ensure(code);
    }
  }
  const counted = () =>
    countTowardsRequirements(
      program,
      [...(input.extra ?? []), ...[...done, ...closure.order].map((code) => ({ code, credit: index.courses.get(code)?.credit ?? 0 }))],
      owners,
    );
  program.requirements.forEach((requirement, position) => {
    if (requirement.kind !== 'from') return;
    const pool = requirement.courses
      .map(codeKey)
      .filter((code) => owners.get(code) === position && index.courses.has(code))
      .sort();
    for (let short = requirement.credits - counted()[position]!; short > 1e-9; short = requirement.credits - counted()[position]!) {
      const pick = bestElective(input, closure, pool, short);
      if (!pick) throw shortRequirement(input, requirement.category, requirement.credits, pool);
      closure.ensure(pick);
    }
  });
  const alone = program.requirements.filter((requirement) => requirement.kind === 'credits');
  if (alone.length > 0) {
    const need = alone.reduce((sum, requirement) => sum + requirement.credits, 0);
    const pool = [...index.courses.keys()].filter((code) => !owners.has(code)).sort();
    const poolCredits = () => counted().reduce((sum, credits, position) => sum + (program.requirements[position]!.kind === 'credits' ? credits : 0), 0);
    for (let short = need - poolCredits(); short > 1e-9; short = need - poolCredits()) {
      const pick = bestElective(input, closure, pool, short);
      if (!pick) {
        const rows = counted();
        const open = program.requirements.find((requirement, position) => requirement.kind === 'credits' && rows[position]! < requirement.credits)!;
        throw new PlanImpossibleError(`${open.category} needs ${open.credits} credits, but the catalogue has too few other courses that can be taken.`, {
          requirement: open.category,
        });
      }
      closure.ensure(pick);
    }
  }
  dropUnneeded(input, closure, required, counted);
  return [...closure.order].sort();
}

function bestElective(input: SelectionInput, closure: Closure, pool: readonly string[], short: number): string | undefined {
  const chain = input.chainOf(new Set(closure.order));
  let best: string | undefined;
  let bestKey: number[] = [];
  for (const code of pool) {
    const credit = input.index.courses.get(code)!.credit;
    if (closure.has(code) || closure.isKept(code) || credit <= 0 || !input.feasible.canTake(code)) continue;
    const start = input.hypothetical(code);
    const key = [Math.max(0, start + 1 - chain), closure.cost(code) - Math.min(credit, short), start];
    if (!Number.isFinite(key[1]!)) continue;
    if (!best || lessThan(key, bestKey)) [best, bestKey] = [code, key];
  }
  return best;
}

function lessThan(a: number[], b: number[]): boolean {
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return a[at]! < b[at]!;
  return false;
}

function shortRequirement(input: SelectionInput, category: string, credits: number, pool: readonly string[]): PlanImpossibleError {
  const listed = pool.reduce((sum, code) => sum + input.index.courses.get(code)!.credit, 0);
  const blocked = pool.find((code) => !input.feasible.canTake(code));
  if (listed < credits || !blocked)
    return new PlanImpossibleError(`${category} needs ${credits} credits, but its courses add up to only ${listed}.`, { requirement: category });
  return new PlanImpossibleError(`${category} needs ${credits} credits, but not enough of its courses can be taken: ${input.feasible.whyNot(blocked)}`, {
    requirement: category,
    course: blocked,
  });
}

// Later picks (and the courses they need) can cover what an earlier elective was chosen for.
function dropUnneeded(input: SelectionInput, closure: Closure, required: ReadonlySet<string>, counted: () => number[]): void {
  const { program, index } = input;
  const satisfied = () => {
    const rows = counted();
    return program.requirements.every((requirement, position) => requirement.kind === 'all_of' || rows[position]! >= requirement.credits - 1e-9);
  };
  for (const code of [...closure.order].reverse()) {
    if (required.has(code)) continue;
    closure.remove(code);
    const met = (other: string) => closure.isKept(other) || closure.has(other);
    const stillHolds =
      satisfied() && closure.order.every((other) => isSatisfied(index.courses.get(other)!.prereq, met) && isSatisfied(index.courses.get(other)!.coreq, met));
    if (!stillHolds) closure.ensure(code);
  }
}
