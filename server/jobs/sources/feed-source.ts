// The local job feed: a file a career office maintains (JOBS_FEED_FILE), a JSON array of jobs or a CSV with
// a header row, with the fields title, company, location, url, posted_at, remote, description and optionally
// source. It is the embedded default (server/jobs/sample-jobs.json when unset): search works with no network.
// The bundled file's postings are made up (and undated), so its jobs say `sample: true` and the student is
// told; a school's own file holds real listings. The file is read again when it changes, so an office can
// replace it without a restart.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../csv';
import { description, flag, isJob, job, objects, postedAt, text } from '../job-fields';
import { JobSourceError, type JobSource, type SourcedJob } from '../job-source';
import { matching } from '../keywords';

const SAMPLE_FEED_FILE = fileURLToPath(new URL('../sample-jobs.json', import.meta.url));

const FEED_NAME = 'Career office';
const SAMPLE_FEED_NAME = 'Sample listings';

export function feedSource(file: string = SAMPLE_FEED_FILE): JobSource {
  const sample = path.resolve(file) === SAMPLE_FEED_FILE;
  let loaded: { stamp: string; jobs: SourcedJob[] } | undefined;

  async function jobs(): Promise<SourcedJob[]> {
    const info = await stat(file);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (loaded?.stamp !== stamp) loaded = { stamp, jobs: parseFeed(file, await readFile(file, 'utf8'), sample) };
    return loaded.jobs;
  }

  return {
    name: sample ? SAMPLE_FEED_NAME : FEED_NAME,
    async search(query) {
      return matching(await jobs(), query);
    },
  };
}

function parseFeed(file: string, content: string, sample = false): SourcedJob[] {
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  let rows: Record<string, unknown>[];
  if (/\.csv$/i.test(file) || !/^[[{]/.test(trimmed)) rows = parseCsv(content);
  else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new JobSourceError(`${file} is not valid JSON`);
    }
    // A bare array, or {jobs: [...]} as exported by some tools.
    const list = Array.isArray(parsed) ? parsed : (parsed as { jobs?: unknown }).jobs;
    if (!Array.isArray(list)) throw new JobSourceError(`${file}: expected a JSON array of jobs`);
    rows = objects(list);
  }
  return rows
    .map((row) =>
      job({
        title: text(row.title),
        company: text(row.company),
        location: text(row.location),
        url: row.url,
        source: sample ? SAMPLE_FEED_NAME : text(row.source) || FEED_NAME,
        posted_at: postedAt(row.posted_at),
        remote: flag(row.remote),
        description: description(row.description),
        sample,
      }),
    )
    .filter(isJob);
}
