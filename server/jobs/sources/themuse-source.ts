// The Muse (themuse.com), keyless: GET ?page=0&level=… answers {page, page_count, results: [{name,
// company: {name}, locations: [{name}], refs: {landing_page}, publication_date, levels, categories,
// contents (HTML)}]}. It searches by level and category, not keyword: entry-level and internship jobs are
// asked for and filtered here. A location "Flexible / Remote" means remote.
import { fetchJson } from '../fetch-json';
import { description, isJob, job, objects, postedAt, record, text } from '../job-fields';
import { JobSourceError, type JobSource } from '../job-source';
import { matching } from '../keywords';

export const THEMUSE_URL = 'https://www.themuse.com/api/public/jobs';

const names = (value: unknown) =>
  objects(value)
    .map((item) => text(item.name))
    .filter(Boolean);

export function theMuseSource(baseUrl = THEMUSE_URL): JobSource {
  const name = 'The Muse';
  return {
    name,
    async search(query, { signal }) {
      const url = new URL(baseUrl);
      url.searchParams.set('page', '0');
      url.searchParams.append('level', 'Entry Level');
      url.searchParams.append('level', 'Internship');
      url.searchParams.set('descending', 'true');
      const body = record(await fetchJson(url, { signal }));
      if (!Array.isArray(body.results)) throw new JobSourceError('The Muse: no results list');
      const jobs = objects(body.results)
        .map((item) => {
          const locations = names(item.locations);
          const categories = [...names(item.categories), ...names(item.levels)].join(' ');
          return job({
            title: text(item.name),
            company: text(record(item.company).name),
            location: locations.join('; '),
            url: record(item.refs).landing_page,
            source: name,
            posted_at: postedAt(item.publication_date),
            remote: locations.some((location) => /remote/i.test(location)),
            description: `${categories} ${description(item.contents)}`.trim(),
          });
        })
        .filter(isJob);
      return matching(jobs, query);
    },
  };
}
