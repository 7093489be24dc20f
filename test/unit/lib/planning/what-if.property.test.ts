// What-if's accounting on random universities and records: whatever the programs and the student's courses
// (repeats, failed grades, credit from elsewhere, codes the catalogue lacks), what carries over to either
// program plus what does not is exactly what the student has done, course for course and credit for credit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeKey } from '../../../../src/lib/catalog/course-code';
import { SEASONS } from '../../../../src/lib/catalog/terms';
import type { GradedCourse } from '../../../../src/lib/grades/graded-course';
import { whatIf } from '../../../../src/lib/planning/what-if';
import { wildInput } from './random-catalog';

const record = fc.array(
  fc.record({
    pick: fc.nat(999),
    unknown: fc.boolean(),
    credits: fc.constantFrom(0, 1, 1.5, 3, 4),
    status: fc.constantFrom<GradedCourse['status']>('taken', 'taking', 'planned'),
    grade: fc.option(fc.constantFrom('A', 'C', 'D', 'F', 'P', 'NP', 'W')),
    creditSource: fc.option(fc.constantFrom<NonNullable<GradedCourse['creditSource']>>('ap', 'transfer'), { freq: 4 }),
    term: fc.option(fc.tuple(fc.constantFrom(...SEASONS), fc.integer({ min: 2024, max: 2029 }))),
    pinned: fc.boolean(),
  }),
  { maxLength: 12 },
);

const sum = (list: { credits: number }[]) => list.reduce((total, course) => total + course.credits, 0);
const keys = (list: { courseCode: string }[]) => list.map((course) => codeKey(course.courseCode)).sort();

describe('whatIf properties', () => {
  it('carried over + not carried over = done, in both programs', () => {
    fc.assert(
      fc.property(wildInput, wildInput, record, (current, second, raw) => {
        const codes = current.catalog.courses.map((course) => course.course_code);
        const courses: GradedCourse[] = raw.map((shape) => ({
          courseCode: shape.unknown ? `GONE ${shape.pick}` : codes[shape.pick % codes.length]!.toLowerCase(),
          credits: shape.credits,
          term: shape.term ? `${shape.term[0]} ${shape.term[1]}` : '',
          status: shape.status,
          pinned: shape.pinned,
          ...(shape.grade ? { grade: shape.grade } : {}),
          ...(shape.creditSource ? { creditSource: shape.creditSource } : {}),
        }));
        const other = { ...current.catalog, program: { ...second.catalog.program, id: 'p2', program_name: 'Other' } };
        const result = whatIf({
          current: current.catalog,
          other,
          start: current.start,
          creditLoad: current.creditLoad,
          today: new Date(2026, 10, 28),
          courses,
        });
        expect(new Set(keys(result.done)).size).toBe(result.done.length);
        expect(result.doneCredits).toBeCloseTo(sum(result.done), 9);
        for (const side of [result.current, result.other]) {
          const { carried, notCarried, carriedCredits, notCarriedCredits } = side.carryOver;
          expect([...keys(carried), ...keys(notCarried)].sort()).toEqual(keys(result.done));
          expect(carriedCredits + notCarriedCredits).toBeCloseTo(result.doneCredits, 9);
          expect(carriedCredits).toBeCloseTo(sum(carried), 9);
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
