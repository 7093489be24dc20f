// @vitest-environment happy-dom
// A start into the empty shell asks for the code of every route the address matches at once, before React
// renders: the router would otherwise ask only once its provider has rendered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import { startOnPage } from '../../../src/app/start-on-page';

afterEach(() => window.history.replaceState(null, '', '/'));

function startAt(path: string) {
  window.history.replaceState(null, '', path);
  const router = createAppRouter();
  const loadRouteChunk = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined);
  const container = document.createElement('div');
  const start = startOnPage(container, router, null);
  return { start, requested: loadRouteChunk.mock.calls.map(([route]) => route.id) };
}

describe('startOnPage', () => {
  it('asks for the code of the matched routes when it renders into the empty shell', () => {
    const { start, requested } = startAt('/study/weekly');
    expect(start).toBe('rendered');
    expect(requested).toEqual(['__root__', '/signed-in', '/signed-in/study', '/signed-in/study/weekly']);
  });
});
