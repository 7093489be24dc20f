// When a dated item falls outside its term: flagged for the student's review, never dropped. The week
// before the first day and finals after the last still count as in the term. Shared by the extractor and
// the merge with the model's answer, so both flag the same days.
import { addDays } from './calendar-days';

/** Days before the first day or after the last (finals week) still counted as in the term. */
const EARLY_DAYS = 7;
const LATE_DAYS = 14;

export function isOutsideTerm(date: string, termStart: string | null, termEnd: string | null): boolean {
  return (termStart !== null && date < addDays(termStart, -EARLY_DAYS)) || (termEnd !== null && date > addDays(termEnd, LATE_DAYS));
}
