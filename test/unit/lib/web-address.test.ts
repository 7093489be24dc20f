// The link rule the app applies before saving and the server applies again (src/lib/web-address.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWebAddress, withScheme } from '../../../src/lib/web-address';

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

describe('withScheme', () => {
  it.each([
    ['library.example.edu', 'https://library.example.edu'],
    ['canvas.example.edu/courses/12?x=1', 'https://canvas.example.edu/courses/12?x=1'],
    ['localhost:8080/a', 'https://localhost:8080/a'],
    ['//example.com/x', 'https://example.com/x'],
  ])('adds https:// to %j', (typed, saved) => {
    expect(withScheme(typed)).toBe(saved);
    expect(isWebAddress(withScheme(typed))).toBe(true);
  });

  it.each(['http://example.com', 'HTTPS://EXAMPLE.COM', 'javascript:alert(1)', 'mailto:a@b.c', ''])('leaves %j as typed', (typed) => {
    expect(withScheme(typed)).toBe(typed);
  });
});
