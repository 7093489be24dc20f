// Adzuna (adzuna.com), with an app id and key: GET {base}/{country}/search/1?app_id&app_key&what= answers
// {count, results: [{title, company: {display_name}, location: {display_name}, redirect_url, created,
// description (a plain snippet)}]}.
import { fetchJson } from '../fetch-json';
import { description, isJob, job, objects, postedAt, record, text } from '../job-fields';
import { JobSourceError, type JobSource } from '../job-source';

export const ADZUNA_URL = 'https://api.adzuna.com/v1/api/jobs';

export interface AdzunaKeys {
  appId: string;
  appKey: string;
  /** Adzuna's country code: us, gb, de, ca… */
  country: string;
}

export function adzunaSource(keys: AdzunaKeys, baseUrl = ADZUNA_URL): JobSource {
  const name = 'Adzuna';
  return {
    name,
    async search(query, { signal }) {
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(keys.country)}/search/1`);
      url.searchParams.set('app_id', keys.appId);
      url.searchParams.set('app_key', keys.appKey);
      url.searchParams.set('what', query);
      url.searchParams.set('results_per_page', '50');
      url.searchParams.set('content-type', 'application/json');
      const body = record(await fetchJson(url, { signal }));
      if (!Array.isArray(body.results)) throw new JobSourceError('Adzuna: no results list');
      return objects(body.results)
        .map((item) => {
          const title = text(item.title);
          const summary = description(item.description);
          return job({
            title,
            company: text(record(item.company).display_name),
            location: text(record(item.location).display_name),
            url: item.redirect_url,
            source: name,
            posted_at: postedAt(item.created),
            remote: /\bremote\b/i.test(`${title} ${summary}`),
            description: summary,
          });
        })
        .filter(isJob);
    },
  };
}
