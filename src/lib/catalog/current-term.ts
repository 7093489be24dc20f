// The term a student is in today, from the calendar and the seasons their university teaches: where
// "taking" courses go when added from the Semester tab. Months are read in local time (the student's
// own calendar, not UTC), and a season the university does not teach yields to a neighbour.
import { taughtTermsFrom, type Season, type Term } from './terms';

/**
 * Jan–Feb: Winter when taught, else Spring. Mar–May: Spring, else Winter (a Jan–Apr winter term).
 * Jun–Aug: Summer. Sep–Dec: Fall. When none of a month's seasons is taught, the next taught term.
 */
export function currentTerm(date: Date, taught: readonly Season[]): Term {
  const seasons = taught.length > 0 ? taught : (['Fall', 'Spring'] as const);
  const year = date.getFullYear();
  const candidates = seasonsForMonth(date.getMonth());
  const season = candidates.find((candidate) => seasons.includes(candidate));
  if (season) return { season, year };
  return taughtTermsFrom({ season: candidates[0]!, year }, seasons, 1)[0]!;
}

function seasonsForMonth(month: number): Season[] {
  if (month <= 1) return ['Winter', 'Spring'];
  if (month <= 4) return ['Spring', 'Winter'];
  if (month <= 7) return ['Summer'];
  return ['Fall'];
}
