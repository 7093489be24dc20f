// The custom string formats behind bookmark addresses and phone numbers (server/http/formats.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHttpUrl, isPhoneNumber } from '../../server/http/formats';

describe('isHttpUrl', () => {
  it('accepts any absolute http(s) web address', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }), (url) => isHttpUrl(url)));
  });

  it('refuses every other scheme', () => {
    const otherScheme = fc.constantFrom('javascript', 'data', 'ftp', 'file', 'mailto', 'vbscript', 'blob', 'ws');
    fc.assert(fc.property(otherScheme, fc.webPath(), (scheme, rest) => !isHttpUrl(`${scheme}:${rest}`) && !isHttpUrl(`${scheme}://example.com${rest}`)));
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
    expect(isHttpUrl(value)).toBe(false);
  });

  it.each(['HTTPS://EXAMPLE.COM', 'http://localhost:8080/a b', 'https://例え.jp/パス'])('accepts %j', (value) => {
    expect(isHttpUrl(value)).toBe(true);
  });
});

describe('isPhoneNumber', () => {
  it.each(['', '+1 (555) 010-0123', '555.010.0123', '+44 20 7946 0958', '1234567'])('accepts %j', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each(['123456', '1'.repeat(21), 'call me', '+1 555 0100 ext 2', '555-0100#', ' '])('refuses %j', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });

  it('accepts 7 to 20 digits with any of the allowed separators', () => {
    const separator = fc.constantFrom(' ', '-', '.', '(', ')', '+', '');
    const digitsWithSeparators = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), { minLength: 7, maxLength: 20 })
      .map((parts) => parts.map(([digit, sep]) => `${digit}${sep}`).join(''));
    fc.assert(fc.property(digitsWithSeparators, (value) => isPhoneNumber(value)));
  });
});
