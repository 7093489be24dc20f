// Terms a student is likely to pick for a planned course: the next few the university teaches,
// from the term we are in now (as the university's seasons run). Free text stays possible; these are suggestions.
import { currentTerm } from '../../../lib/catalog/current-term';
import { formatTerm, parseTerm, taughtTermsFrom, type Season } from '../../../lib/catalog/terms';

export function upcomingTermOptions(taught: readonly Season[] | undefined, now = new Date(), count = 8): string[] {
  return taughtTermsFrom(currentTerm(now, taught ?? []), taught ?? [], count).map(formatTerm);
}

/** The message for a typed term, or null when it is fine (empty is handled by the disabled button). */
export function termError(text: string): string | null {
  if (!text.trim()) return null;
  return parseTerm(text) ? null : 'Enter a term like “Fall 2027”: Winter, Spring, Summer or Fall, then a year from 2000 to 2100.';
}
