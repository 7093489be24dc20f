// Fetches an address a student gave us (a calendar feed, a syllabus page) without letting it reach inside
// our network: https only (http too when private addresses are allowed, i.e. in tests and local setups);
// every address the host name resolves to must be public (checked in the socket's own DNS lookup, so a
// second resolution cannot swap in a private one), redirects are followed (3 at most) and checked the same
// way; 10 s for the whole fetch; 5 MB at most. Each caller words its refusals for what the address is.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-addresses';

const FETCH_TIMEOUT_MS = 10_000;
const FETCH_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface FetchPolicy {
  /** Allow loopback, private and link-local addresses, and plain http (ALLOW_PRIVATE_FEEDS=1). */
  allowPrivate: boolean;
}

/** Every refusal in the caller's words, shown to the student as they are. */
export interface FetchWording {
  notAnAddress: string;
  wrongScheme: string;
  credentials: string;
  privateAddress: string;
  tooManyRedirects: string;
  timeout: string;
  failed(code: string): string;
  status(status: number): string;
  tooLarge: string;
}

/** Every address a host name resolves to (dns.lookup with all: true), for the guard to check. */
export type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface GuardedFetchOptions {
  policy: FetchPolicy;
  /** dns.lookup unless given: a test names the addresses a host resolves to. */
  resolver?: Resolver;
  wording: FetchWording;
  accept: string;
  userAgent: string;
  /** Turns a redirect's target into the URL to follow (a caller may map its own schemes); refuses with FetchRefusal. */
  normalise(raw: string): URL;
}

export interface FetchedBody {
  body: Buffer;
  /** The answer's Content-Type, lower case ('' when none). */
  contentType: string;
}

/** A refusal whose message the student can read (the routes answer it as a 400). */
export class FetchRefusal extends Error {}

/** The address as a URL this guard will fetch, or FetchRefusal. */
export function normaliseAddress(raw: string, policy: FetchPolicy, wording: FetchWording): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FetchRefusal(wording.notAnAddress);
  }
  const schemes = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new FetchRefusal(wording.wrongScheme);
  if (url.username || url.password) throw new FetchRefusal(wording.credentials);
  return url;
}

export async function guardedFetch(url: URL, options: GuardedFetchOptions): Promise<FetchedBody> {
  const deadline = Date.now() + FETCH_TIMEOUT_MS;
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await get(current, options, deadline);
    if ('redirect' in answer) {
      current = options.normalise(new URL(answer.redirect, current).href);
      continue;
    }
    return answer;
  }
  throw new FetchRefusal(options.wording.tooManyRedirects);
}

function get(
  url: URL,
  { policy, wording, accept, userAgent, resolver = dnsLookup }: GuardedFetchOptions,
  deadline: number,
): Promise<FetchedBody | { redirect: string }> {
  // An address literal is connected to without any lookup: checked here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && isIP(literal) !== 0 && isPrivateAddress(literal)) return Promise.reject(new FetchRefusal(wording.privateAddress));
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup: checkedLookup(resolver, policy, wording), headers: { accept, 'user-agent': userAgent } });
    const timer = setTimeout(() => request.destroy(new FetchRefusal(wording.timeout)), Math.max(0, deadline - Date.now()));
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FetchRefusal ? error : new FetchRefusal(wording.failed((error as NodeJS.ErrnoException).code ?? error.message)));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        clearTimeout(timer);
        response.resume();
        resolve({ redirect: response.headers.location });
        return;
      }
      if (status !== 200) {
        clearTimeout(timer);
        response.resume();
        reject(new FetchRefusal(wording.status(status)));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > FETCH_MAX_BYTES) request.destroy(new FetchRefusal(wording.tooLarge));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ body: Buffer.concat(chunks), contentType: (response.headers['content-type'] ?? '').toLowerCase() });
      });
    });
  });
}

function checkedLookup(resolver: Resolver, policy: FetchPolicy, wording: FetchWording): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = !policy.allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new FetchRefusal(wording.privateAddress), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
