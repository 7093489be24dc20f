// The build's .br and .gz copies (scripts/vite/precompress.ts) are what the server sends to browsers that
// accept them; others get the plain file, and caches are told the body depends on Accept-Encoding.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/vite/precompress';
import { startTestApi, type TestApi } from './support/test-api';

const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `"line ${i}"`).join(', ')}];\n`;
const tiny = 'console.log(1)';
let dir: string;
let api: TestApi;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'degreemate-precompressed-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>DegreeMate</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js'), tiny);
  writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096));
  precompressFolder(dir);
  api = await startTestApi({ staticDir: dir });
});

afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => api.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('precompressed build files', () => {
  it('are written for text files worth compressing, not for tiny or binary ones', () => {
    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual(['index-abc123.js', 'index-abc123.js.br', 'index-abc123.js.gz', 'tiny-abc123.js']);
    expect(readdirSync(dir)).not.toContain('icon.png.br');
  });

  it('are sent as Brotli when the browser accepts it, much smaller and byte-for-byte the same once decoded', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('are sent as gzip to a browser without Brotli', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('leave the plain file for a client that accepts no encoding, and for files without a copy', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const small = await get('/assets/tiny-abc123.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(tiny);
  });

  it('do not change the API, which is never compressed from files', async () => {
    const response = await get('/api/health', 'br');
    expect(response.headers.vary ?? '').not.toMatch(/Accept-Encoding/);
  });
});
