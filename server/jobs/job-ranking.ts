// Ranking one search's jobs, all sources together, so the first results are the ones that match the query.
// MiniSearch scores each job with BM25 over its fields, the title weighted most. Then:
// - a job must match most of the query's terms, or the rare ones: each term weighs its rarity among these
//   jobs (BM25's IDF), and a job matching half the terms or fewer is dropped when they weigh less than a
//   third of what the best job's terms do. So for "data analyst intern", where most jobs say "intern",
//   "Graphic Design Intern" goes while "Junior Data Analyst", "Operations Analyst" and "Supply Chain Analyst
//   Intern" stay; for "data intern", "Data Analyst" stays and "Mechanical Engineering Intern" goes;
// - the whole query as a phrase in the title comes first, then all its terms in the title, then the rest,
//   each group by score and then the newest.
import MiniSearch from 'minisearch';
import type { SourcedJob } from './job-source';
import { keywords, term, terms, words } from './keywords';

const BOOST = { title: 3, company: 1.5, location: 1.5, description: 1 } as const;
/** A job matching half the query's terms or fewer must weigh at least this share of the best-matching job. */
const MIN_SHARE_OF_BEST = 1 / 3;

interface Ranked {
  job: SourcedJob;
  tier: number;
  score: number;
  time: number;
  order: number;
}

const time = (job: SourcedJob) => (job.posted_at ? Date.parse(job.posted_at) || 0 : 0);

/** The jobs that match the query well enough, best first. A query with no terms left keeps all, newest first. */
export function rankJobs(jobs: readonly SourcedJob[], query: string): SourcedJob[] {
  const wanted = keywords(query);
  if (!wanted.length) return sortRanked(jobs.map((job, order) => ({ job, tier: 0, score: 0, time: time(job), order })));

  const index = new MiniSearch<SourcedJob & { id: number }>({
    fields: Object.keys(BOOST),
    storeFields: [],
    tokenize: words,
    processTerm: (word) => term(word) ?? null,
    searchOptions: { boost: { ...BOOST }, combineWith: 'OR' },
  });
  index.addAll(jobs.map((job, id) => ({ ...job, id })));
  const hits = index.search(query);

  const weight = termWeights(wanted, hits, jobs.length);
  const carried = (hit: (typeof hits)[number]) => hit.queryTerms.reduce((sum, word) => sum + (weight.get(word) ?? 0), 0);
  const best = Math.max(0, ...hits.map(carried));
  const phrase = ` ${terms(query).join(' ')} `;
  return sortRanked(
    hits
      .filter((hit) => hit.queryTerms.length * 2 > wanted.length || carried(hit) >= best * MIN_SHARE_OF_BEST)
      .map((hit) => {
        const job = jobs[hit.id as number]!;
        const titleTerms = terms(job.title);
        const tier = ` ${titleTerms.join(' ')} `.includes(phrase) ? 2 : wanted.every((word) => titleTerms.includes(word)) ? 1 : 0;
        return { job, tier, score: hit.score, time: time(job), order: hit.id as number };
      }),
  );
}

/** BM25's inverse document frequency of each query term among these jobs: a rare term weighs more. */
function termWeights(wanted: readonly string[], hits: readonly { queryTerms: string[] }[], total: number): Map<string, number> {
  return new Map(
    wanted.map((word) => {
      const found = hits.filter((hit) => hit.queryTerms.includes(word)).length;
      return [word, Math.log(1 + (total - found + 0.5) / (found + 0.5))];
    }),
  );
}

// Ties keep the sources' order: the local feed, listed first, wins over a public site.
function sortRanked(ranked: Ranked[]): SourcedJob[] {
  return ranked.sort((a, b) => b.tier - a.tier || b.score - a.score || b.time - a.time || a.order - b.order).map(({ job }) => job);
}
