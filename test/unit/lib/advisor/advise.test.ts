import { describe, expect, it } from 'vitest';
import { advise } from '../../../../src/lib/advisor/advise';
import { findCourses } from '../../../../src/lib/advisor/course-matcher';
import { parseTerm, termIndex } from '../../../../src/lib/catalog/terms';
import { sampleCatalog, sampleInput } from './sample-advisor-input';

const input = sampleInput();
const planned = input.planCourses.filter((course) => course.status === 'planned');
const termOf = (code: string) => input.planCourses.find((course) => course.course_code === code)!.term;
// The first planned term after Spring 2026 (the current term on 15 January 2026).
const springIndex = termIndex({ season: 'Spring', year: 2026 });
const nextTermName = planned
  .map((course) => course.term)
  .filter((term) => termIndex(parseTerm(term)!) > springIndex)
  .sort((a, b) => termIndex(parseTerm(a)!) - termIndex(parseTerm(b)!))[0]!;
const lastTerm = planned.map((course) => course.term).sort((a, b) => termIndex(parseTerm(b)!) - termIndex(parseTerm(a)!))[0]!;

// Two imported syllabi; the sample's today (15 January 2026) is in week 1 of both.
const syllabi = [
  {
    course: 'CS 2110',
    term: 'Spring 2026',
    term_start: '2026-01-12',
    topics: [{ week: 1, starts_on: null, topic: 'Recursion' }],
    grading: [
      { component: 'Assignments', percent: 40 },
      { component: 'Prelims', percent: 35 },
      { component: 'Final exam', percent: 25 },
    ],
  },
  {
    course: 'MATH 1920',
    term: 'Spring 2026',
    term_start: '2026-01-12',
    topics: [
      { week: 1, starts_on: null, topic: 'Vectors' },
      { week: 2, starts_on: null, topic: 'Partial derivatives' },
    ],
    grading: [
      { component: 'Homework', percent: 40 },
      { component: 'Prelims', percent: 60 },
    ],
  },
];

const soon = (days: number) => new Date(input.now.getTime() + days * 86_400_000).toISOString();

describe('findCourses', () => {
  const courses = sampleCatalog().courses;
  const codes = (text: string) => findCourses(text, courses).map((course) => course.course_code);

  it.each([
    ['cs2110', ['CS 2110']],
    ['CS 2110', ['CS 2110']],
    ['cs   2110 and math-2210', ['CS 2110', 'MATH 2210']],
    ['tell me about linear algebra', ['MATH 2210']],
    ['CX 4740 please', ['CS 4740']],
    ['ZZ 9999', []],
  ])('%s → %j', (text, expected) => expect(codes(text)).toEqual(expected));
});

describe('advise on the sample catalogue and a generated plan', () => {
  const table: { question: string; intent: string; contains: string[]; excludes?: string[]; with?: Parameters<typeof sampleInput>[0] }[] = [
    {
      question: 'What are the prerequisites for cs2110?',
      intent: 'prerequisites',
      contains: ['CS 1110 or CS 1112', 'CS 1110: taken', 'CS 1112: planned for', 'Minimum grade: C.', 'you have met these prerequisites'],
    },
    {
      question: 'prereqs of CS 3110',
      intent: 'prerequisites',
      contains: ['CS 2110 and CS 2800', `CS 2110: planned for ${termOf('CS 2110')}`, 'not met these prerequisites yet'],
    },
    { question: 'What do I need before I can take Linear Algebra?', intent: 'prerequisites', contains: ['**MATH 2210** (Linear Algebra) requires MATH 1120'] },
    { question: 'prerequisites of CX 4740', intent: 'prerequisites', contains: ['CS 4740', 'requires CS 3780'] },
    { question: 'When is PHIL 2300 offered?', intent: 'offered', contains: ['is offered in Spring.', 'It is not in your plan.'] },
    { question: 'which term is cs 2800 offered', intent: 'offered', contains: ['offered in Spring and Fall', `planned for ${termOf('CS 2800')}`] },
    {
      question: 'What should I take next term?',
      intent: 'next-term',
      contains: [nextTermName, ...planned.filter((course) => course.term === nextTermName).map((course) => course.course_code)],
    },
    {
      question: 'How many credits do I have left?',
      intent: 'requirements',
      contains: ['| First-year seminar | 1 | 1 | Satisfied |', 'Computer science core', 'CS 2110', 'of the 120 for Computer Science'],
    },
    {
      question: 'Will I graduate on time?',
      intent: 'graduation',
      contains: [`projected graduation is **${lastTerm}**`, 'on track'],
      excludes: ['Projected to finish'],
    },
    {
      question: 'Am I on track to graduate?',
      intent: 'graduation',
      contains: ['behind', 'May 2027'],
      with: { profile: { first_name: 'Ada', expected_graduation: '2027-05-20' } },
    },
    { question: 'What if I drop CS 2110?', intent: 'what-if', contains: ['Dropping **CS 2110**', 'prerequisite of', 'CS 3110'] },
    {
      question: 'what if I move cs 2110 to Fall 2031',
      intent: 'what-if',
      contains: ['Moving **CS 2110**', 'to Fall 2031', 'projected graduation changes', 'Fall 2031**'],
    },
    {
      question: 'What is due this week?',
      intent: 'due',
      contains: ['Lab report (CS 2110)', 'Problem set 3'],
      excludes: ['Final essay', 'Old quiz'],
      with: {
        tasks: [
          { title: 'Problem set 3', course: '', due_at: soon(2), status: 'todo' },
          { title: 'Lab report', course: 'CS 2110', due_at: soon(1), status: 'in_progress' },
          { title: 'Final essay', course: '', due_at: soon(12), status: 'todo' },
          { title: 'Old quiz', course: '', due_at: soon(3), status: 'complete' },
        ],
      },
    },
    { question: 'What is due this week?', intent: 'due', contains: ['Nothing is due'] },
    {
      question: 'How much is the final worth in CS 2110?',
      intent: 'syllabus',
      contains: ['Final exam counts for **25%** of CS 2110.', '- Assignments: 40%'],
      excludes: ['MATH 1920'],
      with: { syllabi },
    },
    {
      question: 'What is the grade breakdown?',
      intent: 'syllabus',
      contains: ['**CS 2110** (Spring 2026) grading:', '**MATH 1920** (Spring 2026) grading:', '- Prelims: 60%'],
      with: { syllabi },
    },
    {
      question: 'What topics are we covering this week in math 1920?',
      intent: 'syllabus',
      contains: ['- This week: Vectors', '- Next week: Partial derivatives'],
      excludes: ['Recursion'],
      with: { syllabi },
    },
    { question: 'How much is the final worth?', intent: 'syllabus', contains: ['You have not imported a syllabus yet'] },
    // Credits are the plan's, not a syllabus's grading.
    { question: 'How many credits is CS 2110 worth?', intent: 'requirements', contains: ['Computer science core'], with: { syllabi } },
    {
      question: 'What is the weather tomorrow?',
      intent: 'help',
      contains: ['could not match', 'the prerequisites of a course', 'what is due in the next seven days'],
    },
    { question: 'What should I take next term?', intent: 'next-term', contains: ['no graduation plan'], with: { plan: null, planCourses: [] } },
  ];

  it.each(table)('$question', ({ question, intent, contains, excludes = [], with: overrides }) => {
    const answer = advise(overrides ? sampleInput(overrides) : input, question);
    expect(answer.intent).toBe(intent);
    for (const fact of contains) expect(answer.text).toContain(fact);
    for (const fact of excludes) expect(answer.text).not.toContain(fact);
  });

  it.each(table)('$question: no sentence runs on from a list item (markdown would join it to the bullet)', ({ question, with: overrides }) => {
    const { text } = advise(overrides ? sampleInput(overrides) : input, question);
    expect(text).not.toMatch(/^- .*\n(?!- |\n)/m);
  });

  const firstSentence = (question: string) => advise(input, question).text.split('\n')[0]!;

  it('answers the question asked in its first sentence', () => {
    expect(firstSentence('How many credits do I have left?')).toMatch(/^You have \*\*108 credits left\*\* of the 120/);
    expect(advise(input, 'How many credits do I have left to graduate?').intent).toBe('requirements');
    expect(firstSentence('Will I graduate on time?')).toBe(
      `Yes, you are **on track**: your projected graduation is **${lastTerm}**, by your expected graduation in May 2030.`,
    );
    expect(firstSentence('When will I graduate?')).toBe(
      `Your projected graduation is **${lastTerm}**, by your expected graduation in May 2030: you are **on track**.`,
    );
    expect(advise(sampleInput({ profile: { first_name: 'Ada', expected_graduation: '2027-05-20' } }), 'Am I on track to graduate?').text).toBe(
      `No, you are **behind**: your projected graduation is **${lastTerm}**, after your expected graduation in May 2027.`,
    );
  });

  it('says yes or no first to "can I take", from the prerequisites and the season asked', () => {
    expect(advise(input, 'Can I take CS 3110 next fall?').intent).toBe('can-take');
    expect(firstSentence('Can I take CS 3110 next fall?')).toBe(
      'Not yet: you have not met the prerequisites of **CS 3110** (Functional Programming and Data Structures).',
    );
    expect(firstSentence('Can I take CS 2110 next spring?')).toBe(
      'Yes: you have met the prerequisites of **CS 2110** (Object-Oriented Programming and Data Structures), and it is offered in Spring.',
    );
    expect(firstSentence('can i take PHIL 2300 in fall')).toBe(
      'No: **PHIL 2300** (Ethics and Technology) is not offered in Fall; the catalogue lists it in Spring.',
    );
    const taking = sampleInput({
      planCourses: input.planCourses.map((course) => (['CS 2110', 'CS 2800'].includes(course.course_code) ? { ...course, status: 'taking' as const } : course)),
    });
    expect(advise(taking, 'Can I take CS 3110 next fall?').text.split('\n')[0]).toBe('Yes, once you pass CS 2110 and CS 2800, which you are taking now.');
  });

  it('lists the due tasks soonest first', () => {
    const answer = advise(
      sampleInput({
        tasks: [
          { title: 'Second', course: '', due_at: soon(4), status: 'todo' },
          { title: 'First', course: '', due_at: soon(1), status: 'todo' },
        ],
      }),
      'anything due?',
    );
    expect(answer.text.indexOf('First')).toBeLessThan(answer.text.indexOf('Second'));
  });
});
