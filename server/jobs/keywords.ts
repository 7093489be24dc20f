// The words of a search and how well a job matches them: the title counts most, then company and location,
// then the description. Sources that cannot search by keyword (Arbeitnow, The Muse, the local feed) keep
// only jobs that match at least one word; the merged list is ranked by this score, then by recency.
import type { SourcedJob } from './job-source';

const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'job', 'jobs']);

export function keywords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

const squashed = (text: string) => ` ${text.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter(Boolean).join(' ')} `;

const WEIGHTS = { title: 4, company: 2, location: 2, description: 1 } as const;

export function matchScore(job: SourcedJob, words: readonly string[], phrase = ''): number {
  const fields = {
    title: job.title.toLowerCase(),
    company: job.company.toLowerCase(),
    location: job.location.toLowerCase(),
    description: job.description.toLowerCase(),
  };
  let score = 0;
  for (const word of words) {
    for (const field of Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]) {
      if (fields[field].includes(word)) score += WEIGHTS[field];
    }
  }
  // The whole phrase in the title ("data analyst", not "data" here and "analyst" there) comes first.
  // Punctuation aside: "front-end intern" is the phrase of "Front-End Intern, Summer".
  if (words.length > 1 && phrase && squashed(fields.title).includes(squashed(phrase))) score += WEIGHTS.title * words.length;
  return score;
}

/** Jobs matching at least one word (all of them when the query has no words left, e.g. only "jobs"). */
export function matching(jobs: SourcedJob[], query: string): SourcedJob[] {
  const words = keywords(query);
  return words.length ? jobs.filter((job) => matchScore(job, words) > 0) : jobs;
}
