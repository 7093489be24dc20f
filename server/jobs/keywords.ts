// The words of a search and of a job, analysed the same way for both: split on anything but letters, digits,
// + and # (so "C++" and "C#" stay words), filler words dropped, each word reduced to its stem ("analysts" and
// "analyst", "engineering" and "engineer" meet) and "-ship" taken off first ("internship" meets "intern").
// Sources that cannot search by keyword (Arbeitnow, The Muse, the local feed) keep the jobs that share at
// least one term with the query; the merged list is then ranked (job-ranking.ts).
import { stemmer } from 'stemmer';
import type { SourcedJob } from './job-source';

const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'job', 'jobs']);

/** The raw words of a text, lower case, in order. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word.length > 0);
}

/** The search term of one word, or undefined for a filler word. */
export function term(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return undefined;
  // Porter leaves "internship" and "apprenticeship" whole; a student typing "intern" means them too.
  const base = /^[a-z]{4,}ships?$/.test(lower) ? lower.replace(/ships?$/, '') : lower;
  return /^[a-z]+$/.test(base) ? stemmer(base) : base;
}

/** The terms of a text, in order (repeats kept: phrase checks need the order). */
export function terms(text: string): string[] {
  return words(text)
    .map(term)
    .filter((value): value is string => value !== undefined);
}

/** The distinct terms of a query. */
export function keywords(query: string): string[] {
  return [...new Set(terms(query))];
}

/** Jobs sharing at least one term with the query (all of them when it has none left, e.g. only "jobs"). */
export function matching(jobs: SourcedJob[], query: string): SourcedJob[] {
  const wanted = keywords(query);
  if (!wanted.length) return jobs;
  return jobs.filter((job) => {
    const found = new Set(terms(`${job.title} ${job.company} ${job.location} ${job.description}`));
    return wanted.some((word) => found.has(word));
  });
}
