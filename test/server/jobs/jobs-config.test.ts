// Which sources the environment switches on (README "Configuration"), and the settings refused at start.
import { describe, expect, it } from 'vitest';
import { buildJobSources } from '../../../server/jobs/job-sources';
import { readJobsConfig } from '../../../server/jobs/jobs-config';

const names = (env: Record<string, string>) => buildJobSources(readJobsConfig(env)).map((source) => source.name);

describe('job sources from the environment', () => {
  it('is the bundled sample feed alone by default', () => {
    expect(readJobsConfig({})).toEqual({ sources: [], feedFile: undefined, adzuna: undefined, usajobs: undefined, urls: {} });
    expect(names({})).toEqual(['Sample listings']);
  });

  it('adds the public APIs listed in JOBS_SOURCES, and the keyed ones when their keys are set', () => {
    const env = {
      JOBS_SOURCES: ' Remotive, themuse,arbeitnow,remotive ',
      ADZUNA_APP_ID: 'id',
      ADZUNA_APP_KEY: 'key',
      USAJOBS_API_KEY: 'key',
      USAJOBS_EMAIL: 'office@example.edu',
      JOBS_FEED_FILE: 'off',
    };
    expect(names(env)).toEqual(['Remotive', 'The Muse', 'Arbeitnow', 'Adzuna', 'USAJOBS']);
    expect(readJobsConfig(env).adzuna).toEqual({ appId: 'id', appKey: 'key', country: 'us' });
  });

  it('reads each base address override and a feed file', () => {
    const config = readJobsConfig({
      JOBS_REMOTIVE_URL: 'http://127.0.0.1:9/r',
      JOBS_USAJOBS_URL: 'https://mirror.example/api',
      JOBS_FEED_FILE: '/srv/jobs.csv',
    });
    expect(config.urls).toEqual({ remotive: 'http://127.0.0.1:9/r', usajobs: 'https://mirror.example/api' });
    expect(config.feedFile).toBe('/srv/jobs.csv');
  });

  it('refuses an unknown source, half a key pair and a base address that is not http(s)', () => {
    expect(() => readJobsConfig({ JOBS_SOURCES: 'remotive,monster' })).toThrow(/unknown source "monster"/);
    expect(() => readJobsConfig({ ADZUNA_APP_ID: 'id' })).toThrow(/ADZUNA_APP_KEY/);
    expect(() => readJobsConfig({ USAJOBS_EMAIL: 'a@b.c' })).toThrow(/USAJOBS_API_KEY/);
    expect(() => readJobsConfig({ JOBS_THEMUSE_URL: 'file:///etc/passwd' })).toThrow(/JOBS_THEMUSE_URL/);
  });
});
