// Fetches a calendar feed a student gave us through the shared address guard (server/http/guarded-fetch.ts),
// in the calendar's words: webcal:// means https://.
import { guardedFetch, normaliseAddress, type FetchPolicy, type FetchWording } from '../http/guarded-fetch';

export { FetchRefusal as FeedError, type FetchPolicy } from '../http/guarded-fetch';
export { isPrivateAddress } from '../http/private-addresses';

const CALENDAR_WORDING: FetchWording = {
  notAnAddress: 'Enter the full address of the calendar feed, starting with https:// or webcal://.',
  wrongScheme: 'The calendar address must start with https:// or webcal://.',
  credentials: 'The calendar address must not contain a user name or password.',
  privateAddress: 'This calendar address points to a private network address, which DegreeMate does not fetch.',
  tooManyRedirects: 'The calendar address redirects too many times.',
  timeout: 'The calendar server did not answer within 10 seconds.',
  failed: (code) => `The calendar could not be fetched (${code}).`,
  status: (status) => `The calendar server answered ${status}: check the address.`,
  tooLarge: 'The calendar is larger than 5 MB.',
};

/** webcal://… → https://…; throws FeedError when it is not a usable address. */
export function normaliseFeedUrl(raw: string, policy: FetchPolicy): URL {
  return normaliseAddress(raw.trim().replace(/^webcals?:\/\//i, 'https://'), policy, CALENDAR_WORDING);
}

export async function fetchFeed(url: URL, policy: FetchPolicy): Promise<string> {
  const { body } = await guardedFetch(url, {
    policy,
    wording: CALENDAR_WORDING,
    accept: 'text/calendar, */*;q=0.5',
    userAgent: 'DegreeMate calendar import',
    normalise: (raw) => normaliseFeedUrl(raw, policy),
  });
  return body.toString('utf8');
}

