// The link rule the app applies before saving and the server applies again (src/lib/web-address.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWebAddress } from '../../../src/lib/web-address';

describe('isWebAddress', () => {
  it('accepts any absolute http(s) web address', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }), (url) => isWebAddress(url)));
  });

  it('refuses every other scheme', () => {
    const otherScheme = fc.constantFrom('javascript', 'data', 'ftp', 'file', 'mailto', 'vbscript', 'blob', 'ws');
    fc.assert(fc.property(otherScheme, fc.webPath(), (scheme, rest) => !isWebAddress(`${scheme}:${rest}`) && !isWebAddress(`${scheme}://example.com${rest}`)));
  });

  it.each([
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'http://exa\tmple.com',
    '//example.com/x',
    '/relative',
    'https://',
    'http:example.com',
    'https:/example.com',
    'http://[::1',
    '',
  ])('refuses %j', (value) => {
    expect(isWebAddress(value)).toBe(false);
  });

  it.each(['HTTPS://EXAMPLE.COM', 'http://localhost:8080/a b', 'https://例え.jp/パス'])('accepts %j', (value) => {
    expect(isWebAddress(value)).toBe(true);
  });
});
