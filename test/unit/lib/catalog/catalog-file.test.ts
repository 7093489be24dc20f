// readCatalogFile: every kind of error names the course or program and the field; warnings stay apart.
import { describe, expect, it } from 'vitest';
import { CATALOG_FORMAT, readCatalogFile, type CatalogFileResult } from '../../../../src/lib/catalog/catalog-file';
import { DEFAULT_GRADING_SCALE } from '../../../../src/lib/grades/grading-scale';

const course = (code: string, extra: Record<string, unknown> = {}) => ({ code, title: `Course ${code}`, credits: 3, ...extra });

function file(courses: unknown[], programs: unknown[] = [], university: unknown = { name: 'Test U' }) {
  return { format: CATALOG_FORMAT, university, courses, programs };
}

function errorsOf(result: CatalogFileResult): string[] {
  return result.ok ? [] : result.errors;
}

describe('readCatalogFile', () => {
  it('normalizes a valid file: canonical codes, seasons in order, defaults', () => {
    const result = readCatalogFile(
      file(
        [
          course('cs  1110', { offered: ['spring', 'FALL'], extra_field: 'ignored', credits: 4 }),
          course('CS 2110', { prerequisites: 'cs 1110 , (math 1110 OR MATH 1910)', offered: 'Fall, Summer', credits: 1.5, url: 'https://x.example/cs2110' }),
          course('MATH 1110'),
        ],
        [
          {
            name: 'Computer Science',
            total_credits: 120,
            requirements: [
              { category: 'Core', all_of: ['CS 1110', 'cs 2110'] },
              { category: 'Math', credits: 3, from: ['MATH 1110'] },
              { category: 'Free', credits: 15 },
            ],
          },
        ],
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { catalog } = result;
    expect(catalog.university).toEqual({ name: 'Test U', terms: ['Spring', 'Fall'] });
    expect(catalog.courses[0]).toEqual({
      code: 'CS 1110',
      title: 'Course cs  1110',
      description: '',
      credits: 4,
      offered: ['Spring', 'Fall'],
      category: '',
      prerequisites: '',
      corequisites: '',
      min_grade: '',
      url: '',
      note: '',
    });
    expect(catalog.courses[1]).toMatchObject({ offered: ['Summer', 'Fall'], prerequisites: 'CS 1110 and (MATH 1110 or MATH 1910)', credits: 1.5 });
    expect(catalog.programs).toEqual([
      {
        name: 'Computer Science',
        degree: 'BS',
        total_credits: 120,
        min_gpa: null,
        requirements: [
          { category: 'Core', kind: 'all_of', courses: ['CS 1110', 'CS 2110'], credits: 5.5 },
          { category: 'Math', kind: 'from', courses: ['MATH 1110'], credits: 3 },
          { category: 'Free', kind: 'credits', courses: [], credits: 15 },
        ],
      },
    ]);
    expect(result.warnings).toEqual([
      'courses[1].offered: Summer: not a term the university teaches',
      'courses[1].prerequisites: no course MATH 1910 in this file; counted as met',
    ]);
  });

  it('names the course and field of every course error', () => {
    const result = readCatalogFile(
      file([
        course('CS 1110'),
        course('CS 2110'),
        course('cs 2110 '),
        course('CS 3110', { prerequisites: 'CS 1110 orr CS 2110' }),
        course('CS 4110', { url: 'ftp://files.example.edu/cs4110' }),
        course('CS 4120', { credits: -1 }),
        course('CS 4121', { credits: 2.25 }),
        course('CS 4130', { offered: ['Fall', 'Autumn'] }),
        { code: 'Intro to things', title: 'x', credits: 3 },
        { code: 'CS 5000', credits: '3' },
        'not a course',
        course('CS 5110', { corequisites: 'CS 5111 and' }),
      ]),
    );
    expect(errorsOf(result)).toEqual([
      'courses[2].code: duplicate of courses[1] (CS 2110)',
      'courses[3].prerequisites: unexpected "orr" at 9',
      'courses[4].url: must be http or https',
      'courses[5].credits: must be a number from 0 to 99',
      'courses[6].credits: must be a whole or half number (3, 1.5)',
      'courses[7].offered[1]: "Autumn" is not Winter, Spring, Summer or Fall',
      'courses[8].code: "Intro to things" is not a course code (a subject and a number, like CS 2110)',
      'courses[9].title: required',
      'courses[9].credits: must be a number from 0 to 99',
      'courses[10]: must be an object',
      'courses[11].corequisites: unexpected end of expression',
    ]);
  });

  it('warns about requisite codes of no course, and hints at a near miss', () => {
    const result = readCatalogFile(
      file([course('MATH 1110', { prerequisites: 'PLCM 100 or MATH 1010' }), course('MATH 1920', { prerequisites: 'MATH1110', corequisites: 'MATH 1921' })]),
    );
    expect(result).toEqual({
      ok: true,
      catalog: expect.any(Object),
      warnings: [
        'courses[0].prerequisites: no course PLCM 100 in this file; counted as met',
        'courses[0].prerequisites: no course MATH 1010 in this file; counted as met',
        'courses[1].prerequisites: no course MATH1110 in this file (did you mean MATH 1110?); counted as met',
        'courses[1].corequisites: no course MATH 1921 in this file; counted as met',
      ],
    });
  });

  it('refuses a prerequisite cycle, naming the courses in it', () => {
    const result = readCatalogFile(
      file([
        course('CS 1110'),
        course('CS 2110', { prerequisites: 'CS 1110 and CS 3110' }),
        course('CS 3110', { prerequisites: 'CS 2110' }),
        course('CS 4110', { prerequisites: 'CS 4110' }),
      ]),
    );
    expect(errorsOf(result)).toEqual([
      'courses[1].prerequisites: prerequisite cycle: CS 2110 → CS 3110 → CS 2110',
      'courses[3].prerequisites: prerequisite cycle: CS 4110 → CS 4110',
    ]);
  });

  it('accepts a loop through one branch of an or: the other branch opens it', () => {
    const result = readCatalogFile(
      file([course('CS 1110'), course('CS 2110', { prerequisites: 'CS 1110 or CS 3110' }), course('CS 3110', { prerequisites: 'CS 2110' })]),
    );
    expect(result.ok).toBe(true);
  });

  it('finds a cycle at the end of a chain of 5,000 courses without overflowing', () => {
    const courses = Array.from({ length: 5000 }, (_, index) => course(`CS ${index + 1}`, { prerequisites: `CS ${index === 4999 ? 1 : index + 2}` }));
    expect(errorsOf(readCatalogFile(file(courses)))).toHaveLength(1);
  });

  it('names the program, requirement and field of every program error', () => {
    const courses = [course('CS 1110'), course('CS 2110')];
    const result = readCatalogFile(
      file(courses, [
        {
          name: 'CS',
          total_credits: 120,
          requirements: [
            { category: 'Core', all_of: ['CS 1110', 'CS 9999'] },
            { category: 'Electives', from: ['CS 2110'] },
            { category: 'More', credits: 12, from: ['CS 1110', 'CS 2110'] },
            { category: 'Both', all_of: ['CS 1110'], from: ['CS 2110'] },
            { category: 'Nothing' },
            { all_of: [] },
          ],
        },
        { name: 'CS', total_credits: 'many', min_gpa: 40 },
        { total_credits: 120 },
      ]),
    );
    expect(errorsOf(result)).toEqual([
      'programs[0].requirements[0].all_of[1]: no course CS 9999 in this file',
      'programs[0].requirements[1].credits: required with from',
      'programs[0].requirements[2].credits: 12 asked, but the listed courses give only 6',
      'programs[0].requirements[3]: has both all_of and from; use one',
      'programs[0].requirements[4]: needs all_of, credits with from, or credits',
      'programs[0].requirements[5].category: required',
      'programs[0].requirements[5].all_of: must be a non-empty list of course codes',
      'programs[1].total_credits: must be a number from 0 to 1000',
      'programs[1].min_gpa: must be a number from 0 to 20',
      'programs[1].name: duplicate of programs[0] (CS)',
      'programs[2].name: required',
    ]);
  });

  it('refuses what is not a catalogue at all', () => {
    expect(errorsOf(readCatalogFile([]))).toEqual(['file: must be a JSON object']);
    expect(errorsOf(readCatalogFile({ format: 'other/2', university: { name: ' ', terms: ['Fall', 'Monsoon'] } }))).toEqual([
      'format: must be "degreemate-catalog/1.1" (or the older "degreemate-catalog/1")',
      'university.name: must not be empty',
      'university.terms[1]: "Monsoon" is not Winter, Spring, Summer or Fall',
      'courses: required',
    ]);
  });

  describe('university.grading_scale', () => {
    const scaled = (scale: unknown, format = CATALOG_FORMAT, courses: unknown[] = [course('CS 1110')]) => ({
      ...file(courses, [], { name: 'Test U', grading_scale: scale }),
      format,
    });

    it('is the common 4.0 scale with P/NP, S/U, W and I when absent', () => {
      const result = readCatalogFile(file([course('CS 1110')]));
      expect(result.ok && result.catalog.grading_scale).toEqual(DEFAULT_GRADING_SCALE);
      expect(DEFAULT_GRADING_SCALE.grades.map(({ grade, points }) => `${grade} ${points ?? '-'}`).join(', ')).toBe(
        'A+ 4, A 4, A- 3.7, B+ 3.3, B 3, B- 2.7, C+ 2.3, C 2, C- 1.7, D+ 1.3, D 1, D- 0.7, F 0, P -, NP -, S -, U -, W -, I -',
      );
    });

    it('reads points, credit and attempted, with defaults from the points', () => {
      const result = readCatalogFile(
        scaled({ 'A+': 4.3, A: 4, F: 0, P: { credit: true }, W: { credit: false, attempted: false }, R: { points: 1, credit: false } }),
      );
      expect(result.ok && result.catalog.grading_scale.grades).toEqual([
        { grade: 'A+', points: 4.3, credit: true, attempted: true },
        { grade: 'A', points: 4, credit: true, attempted: true },
        { grade: 'F', points: 0, credit: false, attempted: true },
        { grade: 'P', points: null, credit: true, attempted: true },
        { grade: 'W', points: null, credit: false, attempted: false },
        { grade: 'R', points: 1, credit: false, attempted: true },
      ]);
    });

    it('refuses a scale that does not read, naming the grade and the field', () => {
      expect(
        errorsOf(readCatalogFile(scaled({ A: 4, a: 3, 'A*': 4, B: -1, C: 2.333, P: {}, S: { credit: 'yes' }, X: { points: 1, weight: 2 }, N: 'none' }))),
      ).toEqual([
        'university.grading_scale.a: duplicate of A (grades are compared ignoring case)',
        'university.grading_scale.A*: "A*" is not a grade (a letter, then up to five letters, digits, + or -)',
        'university.grading_scale.B: must be a number from 0 to 10',
        'university.grading_scale.C: must have at most two decimals (3.7, 3.67)',
        'university.grading_scale.P.credit: required for a grade without points: say whether it earns credit (P: true, NP: false)',
        'university.grading_scale.S.credit: must be true or false',
        'university.grading_scale.X.weight: unknown field (points, credit and attempted are)',
        'university.grading_scale.N: must be grade points (a number) or an object with points, credit and attempted',
      ]);
      expect(errorsOf(readCatalogFile(scaled([])))).toEqual(['university.grading_scale: must be an object of grades, like {"A": 4.0, "P": {"credit": true}}']);
    });

    it('in a version 1 file, where the field was only reserved, warns and uses the default scale', () => {
      const result = readCatalogFile(scaled({ A: 'four' }, 'degreemate-catalog/1'));
      expect(result.ok && result.catalog.grading_scale).toEqual(DEFAULT_GRADING_SCALE);
      expect(result.warnings).toEqual([
        'university.grading_scale.A: must be grade points (a number) or an object with points, credit and attempted',
        'university.grading_scale: not read: the default 4.0 scale applies',
      ]);
    });

    it('spells a minimum grade as the scale does, and warns about one it lacks', () => {
      const result = readCatalogFile(
        scaled(undefined, CATALOG_FORMAT, [course('CS 1110', { min_grade: 'c-' }), course('CS 2110', { min_grade: 'C or better' })]),
      );
      expect(result.ok && result.catalog.courses.map((item) => item.min_grade)).toEqual(['C-', 'C or better']);
      expect(result.warnings).toEqual(['courses[1].min_grade: "C or better" is not a grade of the grading scale; only a passing grade will be asked']);
    });
  });
});
