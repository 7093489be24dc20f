// The bundled sample catalogue (Harborview State University) read the way the server imports it, its
// Computer Science program, and a plan generated for a student who has taken four first-year courses.
import { readFileSync } from 'node:fs';
import type { CatalogCourse } from '../../../../src/lib/catalog/catalog';
import { readCatalogFile } from '../../../../src/lib/catalog/catalog-file';
import type { AdvisorInput, AdvisorPlanCourse } from '../../../../src/lib/advisor/advisor-types';
import { generatePlan } from '../../../../src/lib/planning/generate-plan';
import type { ProgramCatalog } from '../../../../src/lib/planning/plan-types';

export function sampleCatalog(): ProgramCatalog {
  const file = readCatalogFile(JSON.parse(readFileSync(new URL('../../../../server/catalog/sample-catalog.json', import.meta.url), 'utf8')));
  if (!file.ok) throw new Error(file.errors.join('\n'));
  const program = file.catalog.programs.find((item) => item.name === 'Computer Science')!;
  const courses: CatalogCourse[] = file.catalog.courses.map((course) => ({
    id: `id-${course.code}`,
    course_code: course.code,
    course_title: course.title,
    course_description: course.description,
    course_credit: course.credits,
    course_offered: course.offered.join(', '),
    course_category: course.category,
    course_prereq: course.prerequisites,
    course_coreq: course.corequisites,
    min_grade_req: course.min_grade,
    course_url: course.url,
    course_note: course.note,
  }));
  return {
    university: { id: 'u1', name: file.catalog.university.name, terms: file.catalog.university.terms },
    program: {
      id: 'p1',
      university: 'u1',
      program_name: program.name,
      degree: program.degree,
      total_credits: program.total_credits,
      min_gpa: program.min_gpa,
      requirements: program.requirements,
    },
    courses,
  };
}

export const TAKEN = ['FYS 1000', 'CS 1110', 'MATH 1110', 'WRIT 1010'];

export function sampleInput(overrides: Partial<AdvisorInput> = {}): AdvisorInput {
  const catalog = sampleCatalog();
  const byCode = new Map(catalog.courses.map((course) => [course.course_code, course]));
  const kept = TAKEN.map((code) => ({ code, status: 'taken' as const, term: 'Fall 2025' }));
  const generated = generatePlan({ catalog, start: { season: 'Spring', year: 2026 }, creditLoad: 15, kept });
  const planCourses: AdvisorPlanCourse[] = [
    ...kept.map((course, index) => ({
      id: `t${index}`,
      course_code: course.code,
      course_title: byCode.get(course.code)!.course_title,
      credit: byCode.get(course.code)!.course_credit,
      term: course.term,
      status: course.status,
    })),
    ...generated.placed.map((placed, index) => ({
      id: `p${index}`,
      course_code: placed.course.course_code,
      course_title: placed.course.course_title,
      credit: placed.course.course_credit,
      term: placed.term,
      status: 'planned' as const,
    })),
  ];
  return {
    profile: { first_name: 'Ada', expected_graduation: '2030-05-15' },
    plan: { start_term: 'Spring', start_year: 2026, credit_load: 15, estimated_graduation: generated.estimatedGraduation, program_name: 'Computer Science' },
    planCourses,
    catalog,
    tasks: [],
    // Mid-January: the current term is Spring 2026 (Harborview teaches no Winter term).
    now: new Date(2026, 0, 15, 12),
    ...overrides,
  };
}
