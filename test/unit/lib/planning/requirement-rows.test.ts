import { describe, expect, it } from 'vitest';
import { degreeProgress, requirementRows } from '../../../../src/lib/planning/requirement-rows';
import { allOf, catalog, course, credits, fromList, planCourse } from './catalog-builder';

const program = catalog(
  [course('CS 1110', 4), course('CS 2110', 4), course('CS 4410', 3), course('CS 4320', 3), course('CS 4780', 3), course('HIST 1', 3)],
  [
    allOf('Core', ['CS 1110', 'CS 2110']),
    fromList('Technical electives', 6, ['CS 4410', 'CS 4320', 'CS 2110']),
    credits('Free electives', 6),
    credits('More electives', 3),
  ],
);

describe('requirementRows', () => {
  it('counts taken courses once, towards the first requirement in file order that can use them', () => {
    const rows = requirementRows(program, [
      planCourse('cs 2110', 4, 'Fall 2025', 'taken'),
      planCourse('CS 4410', 3, 'Spring 2026', 'taken'),
      planCourse('CS 4410', 3, 'Fall 2026', 'taken'),
      planCourse('CS 4320', 3, 'Fall 2026', 'planned'),
      planCourse('CS 1110', 4, 'Fall 2026', 'taking'),
    ]);
    expect(rows.slice(0, 2)).toEqual([
      { category: 'Core', credits_required: 8, credits_completed: 4, credits_remaining: 4 },
      { category: 'Technical electives', credits_required: 6, credits_completed: 3, credits_remaining: 3 },
    ]);
  });

  it('fills credits-alone requirements in file order from courses no list claims, the last keeping the surplus', () => {
    const rows = requirementRows(program, [
      planCourse('CS 4780', 3, 'Fall 2025', 'taken'),
      planCourse('HIST 1', 3, 'Fall 2025', 'taken'),
      planCourse('ART 9', 4.5, 'Spring 2026', 'taken'),
    ]);
    expect(rows.slice(2)).toEqual([
      { category: 'Free electives', credits_required: 6, credits_completed: 6, credits_remaining: 0 },
      { category: 'More electives', credits_required: 3, credits_completed: 4.5, credits_remaining: -1.5 },
    ]);
  });

  it('gives taken credits and the percent complete to one decimal', () => {
    expect(
      degreeProgress(program, [planCourse('CS 1110', 4, 'Fall 2025', 'taken'), planCourse('CS 2110', 4, '', 'taking'), planCourse('X 1', 3.5, '', 'taken')]),
    ).toEqual({ takenCredits: 7.5, percentComplete: 6.3 });
  });
});
