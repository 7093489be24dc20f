// A new plan generated on 2026-11-28 for a student who started in Fall 2024: Fall 2026 is under way and a new
// plan has nothing being taken, so everything goes from Spring 2027 on. Hand-worked: the CS chain (offered
// Fall and Spring only) needs Spring 2027, Fall 2027 and Spring 2028, so the plan ends in Spring 2028.
import { describe, expect, it } from 'vitest';
import { parseTerm, termIndex } from '../../../../src/lib/catalog/terms';
import { generateNewPlan } from '../../../../src/lib/planning/generate-new-plan';
import { allOf, catalog, course, credits } from './catalog-builder';

const program = catalog(
  [
    course('CS 1110', 4, 'Fall, Spring'),
    course('CS 2110', 4, 'Fall, Spring', 'CS 1110'),
    course('CS 3110', 4, 'Fall, Spring', 'CS 2110'),
    course('MATH 1910', 4),
    course('HIST 1000', 3),
    course('ART 1000', 3),
  ],
  [allOf('Core', ['CS 1110', 'CS 2110', 'CS 3110', 'MATH 1910']), credits('Free electives', 6)],
  ['Spring', 'Summer', 'Fall'],
);
const index = (term: string) => termIndex(parseTerm(term)!);

describe('generateNewPlan', () => {
  it('places nothing in an ended term or the term under way', () => {
    const plan = generateNewPlan({ catalog: program, start: { season: 'Fall', year: 2024 }, creditLoad: 12, today: new Date(2026, 10, 28) });
    const terms = plan.placed.map(({ term }) => term);
    expect(Math.min(...terms.map(index))).toBe(index('Spring 2027'));
    expect(plan.placed.find(({ course }) => course.course_code === 'CS 3110')?.term).toBe('Spring 2028');
    expect(plan.estimatedGraduation).toBe('Spring 2028');
  });

  it('starts at the start term when it is still ahead', () => {
    const plan = generateNewPlan({ catalog: program, start: { season: 'Fall', year: 2027 }, creditLoad: 12, today: new Date(2026, 10, 28) });
    expect(Math.min(...plan.placed.map(({ term }) => index(term)))).toBe(index('Fall 2027'));
  });
});
