// A returning student's offline start needs neither the sign-in library nor /config.json: the session names
// the student from the library's cache in localStorage, and the library comes with the first token asked for
// (here, the sync once the network is back).
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { signInNewStudent } from '../support/signed-in-student';
import { waitForServiceWorkerControl } from './support/service-worker';

const isSignInLibrary = (url: string) => /\/assets\/auth0-spa-js[^/]*\.js$/.test(new URL(url).pathname);
const isClientConfig = (url: string) => new URL(url).pathname === '/config.json';

describe('offline start of a returning student', () => {
  const { newPage } = useBrowser();

  it("shows the dashboard's figures without loading the sign-in library or /config.json", async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    await signInNewStudent(page);
    await waitForServiceWorkerControl(page);
    // The figures of this student's device, drawn by the live dashboard once (and kept as its snapshot).
    await page.getByTestId('completed-this-week').waitFor();

    await context.setOffline(true);
    const requested: string[] = [];
    const record = (request: Request) => void requested.push(request.url());
    context.on('request', record);
    await page.goto(appUrl('/dashboard'));
    await page.getByTestId('completed-this-week').waitFor();
    // The signed-in shell, not only the snapshot: the session and the data are open.
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    const beforeFigures = [...requested];
    context.off('request', record);

    expect(beforeFigures.some((url) => url.endsWith('/dashboard'))).toBe(true); // the recording saw the start
    expect(beforeFigures.filter(isSignInLibrary)).toEqual([]);
    expect(beforeFigures.filter(isClientConfig)).toEqual([]);

    // Online again, the sync asks for a token: the library loads then, and the student is still signed in.
    const library = page.waitForRequest((request) => isSignInLibrary(request.url()), { timeout: 30_000 });
    await context.setOffline(false);
    await library;
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
