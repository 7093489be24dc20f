// Credit from elsewhere in the audit, on hand-worked figures. Program: Core = CS 1110 (4) + CS 2110 (4);
// Technical electives 6 from CS 4410 / CS 4320 / CS 4780 (3 each); Free electives 6 (credits alone).
// AP credit for CS 1110 fills half of Core. 6 transfer credits named toward Technical electives satisfy it
// (6 of 6), though no listed course is behind them; they do not spill into Free electives.
import { describe, expect, it } from 'vitest';
import { generatePlan } from '../../../../src/lib/planning/generate-plan';
import { replan } from '../../../../src/lib/planning/replan';
import { degreeProgress, requirementRows } from '../../../../src/lib/planning/requirement-rows';
import { planInsights } from '../../../../src/lib/planning/plan-insights';
import { allOf, catalog, course, credits, fromList, planCourse } from './catalog-builder';

const program = catalog(
  [
    course('CS 1110', 4),
    course('CS 2110', 4, '', 'CS 1110'),
    course('CS 4410', 3),
    course('CS 4320', 3),
    course('CS 4780', 3),
    course('HIST 1', 3),
    course('ART 1', 3),
  ],
  [allOf('Core', ['CS 1110', 'CS 2110']), fromList('Technical electives', 6, ['CS 4410', 'CS 4320', 'CS 4780']), credits('Free electives', 6)],
);

const ap = { ...planCourse('CS 1110', 4, '', 'taken'), creditSource: 'ap' };
const transfer = (id: string, credit: number) => ({
  ...planCourse('Transfer', credit, '', 'taken', id),
  creditSource: 'transfer',
  countsToward: 'Technical electives',
});

describe('credit from elsewhere in the requirement table', () => {
  it('counts a catalogue course by its code and unnamed credits toward the requirement they name', () => {
    const rows = requirementRows(program, [ap, transfer('t1', 3), transfer('t2', 3), planCourse('HIST 1', 3, 'Fall 2025', 'taken')]);
    expect(rows).toEqual([
      { category: 'Core', credits_required: 8, credits_completed: 4, credits_remaining: 4 },
      // Two entries with the same code both count: each is its own credit.
      { category: 'Technical electives', credits_required: 6, credits_completed: 6, credits_remaining: 0 },
      { category: 'Free electives', credits_required: 6, credits_completed: 3, credits_remaining: 3 },
    ]);
    // 4 + 3 + 3 + 3 earned of 120.
    expect(degreeProgress(program, [ap, transfer('t1', 3), transfer('t2', 3), planCourse('HIST 1', 3, 'Fall 2025', 'taken')])).toEqual({
      takenCredits: 13,
      percentComplete: 10.8,
    });
  });

  it('counts unnamed credits naming a requirement the program no longer has by their code, in the pool', () => {
    const gone = { ...transfer('t3', 3), countsToward: 'Humanities' };
    expect(requirementRows(program, [gone]).map((row) => row.credits_completed)).toEqual([0, 0, 3]);
  });

  it('lets a planned course follow its prerequisite earned elsewhere, with no term', () => {
    const issues = planInsights(program, [ap, planCourse('CS 2110', 4, 'Fall 2026', 'planned')], 15);
    expect(issues.filter((issue) => issue.kind === 'prerequisite')).toEqual([]);
  });
});

describe('credit from elsewhere in generation', () => {
  it('plans no electives for a requirement unnamed credits already fill', () => {
    const plan = generatePlan({
      catalog: program,
      start: { season: 'Fall', year: 2026 },
      creditLoad: 15,
      kept: [{ code: 'CS 1110', status: 'taken', term: '' }],
      creditsToward: [{ category: 'Technical electives', credit: 6 }],
    });
    const codes = plan.placed.map(({ course: item }) => item.course_code).sort();
    // Core still needs CS 2110; Free electives two of the unlisted courses; no technical elective.
    expect(codes).toEqual(['ART 1', 'CS 2110', 'HIST 1']);
  });
});

describe('credit from elsewhere in re-planning', () => {
  it('stays where it is (no term) and fills the requirement it names', () => {
    const credit = {
      courseCode: 'Transfer',
      credits: 6,
      term: '',
      status: 'taken' as const,
      creditSource: 'transfer' as const,
      countsToward: 'Technical electives',
    };
    const apCredit = { courseCode: 'CS 1110', credits: 4, term: '', status: 'taken' as const, creditSource: 'ap' as const };
    const result = replan({
      catalog: program,
      start: { season: 'Fall', year: 2026 },
      creditLoad: 15,
      today: new Date(2026, 10, 28),
      courses: [credit, apCredit],
    });
    expect(result.changes.stay).toEqual([credit, apCredit]);
    expect(result.changes.moves).toEqual([]);
    expect(result.generated.placed.map(({ course: item }) => item.course_code).sort()).toEqual(['ART 1', 'CS 2110', 'HIST 1']);
  });
});
