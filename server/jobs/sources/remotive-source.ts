// Remotive (remotive.com), keyless: GET ?search= answers {"job-count", jobs: [{title, company_name,
// candidate_required_location, url, publication_date (no zone, UTC), description (HTML)}]}. Every job is remote.
import { fetchJson } from '../fetch-json';
import { description, isJob, job, objects, postedAt, record, text } from '../job-fields';
import { JobSourceError, type JobSource } from '../job-source';

export const REMOTIVE_URL = 'https://remotive.com/api/remote-jobs';

export function remotiveSource(baseUrl = REMOTIVE_URL): JobSource {
  const name = 'Remotive';
  return {
    name,
    async search(query, { signal }) {
      const url = new URL(baseUrl);
      url.searchParams.set('search', query);
      url.searchParams.set('limit', '50');
      const body = record(await fetchJson(url, { signal }));
      if (!Array.isArray(body.jobs)) throw new JobSourceError('Remotive: no jobs list');
      return objects(body.jobs)
        .map((item) =>
          job({
            title: text(item.title),
            company: text(item.company_name),
            location: text(item.candidate_required_location) || 'Remote',
            url: item.url,
            source: name,
            posted_at: postedAt(item.publication_date),
            remote: true,
            description: description(item.description),
          }),
        )
        .filter(isJob);
    },
  };
}
