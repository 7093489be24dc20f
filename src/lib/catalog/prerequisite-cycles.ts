// Prerequisite cycles of a catalogue: courses no student could ever take because each waits, directly or
// not, on another that waits on it. Only real deadlocks count: `CS 3110 or CS 2800` is satisfiable when
// one branch is, so a cycle through the other branch alone is no error. Codes of no course count as met.
import { isSatisfied, requisiteCodes, type Requisite } from './requisites';

export interface CycleInput {
  code: string;
  requisite: Requisite | null;
}

/** Each cycle as codes in "is a prerequisite of" order, closing on its first code: [A, B, A]. */
export function prerequisiteCycles(courses: readonly CycleInput[]): string[][] {
  const stuck = stuckCourses(courses);
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  // Iterative depth-first search: a catalogue may chain thousands of courses.
  for (const start of stuck.keys()) {
    if (state.has(start)) continue;
    state.set(start, 'open');
    const stack = [{ code: start, next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const waitsOn = stuck.get(top.code)!;
      if (top.next >= waitsOn.length) {
        state.set(top.code, 'done');
        stack.pop();
        continue;
      }
      const to = waitsOn[top.next++]!;
      const seen = state.get(to);
      if (seen === undefined) {
        state.set(to, 'open');
        stack.push({ code: to, next: 0 });
      } else if (seen === 'open') {
        const from = stack.findIndex((frame) => frame.code === to);
        cycles.push([...stack.slice(from).map((frame) => frame.code), to].reverse());
      }
    }
  }
  return cycles;
}

/** The courses that can never be taken, each with the never-takeable courses its prerequisites name. */
function stuckCourses(courses: readonly CycleInput[]): Map<string, string[]> {
  const byCode = new Map(courses.map((course) => [course.code, course]));
  const takeable = new Set<string>();
  const isMet = (code: string) => !byCode.has(code) || takeable.has(code);
  const dependents = new Map<string, CycleInput[]>();
  for (const course of courses) {
    for (const code of requisiteCodes(course.requisite)) {
      const list = dependents.get(code) ?? [];
      list.push(course);
      dependents.set(code, list);
    }
  }
  // A course becomes takeable when its expression holds; only its dependents need a second look.
  const queue = courses.filter((course) => isSatisfied(course.requisite, isMet));
  queue.forEach((course) => takeable.add(course.code));
  while (queue.length > 0) {
    for (const dependent of dependents.get(queue.pop()!.code) ?? []) {
      if (takeable.has(dependent.code) || !isSatisfied(dependent.requisite, isMet)) continue;
      takeable.add(dependent.code);
      queue.push(dependent);
    }
  }
  const stuck = new Map<string, string[]>();
  for (const course of courses) {
    if (takeable.has(course.code)) continue;
    stuck.set(
      course.code,
      requisiteCodes(course.requisite).filter((code) => byCode.has(code) && !takeable.has(code)),
    );
  }
  return stuck;
}
