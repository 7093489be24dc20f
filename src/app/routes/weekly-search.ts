// The search params of /study/weekly: `course` (a course code, e.g. from the Advisor's Study button)
// preselects that course on the Weekly screen. Anything else, or an empty code, is dropped so a
// hand-edited address cannot break the page.
export interface WeeklySearch {
  course?: string;
}

export function validateWeeklySearch(search: Record<string, unknown>): WeeklySearch {
  const course = typeof search.course === 'string' ? search.course.trim() : '';
  return course ? { course } : {};
}
