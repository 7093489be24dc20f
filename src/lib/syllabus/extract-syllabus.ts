// The embedded syllabus extractor: from a syllabus's text to its course, term, meetings,
// week-by-week topics, dated items and grading weights. Deterministic and offline; every item keeps the
// line it came from so the review screen can show it. Dates outside the term are flagged, never dropped.
import { courseHeader } from './course-header';
import { datedItems } from './dated-items';
import { gradingWeights } from './grading-weights';
import { meetingTimes } from './meeting-times';
import { isOutsideTerm } from './outside-term';
import { scheduleRows, weekOneMonday } from './schedule-rows';
import type { ExtractOptions, SyllabusExtraction } from './syllabus-extraction';
import { syllabusLines } from './syllabus-lines';
import { findTerm } from './syllabus-term';
import { weeklyTopics } from './weekly-topics';

export function extractSyllabus(text: string, options: ExtractOptions): SyllabusExtraction {
  const lines = syllabusLines(text);
  const term = findTerm(lines, options.today);
  const weekOne = weekOneMonday(lines, term.start, term.window);
  const rows = scheduleRows(lines, term.window, weekOne);
  const header = courseHeader(lines);
  const outside = (date: string) => isOutsideTerm(date, term.start, term.end);
  return {
    courseCode: header.courseCode,
    courseTitle: header.courseTitle,
    term: term.term,
    termStart: term.start,
    termEnd: term.end,
    meetings: meetingTimes(lines),
    instructor: header.instructor,
    officeHours: header.officeHours,
    topics: weeklyTopics(rows, weekOne),
    items: datedItems(
      rows.filter((row) => !term.lines.includes(row.line.number)),
      term.window,
      weekOne,
    ).map((item) => ({ ...item, outsideTerm: outside(item.date) })),
    grading: gradingWeights(lines),
  };
}
