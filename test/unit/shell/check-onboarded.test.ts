// The onboarding gate's decision: the local copy answers first; the server is asked
// only when it does not already say yes; when nothing can answer, the caller logs and lets the user in.
import { describe, expect, it, vi } from 'vitest';
import { checkOnboarded } from '../../../src/app/shell/check-onboarded';
import type { Profile } from '../../../src/data/entities/profile';

const profile = (is_onboarded: boolean) => ({ is_onboarded }) as Profile;

function source(local: Profile | undefined, server: Profile | Error) {
  return {
    get: vi.fn(async () => local),
    refresh: vi.fn(async () => {
      if (server instanceof Error) throw server;
      return server;
    }),
  };
}

describe('checkOnboarded', () => {
  it('trusts a local copy that says onboarded, without asking the server', async () => {
    const profiles = source(profile(true), new Error('unreachable'));
    await expect(checkOnboarded(profiles, true)).resolves.toBe(true);
    expect(profiles.refresh).not.toHaveBeenCalled();
  });

  it('asks the server when the local copy does not say yes (onboarded on another device)', async () => {
    await expect(checkOnboarded(source(profile(false), profile(true)), true)).resolves.toBe(true);
    await expect(checkOnboarded(source(undefined, profile(false)), true)).resolves.toBe(false);
  });

  it('offline, goes by the local copy', async () => {
    const profiles = source(profile(false), profile(true));
    await expect(checkOnboarded(profiles, false)).resolves.toBe(false);
    expect(profiles.refresh).not.toHaveBeenCalled();
  });

  it('falls back to the local copy when the server fails', async () => {
    await expect(checkOnboarded(source(profile(false), new Error('503')), true)).resolves.toBe(false);
  });

  it('rejects when neither this device nor the server can answer, so the gate lets the user through', async () => {
    await expect(checkOnboarded(source(undefined, new Error('503')), true)).rejects.toThrow('503');
    await expect(checkOnboarded(source(undefined, profile(true)), false)).rejects.toThrow(/Offline/);
  });
});
