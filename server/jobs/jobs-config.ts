// Which job sources a search asks, from the environment (README "Configuration"): the local feed always
// (JOBS_FEED_FILE, the bundled sample when unset, "off" for none), the keyless public APIs listed in
// JOBS_SOURCES, and Adzuna and USAJOBS when their keys are set. Every base address can be changed
// (JOBS_*_URL), which is how tests point the sources at local fake servers.
import { ADZUNA_URL, type AdzunaKeys } from './sources/adzuna-source';
import { ARBEITNOW_URL } from './sources/arbeitnow-source';
import { REMOTIVE_URL } from './sources/remotive-source';
import { THEMUSE_URL } from './sources/themuse-source';
import { USAJOBS_URL, type UsaJobsKeys } from './sources/usajobs-source';

const PUBLIC_SOURCES = ['remotive', 'arbeitnow', 'themuse'] as const;
export type PublicSource = (typeof PUBLIC_SOURCES)[number];

export interface JobsConfig {
  /** The keyless public APIs to ask. */
  sources: PublicSource[];
  /** The local feed file; undefined = the bundled sample; null = no feed. */
  feedFile?: string | null;
  adzuna?: AdzunaKeys;
  usajobs?: UsaJobsKeys;
  urls?: Partial<Record<PublicSource | 'adzuna' | 'usajobs', string>>;
  /** Each source's time to answer (default 5,000 ms). */
  timeoutMs?: number;
  /** How long an answer is reused for the same query (default 10 minutes). */
  cacheTtlMs?: number;
  /** Searches per client address per minute (default 30): each one can cost several outside requests. */
  searchesPerMinute?: number;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_BASE_URLS = { remotive: REMOTIVE_URL, arbeitnow: ARBEITNOW_URL, themuse: THEMUSE_URL, adzuna: ADZUNA_URL, usajobs: USAJOBS_URL };

export function readJobsConfig(env: Env): JobsConfig {
  const read = (name: string) => env[name]?.trim() || undefined;
  const sources = (read('JOBS_SOURCES') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of sources) {
    if (!(PUBLIC_SOURCES as readonly string[]).includes(name)) {
      throw new Error(`JOBS_SOURCES: unknown source "${name}" (known: ${PUBLIC_SOURCES.join(', ')}).`);
    }
  }
  const feed = read('JOBS_FEED_FILE');
  const adzunaId = read('ADZUNA_APP_ID');
  const adzunaKey = read('ADZUNA_APP_KEY');
  const usaKey = read('USAJOBS_API_KEY');
  const usaEmail = read('USAJOBS_EMAIL');
  if (!adzunaId !== !adzunaKey) throw new Error('Set both ADZUNA_APP_ID and ADZUNA_APP_KEY, or neither.');
  if (!usaKey !== !usaEmail) throw new Error('Set both USAJOBS_API_KEY and USAJOBS_EMAIL, or neither.');
  const urls: JobsConfig['urls'] = {};
  for (const name of Object.keys(DEFAULT_BASE_URLS) as (keyof typeof DEFAULT_BASE_URLS)[]) {
    const url = read(`JOBS_${name.toUpperCase()}_URL`);
    if (url !== undefined) {
      if (!/^https?:\/\//i.test(url)) throw new Error(`JOBS_${name.toUpperCase()}_URL must start with http:// or https://.`);
      urls[name] = url;
    }
  }
  return {
    sources: [...new Set(sources)] as PublicSource[],
    feedFile: feed?.toLowerCase() === 'off' ? null : feed,
    adzuna: adzunaId && adzunaKey ? { appId: adzunaId, appKey: adzunaKey, country: (read('ADZUNA_COUNTRY') ?? 'us').toLowerCase() } : undefined,
    usajobs: usaKey && usaEmail ? { apiKey: usaKey, email: usaEmail } : undefined,
    urls,
  };
}
