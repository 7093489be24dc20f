// "Improve with AI" pressed after the student has started checking the review: the rows they have seen (and
// perhaps corrected or unticked) stay as they are, and only what the model added joins them. The merge keeps
// every item the device found, in its order, and appends the model's (merge-extractions.ts), so a deadline
// row's key (its index) still names the same item; topics are matched by week; grading comes from the model
// only when none was found.
import type { GradeRow, TopicRow } from './syllabus-outline';
import type { ReviewRow } from './syllabus-review';

export interface ReviewState {
  rows: ReviewRow[];
  topics: TopicRow[];
  grades: GradeRow[];
}

export function keepReviewEdits(kept: ReviewState, rebuilt: ReviewState): ReviewState {
  const keptWeeks = new Set(kept.topics.map((row) => row.week));
  const addedTopics = rebuilt.topics.filter((row) => !keptWeeks.has(row.week)).map((row) => ({ ...row, key: `topic-added-${row.week}` }));
  return {
    rows: [...kept.rows, ...rebuilt.rows.slice(kept.rows.length)],
    topics: [...kept.topics, ...addedTopics].sort((a, b) => a.week - b.week),
    grades: kept.grades.length > 0 ? kept.grades : rebuilt.grades,
  };
}
