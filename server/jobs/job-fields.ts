// Turning one source's raw values into a job's fields: plain one-line text, an http(s) address or nothing,
// an ISO date or null. Every source's mapping goes through here, so a `javascript:` address or markup in a
// title from any API never reaches the client.
import { isWebAddress } from '../../src/lib/web-address';
import type { SourcedJob } from './job-source';

const FIELD_MAX = 300;
const DESCRIPTION_MAX = 4000;

/** Text of any value: strings as they are, numbers printed, anything else empty. */
export function text(value: unknown, max = FIELD_MAX): string {
  const raw = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return stripMarkup(raw).replace(/\s+/g, ' ').trim().slice(0, max);
}

/** Descriptions arrive as HTML from most APIs. */
export function description(value: unknown): string {
  return text(value, DESCRIPTION_MAX);
}

function stripMarkup(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'");
}

/** The address if it is an absolute http(s) one, else undefined (the job is then dropped). */
function webAddress(value: unknown): string | undefined {
  const url = typeof value === 'string' ? value.trim() : '';
  return url.length <= 2048 && isWebAddress(url) ? url : undefined;
}

/** ISO date-time from an ISO-ish string (with or without a zone: UTC assumed) or Unix seconds. */
export function postedAt(value: unknown): string | null {
  let date: Date | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value < 1e11 ? value * 1000 : value);
  else if (typeof value === 'string' && value.trim()) {
    const raw = value.trim();
    const zoned = /[zZ]|[+-]\d\d:?\d\d$/.test(raw) || !/\d\d:\d\d/.test(raw) ? raw : `${raw}Z`;
    date = new Date(zoned);
  }
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && ['true', 'yes', 'y', '1', 'remote'].includes(value.trim().toLowerCase());
}

/** A job from mapped fields, or undefined without a title or a safe address. Only the bundled feed is a sample. */
export function job(fields: Omit<SourcedJob, 'url' | 'sample'> & { url: unknown; sample?: boolean }): SourcedJob | undefined {
  const url = webAddress(fields.url);
  if (!url || !fields.title) return undefined;
  return { ...fields, url, sample: fields.sample ?? false };
}

export const isJob = (value: SourcedJob | undefined): value is SourcedJob => value !== undefined;

/** The objects of an array (anything else in it skipped); [] when it is not an array. */
export function objects(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object' && !Array.isArray(item)) : [];
}

export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
