// The response serializer picks an anyOf branch (a date or null) with its own Ajv: it must know the API's
// own formats, or it warns on every route it compiles and treats those formats as anything.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('serializes a profile with a graduation date without an unknown-format warning', async () => {
  const warn = vi.spyOn(console, 'warn');
  try {
    const user = await api.newUser();
    const saved = await user.request('PATCH', '/api/account/profile/', { expected_graduation: '2028-05-15' });
    expect(saved.statusCode).toBe(200);
    const read = await user.request('GET', '/api/account/profile/');
    expect(read.json()).toMatchObject({ expected_graduation: '2028-05-15' });
    expect(warn.mock.calls.flat().filter((text) => /unknown format/.test(String(text)))).toEqual([]);
  } finally {
    warn.mockRestore();
  }
});
