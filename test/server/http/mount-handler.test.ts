// Which requests the mount takes: the path itself and what lies under it, never a longer sibling name.
import { describe, expect, it } from 'vitest';
import { isUnder } from '../../../server/http/mount-handler';
import { prefixRootRelativeLinks } from '../../../server/identity/mounted-under-path';

describe('isUnder', () => {
  it.each([
    ['/auth', true],
    ['/auth/', true],
    ['/auth?x=1', true],
    ['/auth/.well-known/openid-configuration', true],
    ['/authors', false],
    ['/api/auth', false],
    ['/', false],
  ])('%s → %s', (url, expected) => {
    expect(isUnder(url, '/auth')).toBe(expected);
  });
});

describe('prefixRootRelativeLinks', () => {
  it('prefixes root-relative links only', () => {
    const page =
      '<a href="/back-to-app">x</a><form action="/interaction/1/login"></form><script src="/assets/a.js"></script>' +
      '<a href="https://app.example.edu/">y</a><a href="//cdn.example/z">z</a><a href="data:x">w</a>';
    expect(prefixRootRelativeLinks(page, '/auth')).toBe(
      '<a href="/auth/back-to-app">x</a><form action="/auth/interaction/1/login"></form><script src="/auth/assets/a.js"></script>' +
        '<a href="https://app.example.edu/">y</a><a href="//cdn.example/z">z</a><a href="data:x">w</a>',
    );
  });
});
