// Seeded, realistic programs for the planner bench: departments with course levels 1000–4000, prerequisite
// chains (and, or) reaching down one to three levels, labs as corequisites, Fall/Spring offering patterns
// with some courses unknown, credits of 3 and 4 with labs of 1 and seminars of half a credit, a core, a
// math list, technical electives and free electives. Same seed, same program.
import type { CatalogCourse, ProgramRequirement } from '../../src/lib/catalog/catalog';
import type { Season } from '../../src/lib/catalog/terms';
import type { PlanInput } from '../../src/lib/planning/plan-types';

export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = ['CS', 'MATH', 'PHYS', 'ECON', 'HIST', 'BIO'];

export function benchProgram(size: number, seed: number): PlanInput {
  const rand = random(seed * 7919 + size);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const taught: Season[] = rand() < 0.3 ? ['Spring', 'Summer', 'Fall'] : ['Spring', 'Fall'];
  const byLevel: string[][] = [[], [], [], []];
  const courses: CatalogCourse[] = [];
  for (let at = 0; at < size; at++) {
    const level = Math.min(3, Math.floor((at / size) * 4));
    const subject = SUBJECTS[at % SUBJECTS.length]!;
    const code = `${subject} ${(level + 1) * 1000 + at}`;
    const lower = byLevel.slice(Math.max(0, level - 2), level).flat();
    const sameLevel = byLevel[level]!.filter((other) => other.startsWith(subject));
    const parts: string[] = [];
    if (lower.length > 0) {
      parts.push(pick(lower));
      if (rand() < 0.4) parts.push(`(${pick(lower)} or ${pick(lower)})`);
    }
    if (sameLevel.length > 0 && rand() < 0.15) parts.push(pick(sameLevel));
    const roll = rand();
    const offered = level === 0 || roll < 0.55 ? 'Fall, Spring' : roll < 0.72 ? 'Fall' : roll < 0.89 ? 'Spring' : '';
    const credit = rand() < 0.08 ? 0.5 : rand() < 0.35 ? 4 : 3;
    courses.push(benchCourse(code, credit, offered, [...new Set(parts)].join(' and ')));
    byLevel[level]!.push(code);
    if (rand() < 0.06) {
      const lab = `${subject} ${(level + 1) * 1000 + size + at}`;
      courses.push(benchCourse(lab, 1, offered, '', code));
      courses[courses.length - 2]!.course_coreq = lab;
    }
  }
  const codes = courses.map((item) => item.course_code);
  const core = [...new Set(Array.from({ length: Math.round(size * 0.12) }, () => pick(codes)))];
  const math = codes.filter((code) => code.startsWith('MATH')).slice(0, 12);
  const technical = codes.filter((code) => code.startsWith('CS') && !core.includes(code)).slice(-20);
  const requirements: ProgramRequirement[] = [
    { category: 'Core', kind: 'all_of', courses: core, credits: 0 },
    { category: 'Mathematics', kind: 'from', courses: math, credits: 9 },
    { category: 'Technical electives', kind: 'from', courses: technical, credits: 12 },
    { category: 'Free electives', kind: 'credits', courses: [], credits: 15 + Math.floor(rand() * 4) * 3 },
  ];
  return {
    catalog: {
      university: { id: 'u', name: 'Bench University', terms: taught },
      program: { id: 'p', university: 'u', program_name: 'Bench', degree: 'BS', total_credits: 120, min_gpa: null, requirements },
      courses,
    },
    start: { season: 'Fall', year: 2026 },
    creditLoad: pick([0, 12, 15, 18]),
    kept: byLevel[0]!.filter(() => rand() < 0.1).map((code) => ({ code, status: 'taken' as const, term: 'Spring 2026' })),
  };
}

function benchCourse(code: string, credit: number, offered: string, prereq: string, coreq = ''): CatalogCourse {
  return {
    id: code,
    course_code: code,
    course_title: code,
    course_description: '',
    course_credit: credit,
    course_offered: offered,
    course_category: '',
    course_prereq: prereq,
    course_coreq: coreq,
    min_grade_req: '',
    course_url: '',
    course_note: '',
  };
}
