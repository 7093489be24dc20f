// The topics the student's imported syllabi set for one week, for the weekly plan generator: a topic
// belongs to the week its starts_on Monday names, or, when the syllabus gave only week numbers, the week
// that many weeks after the Monday of the term's start. The device and the server gather them alike.
import type { Syllabus } from '../syllabus/syllabus-record';
import { addDays, isWeekOf } from './week';

export type SyllabusForWeek = Pick<Syllabus, 'course' | 'term_start' | 'topics'>;

const mondayOnOrBefore = (date: string) => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

function weekStart(syllabus: SyllabusForWeek, topic: Syllabus['topics'][number]): string | null {
  if (topic.starts_on) return mondayOnOrBefore(topic.starts_on);
  if (!syllabus.term_start) return null;
  return addDays(mondayOnOrBefore(syllabus.term_start), (topic.week - 1) * 7);
}

export function syllabusTopicsOfWeek(syllabi: readonly SyllabusForWeek[], weekOf: string): { topic: string; course?: string }[] {
  if (!isWeekOf(weekOf)) return [];
  const found: { topic: string; course?: string }[] = [];
  for (const syllabus of syllabi) {
    for (const topic of syllabus.topics) {
      const start = weekStart(syllabus, topic);
      if (start !== weekOf) continue;
      found.push(syllabus.course ? { topic: topic.topic, course: syllabus.course } : { topic: topic.topic });
    }
  }
  return found;
}
