// USAJOBS (data.usajobs.gov), with a key and the email it was issued to: GET ?Keyword= with the headers
// Authorization-Key and User-Agent (the email) answers {SearchResult: {SearchResultItems:
// [{MatchedObjectDescriptor: {PositionTitle, OrganizationName, PositionLocationDisplay, PositionURI,
// PublicationStartDate, UserArea: {Details: {RemoteIndicator, JobSummary}}}}]}}.
import { fetchJson } from '../fetch-json';
import { description, flag, isJob, job, objects, postedAt, record, text } from '../job-fields';
import { JobSourceError, type JobSource } from '../job-source';

export const USAJOBS_URL = 'https://data.usajobs.gov/api/search';

export interface UsaJobsKeys {
  apiKey: string;
  email: string;
}

export function usaJobsSource(keys: UsaJobsKeys, baseUrl = USAJOBS_URL): JobSource {
  const name = 'USAJOBS';
  return {
    name,
    async search(query, { signal }) {
      const url = new URL(baseUrl);
      url.searchParams.set('Keyword', query);
      url.searchParams.set('ResultsPerPage', '50');
      const body = record(await fetchJson(url, { signal, headers: { 'Authorization-Key': keys.apiKey, 'User-Agent': keys.email } }));
      const items = record(body.SearchResult).SearchResultItems;
      if (!Array.isArray(items)) throw new JobSourceError('USAJOBS: no SearchResultItems');
      return objects(items)
        .map((item) => {
          const position = record(item.MatchedObjectDescriptor);
          const details = record(record(position.UserArea).Details);
          const locations = objects(position.PositionLocation).map((place) => text(place.LocationName));
          return job({
            title: text(position.PositionTitle),
            company: text(position.OrganizationName) || text(position.DepartmentName),
            location: text(position.PositionLocationDisplay) || locations.join('; '),
            url: position.PositionURI,
            source: name,
            posted_at: postedAt(position.PublicationStartDate),
            remote: flag(details.RemoteIndicator),
            description: description(details.JobSummary),
          });
        })
        .filter(isJob);
    },
  };
}
