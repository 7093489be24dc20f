// The configured sources, built once per app: the local feed first (a career office's own listings win a
// duplicate on equal dates), then the public APIs, then the keyed ones.
import type { JobsConfig } from './jobs-config';
import type { JobSource } from './job-source';
import { adzunaSource } from './sources/adzuna-source';
import { arbeitnowSource } from './sources/arbeitnow-source';
import { feedSource } from './sources/feed-source';
import { remotiveSource } from './sources/remotive-source';
import { theMuseSource } from './sources/themuse-source';
import { usaJobsSource } from './sources/usajobs-source';

export function buildJobSources(config: JobsConfig): JobSource[] {
  const urls = config.urls ?? {};
  const sources: JobSource[] = [];
  if (config.feedFile !== null) sources.push(feedSource(config.feedFile));
  const make = { remotive: remotiveSource, arbeitnow: arbeitnowSource, themuse: theMuseSource };
  for (const name of config.sources) sources.push(make[name](urls[name]));
  if (config.adzuna) sources.push(adzunaSource(config.adzuna, urls.adzuna));
  if (config.usajobs) sources.push(usaJobsSource(config.usajobs, urls.usajobs));
  return sources;
}
