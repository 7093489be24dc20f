// What onboarding (and any later edit of the profile) accepts beyond "filled in": an expected
// graduation as a term and year between this year and eight years ahead, and a college and a degree that
// are names, not a stray character or punctuation. Shared by the onboarding form and the server.
import type { Season } from './catalog/terms';

/** In the order of the year. The month each ends in is when a graduation in it counts (graduation-status.ts). */
export const GRADUATION_TERMS: readonly Season[] = ['Winter', 'Spring', 'Summer', 'Fall'];
const LAST_MONTH: Record<Season, number> = { Winter: 2, Spring: 5, Summer: 8, Fall: 12 };
const YEARS_AHEAD = 8;

export function graduationYears(now: Date): number[] {
  const first = now.getFullYear();
  return Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => first + index);
}

/** The profile's expected_graduation for a term: the middle of the month it ends in. */
export function graduationDate(term: Season, year: number): string {
  return `${year}-${String(LAST_MONTH[term]).padStart(2, '0')}-15`;
}

/** A stored date as the term it falls in (the first term ending in or after its month). */
export function graduationTermOf(date: string | null | undefined): { term: Season; year: number } | undefined {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date ?? '');
  if (!match) return undefined;
  const month = Number(match[2]);
  const term = GRADUATION_TERMS.find((season) => LAST_MONTH[season] >= month);
  return term ? { term, year: Number(match[1]) } : undefined;
}

export function graduationProblem(term: string, year: string, now: Date): string | undefined {
  if (!term || !year) return 'Choose the term and year you expect to graduate.';
  const years = graduationYears(now);
  if (!GRADUATION_TERMS.includes(term as Season) || !years.includes(Number(year))) return `Choose a year from ${years[0]} to ${years.at(-1)}.`;
  return undefined;
}

const LETTERS = /\p{L}/gu;

export function collegeProblem(value: string): string | undefined {
  return (value.match(LETTERS)?.length ?? 0) < 2 ? 'Enter the name of your college or university.' : undefined;
}

export function degreeProblem(value: string): string | undefined {
  return (value.match(LETTERS)?.length ?? 0) < 2 ? 'Enter your degree program, for example BS Computer Science.' : undefined;
}
