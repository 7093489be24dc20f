// Academic terms ("Fall 2026"): parsing, ordering and stepping through the seasons a university teaches.
// Within a year the order is Winter, Spring, Summer, Fall, so a term's index grows with time.
export const SEASONS = ['Winter', 'Spring', 'Summer', 'Fall'] as const;
export type Season = (typeof SEASONS)[number];

const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

export interface Term {
  season: Season;
  year: number;
}

const TERM = /^\s*(winter|spring|summer|fall)\s+(\d{4})\s*$/i;

export function isSeason(value: unknown): value is Season {
  return typeof value === 'string' && (SEASONS as readonly string[]).includes(value);
}

/** "fall 2026" → Fall 2026; null for anything else, including years outside 2000–2100. */
export function parseTerm(text: string): Term | null {
  const match = TERM.exec(text);
  if (!match) return null;
  const season = (match[1]![0]!.toUpperCase() + match[1]!.slice(1).toLowerCase()) as Season;
  const year = Number(match[2]);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? { season, year } : null;
}

export function formatTerm(term: Term): string {
  return `${term.season} ${term.year}`;
}

/** A number that orders terms in time: later terms have larger indexes. */
export function termIndex(term: Term): number {
  return term.year * SEASONS.length + SEASONS.indexOf(term.season);
}

export function termFromIndex(index: number): Term {
  return { season: SEASONS[((index % 4) + 4) % 4]!, year: Math.floor(index / 4) };
}

/** Sort key for a term's text; text that is not a term sorts after every term (termless rows go last). */
export function termSortKey(text: string | null | undefined): number {
  const term = text ? parseTerm(text) : null;
  return term ? termIndex(term) : Number.MAX_SAFE_INTEGER;
}

/** The taught terms from `start` (inclusive when taught) onwards, in order, `count` of them. */
export function taughtTermsFrom(start: Term, taught: readonly Season[], count: number): Term[] {
  const seasons = taught.length > 0 ? taught : (['Fall', 'Spring'] as const);
  const terms: Term[] = [];
  for (let index = termIndex(start); terms.length < count; index++) {
    const term = termFromIndex(index);
    if (seasons.includes(term.season)) terms.push(term);
  }
  return terms;
}
