// The guard refuses a private address in every form it can be written, before any connection: as the
// URL's own address literal, and as what a host name resolves to (named here by a resolver of the
// test's, as a DNS server could answer).
import { describe, expect, it } from 'vitest';
import { FetchRefusal, guardedFetch, type FetchWording, type GuardedFetchOptions, type Resolver } from '../../../server/http/guarded-fetch';
import { ipv6Forms, PRIVATE_IPV4 } from '../support/private-address-forms';

const wording: FetchWording = {
  notAnAddress: 'not an address',
  wrongScheme: 'wrong scheme',
  credentials: 'credentials',
  privateAddress: 'private address',
  tooManyRedirects: 'too many redirects',
  timeout: 'timeout',
  failed: (code) => `failed ${code}`,
  status: (status) => `status ${status}`,
  tooLarge: 'too large',
};

const FORMS = PRIVATE_IPV4.flatMap((ipv4) => [ipv4, ...ipv6Forms(ipv4)]);

function options(resolver?: Resolver): GuardedFetchOptions {
  return { policy: { allowPrivate: false }, wording, accept: '*/*', userAgent: 'test', normalise: (raw) => new URL(raw), resolver };
}

/** A DNS answer of these addresses, and how often it was asked. */
function resolvingTo(...addresses: string[]): Resolver & { asked: number } {
  const resolver = Object.assign(
    ((_hostname, _options, callback) => {
      resolver.asked++;
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    }) as Resolver,
    { asked: 0 },
  );
  return resolver;
}

async function refusal(url: string, resolver?: Resolver): Promise<string> {
  const error: unknown = await guardedFetch(new URL(url), options(resolver)).then(
    () => new Error('fetched'),
    (reason: unknown) => reason,
  );
  return error instanceof FetchRefusal ? error.message : String(error);
}

describe('a private address', () => {
  it.each(FORMS)('%s is refused as the URL’s address, without a lookup', async (address) => {
    const resolver = resolvingTo('93.184.216.34');
    const host = address.includes(':') ? `[${address}]` : address;
    expect(await refusal(`https://${host}/calendar.ics`, resolver)).toBe(wording.privateAddress);
    expect(resolver.asked).toBe(0);
  });

  it.each(FORMS)('%s is refused as what a host name resolves to', async (address) => {
    const resolver = resolvingTo(address);
    expect(await refusal('https://calendar.example.edu/calendar.ics', resolver)).toBe(wording.privateAddress);
    expect(resolver.asked).toBeGreaterThan(0);
  });

  it('is refused among public ones: every address a name resolves to must be public', async () => {
    expect(await refusal('https://calendar.example.edu/calendar.ics', resolvingTo('93.184.216.34', '2002:a00:1::'))).toBe(wording.privateAddress);
  });
});
