// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadClientConfig, storedClientConfig, type ClientConfig } from '../../../src/auth/client-config';

const config: ClientConfig = {
  auth: { domain: 'http://localhost:8081', clientId: 'degreemate-local', audience: 'https://api.degreemate.local' },
  mode: 'local',
};

const answering =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status });
const offline: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => localStorage.clear());

describe('loadClientConfig', () => {
  it('reads /config.json', async () => {
    await expect(loadClientConfig(answering(config))).resolves.toEqual(config);
  });

  it('falls back to the last good copy when offline, so a cached session can start', async () => {
    await loadClientConfig(answering(config));
    await expect(loadClientConfig(offline)).resolves.toEqual(config);
  });

  it('falls back as well when the answer is not a client configuration', async () => {
    await loadClientConfig(answering(config));
    await expect(loadClientConfig(answering({ hello: 'world' }))).resolves.toEqual(config);
    await expect(loadClientConfig(answering(config, 503))).resolves.toEqual(config);
  });

  it('explains the failure when there is no copy to fall back on', async () => {
    await expect(loadClientConfig(offline)).rejects.toThrow('Could not load the sign-in settings');
  });

  it('starts a signed-in browser from its last good copy at once and refreshes it for the next start', async () => {
    await loadClientConfig(answering(config));
    localStorage.setItem('@@auth0spajs@@::degreemate-local::https://api.degreemate.local::openid', '{}');
    const changed: ClientConfig = { ...config, features: { syllabusAi: true } };
    let answer: (response: Response) => void = () => undefined;
    const slowNetwork: typeof fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    // The server has not answered yet, and the copy is already there.
    await expect(loadClientConfig(slowNetwork)).resolves.toEqual(config);
    answer(new Response(JSON.stringify(changed)));
    await vi.waitFor(() => expect(storedClientConfig()).toEqual(changed));
  });

  it('asks the server first when nobody is signed in, so a sign-in uses the current settings', async () => {
    await loadClientConfig(answering(config));
    const changed: ClientConfig = { ...config, mode: 'auth0' };
    await expect(loadClientConfig(answering(changed))).resolves.toEqual(changed);
  });
});
