// The terms a course may be moved to: the taught terms from the one after the term under way, far enough
// to go a year past the plan's last course, so a student can always push a course later.
import { formatTerm, parseTerm, taughtTermsFrom, termFromIndex, termIndex, type Season, type Term } from '../../../lib/catalog/terms';

export function moveTerms(now: Term, taught: readonly Season[], planTerms: readonly string[]): string[] {
  const last = planTerms.map(parseTerm).reduce<number>((latest, term) => (term ? Math.max(latest, termIndex(term)) : latest), termIndex(now));
  const seasons = taught.length > 0 ? taught : (['Spring', 'Fall'] as const);
  const count = Math.ceil(((last - termIndex(now) + 4) * seasons.length) / 4) + 1;
  return taughtTermsFrom(termFromIndex(termIndex(now) + 1), seasons, count)
    .filter((term) => termIndex(term) <= last + 4)
    .map(formatTerm);
}
