// "Improve with AI": the embedded extractor's result with the model's answer merged in. The
// embedded result is what the student can check line by line, so all of it is kept; the model only adds
// the dated items it found that the extractor missed (the same day and a similar title count as the same
// item), each with the line of the text it comes from when one can be found, and fills what the extractor
// left empty: course, term, instructor, weeks without a topic, grading when none was found. Items outside
// the term are flagged the way the extractor flags them.
import { addDays, mondayOf } from './calendar-days';
import { findSourceLine, wordsOf } from './find-source-line';
import type { ModelExtraction } from './model-extraction';
import { isOutsideTerm } from './outside-term';
import type { DatedItem, SyllabusExtraction, WeekTopic } from './syllabus-extraction';

export interface MergedExtraction {
  extraction: SyllabusExtraction;
  /** How many dated items the model added. */
  added: number;
}

/** Titles are similar when one's words hold the other's, or most of their words are shared. */
export function similarTitles(a: string, b: string): boolean {
  const [left, right] = [wordsOf(a), wordsOf(b)];
  if (left.length === 0 || right.length === 0) return false;
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  if (` ${longer.join(' ')} `.includes(` ${shorter.join(' ')} `)) return true;
  const words = new Set(longer);
  const shared = new Set(shorter.filter((word) => words.has(word))).size;
  return shared / new Set([...left, ...right]).size >= 0.5;
}

export function mergeExtractions(embedded: SyllabusExtraction, model: ModelExtraction, text: string): MergedExtraction {
  const termStart = embedded.termStart ?? model.termStart;
  const termEnd = embedded.termEnd ?? model.termEnd;
  const items: DatedItem[] = embedded.items.map((item) => ({ ...item, outsideTerm: item.outsideTerm || isOutsideTerm(item.date, termStart, termEnd) }));
  let added = 0;
  for (const found of model.items) {
    if (items.some((item) => item.date === found.date && similarTitles(item.title, found.title))) continue;
    items.push({ ...found, outsideTerm: isOutsideTerm(found.date, termStart, termEnd), source: findSourceLine(text, found.title) });
    added++;
  }
  return {
    extraction: {
      ...embedded,
      courseCode: embedded.courseCode ?? model.courseCode,
      courseTitle: embedded.courseTitle ?? model.courseTitle,
      term: embedded.term ?? model.term,
      termStart,
      termEnd,
      instructor: embedded.instructor ?? model.instructor,
      officeHours: embedded.officeHours ?? model.officeHours,
      topics: mergedTopics(embedded.topics, model.topics, termStart, text),
      grading: embedded.grading.length > 0 ? embedded.grading : model.grading.map((weight) => ({ ...weight, source: findSourceLine(text, weight.component) })),
      items,
    },
    added,
  };
}

/** The extractor's topics, and the model's for the weeks it has none for, in week order. */
function mergedTopics(embedded: WeekTopic[], model: ModelExtraction['topics'], termStart: string | null, text: string): WeekTopic[] {
  const weeks = new Set(embedded.map((topic) => topic.week));
  const weekOne = termStart === null ? null : mondayOf(termStart);
  const added = model
    // One topic a week: the model's first for a week the extractor has none for.
    .filter((topic) => !weeks.has(topic.week) && Boolean(weeks.add(topic.week)))
    .map((topic) => ({ ...topic, startsOn: weekOne === null ? null : addDays(weekOne, 7 * (topic.week - 1)), source: findSourceLine(text, topic.topic) }));
  return [...embedded, ...added].sort((a, b) => a.week - b.week);
}
