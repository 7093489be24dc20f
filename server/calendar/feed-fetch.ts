// Fetches a calendar feed a student gave us through the shared address guard (server/http/guarded-fetch.ts),
// in the calendar's words: webcal:// means https://.
import { STATUS_CODES } from 'node:http';
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
  failed: connectionFailure,
  status: statusFailure,
  tooLarge: 'The calendar is larger than 5 MB.',
};

/** What a failed connection means, in words: the student sees this, not Node's error code. */
function connectionFailure(code: string): string {
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA')
    return 'No server was found at this address: check the host name in the calendar address.';
  if (code === 'ECONNREFUSED') return 'The calendar server refused the connection: it may be down, or the address may have a wrong port. Try again later.';
  if (code === 'ETIMEDOUT' || code === 'ECONNABORTED') return 'The calendar server did not answer in time. Try again later.';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'The calendar server closed the connection before sending the calendar. Try again later.';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'The calendar server cannot be reached from here: its network is unreachable.';
  if (/CERT|SSL|TLS/.test(code)) return 'The calendar server’s security certificate is not valid, so DegreeMate did not trust it.';
  if (code.startsWith('HPE_')) return 'The calendar server sent a broken answer.';
  return 'The calendar server could not be reached. Check the address and try again later.';
}

/** An HTTP status with its meaning for a calendar address. */
function statusFailure(status: number): string {
  const answered = `The calendar server answered ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ''}`;
  if (status === 404 || status === 410) return `${answered}: there is no calendar at this address. Copy it again from your learning platform.`;
  if (status === 401 || status === 403)
    return `${answered}: it does not give this calendar. The address may have expired; copy it again from your learning platform.`;
  if (status === 429 || status >= 500) return `${answered}: the problem is on its side. Try again later.`;
  return `${answered}: check the address.`;
}

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
