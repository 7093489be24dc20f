// The embedded weekly plan generator: pure and deterministic, everything comes from the input (the
// moment of generation included: no clock, no network), so the browser offline and the server write the
// same plan. Blocks go only into free time (free-time.ts): within the daily window, after the moment of
// generation, outside class meetings and the week's other plans. Deadlines are placed first, then the
// description's topics with their spaced reviews, then a review per class that has no block yet, a short
// wrap-up and practice per topic, each only while the weekly budget, the day's cap and its free time have room.
import { busyIntervalsOfWeek, type BusyInterval } from '../timetable/class-meeting';
import { minutesOf } from './clock-time';
import { placeDeadlines } from './deadline-preps';
import { readDescription } from './described-plan';
import { weekWindow } from './free-time';
import { courseBook, type CourseBook } from './plan-courses';
import { deadlinesOfWeek } from './plan-deadlines';
import { planMarkdown } from './plan-markdown';
import { extractTopics, plainText, shorten } from './plan-topics';
import { timeBlocks } from './schedule-times';
import { learnFocus, placePractice, placeTopics, type TopicCourse } from './spaced-reviews';
import { isWeekOf } from './week';
import { budgetHours, budgetMinutes, WeekLedger } from './week-ledger';
import { DEFAULT_WEEKLY_HOURS, type GeneratedWeeklyPlan, type StudyBlock, type WeeklyPlanInput } from './weekly-plan-types';

/** At most this many topics are tried in one week; the rest are listed as not scheduled. */
const MAX_TOPICS = 12;
const CLASS_REVIEW_MINUTES = 45;
const WRAP_MINUTES = 30;

export function generateWeeklyPlan(input: WeeklyPlanInput): GeneratedWeeklyPlan {
  if (!isWeekOf(input.weekOf)) throw new RangeError(`weekOf must be the date of a Monday: ${input.weekOf}`);
  const title = shorten(plainText(input.title), 200) || 'Weekly study plan';
  const book = courseBook(input);
  const budget = budgetHours(input.weeklyHours, DEFAULT_WEEKLY_HOURS);
  const week = weekWindow({ weekOf: input.weekOf, now: input.now, dailyWindow: input.dailyWindow, busy: busyTime(input) });
  const ledger = new WeekLedger(budgetMinutes(budget), week);
  const { firstDay } = week;

  const described = readDescription(input.description, input.course, book);
  const deadlines = deadlinesOfWeek(input, input.weekOf, book, described.deadlines);
  const { missed, prepDays } = placeDeadlines(deadlines, ledger, firstDay);

  const planCourse = described.course;
  let topics = withSyllabusTopics(described.topics, input, book);
  if (!topics.length && !deadlines.length) topics = [planCourse ? { topic: title, course: planCourse } : { topic: title }];
  const { later, unplaced } = placeTopics(topics.slice(0, MAX_TOPICS), ledger, firstDay);
  unplaced.push(...topics.slice(MAX_TOPICS));

  book.courses.forEach((course, index) => {
    if (ledger.has((item) => item.course === course.code)) return;
    const focus = `Weekly review: ${course.title ? `${course.title} notes` : 'notes'} and practice problems`;
    const days = [4, 5, 6, 3, 2, 1, 0].map((_, at, all) => all[(at + index) % all.length]!).filter((day) => day >= firstDay);
    for (const day of days) if (ledger.add({ day, minutes: CLASS_REVIEW_MINUTES, kind: 'class', focus, course: course.code })) break;
  });
  if (ledger.items.length) ledger.add({ day: 6, minutes: WRAP_MINUTES, kind: 'wrap', focus: 'Wrap-up: tick off the week and plan the next' });
  const placedTopics = topics.flatMap((entry) => {
    const first = ledger.items.find((item) => item.kind === 'study' && item.focus === learnFocus(entry.topic));
    return first ? [{ ...entry, firstDay: first.day }] : [];
  });
  placePractice(placedTopics, ledger);

  const blocks = timeBlocks(ledger.items);
  const totalMinutes = ledger.items.reduce((sum, item) => sum + item.minutes, 0);

  const markdown = planMarkdown({
    title,
    weekOf: input.weekOf,
    firstDay,
    courses: book.courses.map((course) => course.code),
    budgetMinutes: budget * 60,
    totalMinutes,
    blocks,
    topics: placedTopics,
    later,
    unplaced,
    deadlines,
    missed,
    prepDays,
  });
  return { markdown, blocks, totalHours: totalMinutes / 60 };
}

/** The week's class meetings and the other plans' blocks. */
function busyTime(input: WeeklyPlanInput): BusyInterval[] {
  return [...busyIntervalsOfWeek(input.classMeetings ?? [], input.weekOf), ...(input.otherPlanBlocks ?? []).flatMap(blockInterval)];
}

function blockInterval(block: StudyBlock): BusyInterval[] {
  const start = minutesOf(block.start);
  const end = minutesOf(block.end);
  return start === undefined || end === undefined ? [] : [{ day: block.day, start, end }];
}

/**
 * The student's own topics first, then those their syllabi set for the week (only the plan's course's when
 * it names one), each once. A syllabus's course is the student's class, so it joins the known courses.
 */
function withSyllabusTopics(topics: TopicCourse[], input: WeeklyPlanInput, book: CourseBook): TopicCourse[] {
  const seen = new Set(topics.map((entry) => entry.topic.toLowerCase()));
  const all = [...topics];
  for (const entry of input.syllabusTopics ?? []) {
    const course = entry.course ? book.add(entry.course) : undefined;
    if (input.course && course !== book.named(input.course)) continue;
    for (const topic of extractTopics(entry.topic)) {
      if (seen.has(topic.toLowerCase())) continue;
      seen.add(topic.toLowerCase());
      all.push(course ? { topic, course } : { topic });
    }
  }
  return all;
}
