// Spaced repetition for the week's topics: each topic is first studied on a day early enough in the week
// that its reviews 1 and 3 days later still fall inside it; the review 7 days later (and any other that
// lands past Sunday) goes to the "Next week" list instead of being dropped.
import type { WeekLedger } from './week-ledger';

export const REVIEW_OFFSETS = [1, 3, 7] as const;
const PRACTICE_MINUTES = 45;
/** Session lengths, longest first: the longest that lets every topic fit the time left is used. */
const SIZES = [
  { study: 60, review: 30 },
  { study: 45, review: 30 },
  { study: 30, review: 15 },
];

export interface TopicCourse {
  topic: string;
  course?: string;
  /** A topic written with a deadline ("Midterm on Friday: chapters 5-7") is studied and reviewed only before this day. */
  before?: number;
}

export interface LaterReview {
  /** Days after the Monday of the plan's week (7 = next Monday). */
  dayFromMonday: number;
  focus: string;
  course?: string;
}

export function learnFocus(topic: string): string {
  return `Learn: ${topic}`;
}

export function reviewFocus(topic: string, offset: number): string {
  return `Review (+${offset} ${offset === 1 ? 'day' : 'days'}): ${topic}`;
}

/**
 * The first-study days to try for topic `index` of `count`: spread over the first four days left in the
 * week (Monday–Thursday when planned ahead), then the rest of it.
 */
function candidateDays(index: number, count: number, firstDay: number): number[] {
  const last = Math.min(6, firstDay + 3);
  const preferred = firstDay + (count <= 1 ? 0 : Math.floor((index * (last - firstDay + 1)) / count));
  const days: number[] = [];
  for (let day = preferred; day <= last; day++) days.push(day);
  for (let day = preferred - 1; day >= firstDay; day--) days.push(day);
  for (let day = last + 1; day <= 6; day++) days.push(day);
  return days;
}

/**
 * Places each topic with its in-week reviews as one unit, or not at all, with sessions as long as the
 * time left allows for all of them. Returns the reviews that fall past Sunday and the topics that did
 * not fit the week.
 */
export function placeTopics(topics: TopicCourse[], ledger: WeekLedger, firstDay: number): { later: LaterReview[]; unplaced: TopicCourse[] } {
  const later: LaterReview[] = [];
  const unplaced: TopicCourse[] = [];
  const size = SIZES.find((option) => topics.length * (option.study + 2 * option.review) <= ledger.remaining) ?? SIZES[SIZES.length - 1]!;
  const { study: studyMinutes, review: reviewMinutes } = size;
  topics.forEach((entry, index) => {
    const until = Math.min(7, entry.before ?? 7);
    const reviewDays = (day: number) => REVIEW_OFFSETS.map((offset) => day + offset).filter((review) => review < until);
    const first = candidateDays(index, topics.length, firstDay)
      .filter((day) => day < until)
      .find((day) => ledger.fits([{ day, minutes: studyMinutes }, ...reviewDays(day).map((review) => ({ day: review, minutes: reviewMinutes }))]));
    if (first === undefined) {
      unplaced.push(entry);
      return;
    }
    const course = entry.course ? { course: entry.course } : {};
    ledger.add({ day: first, minutes: studyMinutes, kind: 'study', focus: learnFocus(entry.topic), ...course });
    for (const offset of REVIEW_OFFSETS) {
      const day = first + offset;
      if (day < until) ledger.add({ day, minutes: reviewMinutes, kind: 'review', focus: reviewFocus(entry.topic, offset), ...course });
      // A review after the deadline it prepares for would be no use: it is dropped, not carried over.
      else if (day > 6 && entry.before === undefined) later.push({ dayFromMonday: day, focus: reviewFocus(entry.topic, offset), ...course });
    }
  });
  return { later, unplaced };
}

/**
 * With time left over, one practice block per topic between its reviews (two days after first study,
 * or later in the week): working problems is what turns a topic read into one known.
 */
export function placePractice(topics: (TopicCourse & { firstDay: number })[], ledger: WeekLedger): void {
  for (const entry of topics) {
    const until = Math.min(7, entry.before ?? 7);
    const day = [2, 4, 5, 6]
      .map((offset) => entry.firstDay + offset)
      .find((candidate) => candidate < until && ledger.fits([{ day: candidate, minutes: PRACTICE_MINUTES }]));
    if (day === undefined) continue;
    ledger.add({
      day,
      minutes: PRACTICE_MINUTES,
      kind: 'practice',
      focus: `Practice problems: ${entry.topic}`,
      ...(entry.course ? { course: entry.course } : {}),
    });
  }
}
