// Arbeitnow (arbeitnow.com), keyless: GET answers its newest jobs, {data: [{title, company_name, location,
// remote, url, created_at (Unix seconds), description (HTML), tags}], links, meta}. It has no keyword search,
// so the first page is filtered here.
import { fetchJson } from '../fetch-json';
import { description, flag, isJob, job, objects, postedAt, record, text } from '../job-fields';
import { JobSourceError, type JobSource } from '../job-source';
import { matching } from '../keywords';

export const ARBEITNOW_URL = 'https://www.arbeitnow.com/api/job-board-api';

export function arbeitnowSource(baseUrl = ARBEITNOW_URL): JobSource {
  const name = 'Arbeitnow';
  return {
    name,
    async search(query, { signal }) {
      const body = record(await fetchJson(new URL(baseUrl), { signal }));
      if (!Array.isArray(body.data)) throw new JobSourceError('Arbeitnow: no data list');
      const jobs = objects(body.data)
        .map((item) => {
          const tags = Array.isArray(item.tags) ? item.tags.map((tag) => text(tag)).join(' ') : '';
          return job({
            title: text(item.title),
            company: text(item.company_name),
            location: text(item.location) || (flag(item.remote) ? 'Remote' : ''),
            url: item.url,
            source: name,
            posted_at: postedAt(item.created_at),
            remote: flag(item.remote),
            description: `${tags} ${description(item.description)}`.trim(),
          });
        })
        .filter(isJob);
      return matching(jobs, query);
    },
  };
}
