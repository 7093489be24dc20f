import { describe, expect, it } from 'vitest';
import { currentReturnPath, DEFAULT_RETURN_PATH, isRedirectCallback, safeReturnPath } from '../../../src/auth/return-path';

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnPath('/advisor/career?q=data')).toBe('/advisor/career?q=data');
  });

  it.each([undefined, null, 42, '', 'advisor', 'https://evil.test/', '//evil.test/x', '/\\evil.test'])('falls back to /dashboard for %j', (value) => {
    expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH);
  });
});

describe('currentReturnPath', () => {
  it('is the path and query, without the hash', () => {
    expect(currentReturnPath({ pathname: '/study/bookmark', search: '?tag=cs' })).toBe('/study/bookmark?tag=cs');
  });
});

describe('isRedirectCallback', () => {
  it('recognises code+state and error+state', () => {
    expect(isRedirectCallback('?code=abc&state=xyz')).toBe(true);
    expect(isRedirectCallback('?error=access_denied&error_description=No&state=xyz')).toBe(true);
  });

  it('ignores queries that only look similar', () => {
    expect(isRedirectCallback('')).toBe(false);
    expect(isRedirectCallback('?code=abc')).toBe(false);
    expect(isRedirectCallback('?state=xyz')).toBe(false);
  });
});
