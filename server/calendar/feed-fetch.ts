// Fetches a calendar feed a student gave us, without letting that address reach inside our network:
// webcal:// means https://; https only (http too when private feeds are allowed, i.e. in tests and local
// setups); every address the host name resolves to must be public (checked in the socket's own DNS lookup,
// so a second resolution cannot swap in a private one), redirects are followed (3 at most) and checked the
// same way; 10 s for the whole fetch; 5 MB at most.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const PRIVATE_REFUSAL = 'This calendar address points to a private network address, which DegreeMate does not fetch.';

export interface FetchPolicy {
  /** Allow loopback, private and link-local addresses, and plain http (ALLOW_PRIVATE_FEEDS=1). */
  allowPrivate: boolean;
}

/** A refusal whose message the student can read (the routes answer it as a 400). */
export class FeedError extends Error {}

/** webcal://… → https://…; throws FeedError when it is not a usable address. */
export function normaliseFeedUrl(raw: string, policy: FetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new FeedError('Enter the full address of the calendar feed, starting with https:// or webcal://.');
  }
  const schemes = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new FeedError('The calendar address must start with https:// or webcal://.');
  if (url.username || url.password) throw new FeedError('The calendar address must not contain a user name or password.');
  return url;
}

export async function fetchFeed(url: URL, policy: FetchPolicy): Promise<string> {
  const deadline = Date.now() + FEED_TIMEOUT_MS;
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await get(current, policy, deadline);
    if ('redirect' in answer) {
      current = normaliseFeedUrl(new URL(answer.redirect, current).href, policy);
      continue;
    }
    return answer.body;
  }
  throw new FeedError('The calendar address redirects too many times.');
}

function get(url: URL, policy: FetchPolicy, deadline: number): Promise<{ body: string } | { redirect: string }> {
  // An address literal is connected to without any lookup: checked here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && isIP(literal) !== 0 && isPrivateAddress(literal)) return Promise.reject(new FeedError(PRIVATE_REFUSAL));
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup: checkedLookup(policy), headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'DegreeMate calendar import' } });
    const timer = setTimeout(() => request.destroy(new FeedError('The calendar server did not answer within 10 seconds.')), Math.max(0, deadline - Date.now()));
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FeedError ? error : new FeedError(`The calendar could not be fetched (${(error as NodeJS.ErrnoException).code ?? error.message}).`));
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
        reject(new FeedError(`The calendar server answered ${status}: check the address.`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > FEED_MAX_BYTES) request.destroy(new FeedError('The calendar is larger than 5 MB.'));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ body: Buffer.concat(chunks).toString('utf8') });
      });
    });
  });
}

function checkedLookup(policy: FetchPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = !policy.allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new FeedError(PRIVATE_REFUSAL), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local, carrier-grade NAT, multicast, reserved (IPv4-mapped IPv6 too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  // The same written in hex (::ffff:7f00:1 is 127.0.0.1).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return isPrivateAddress([high >> 8, high & 255, low >> 8, low & 255].join('.'));
  }
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
