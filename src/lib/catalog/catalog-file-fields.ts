// Readers for the fields of a catalogue file (docs/catalog-format.md). Each reads one field of a parsed JSON object,
// records an error or warning under the field's path (`courses[3].credits: …`) and returns a usable value,
// so one pass reports every problem of a file instead of stopping at the first.
import { SEASONS, type Season } from './terms';

export type JsonObject = Record<string, unknown>;

/** Errors make the file unusable; warnings are worth telling whoever imports it. */
export class Issues {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];

  error(path: string, message: string): void {
    this.errors.push(`${path}: ${message}`);
  }

  warn(path: string, message: string): void {
    this.warnings.push(`${path}: ${message}`);
  }
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed text; missing or null is empty (an error when required). */
export function readText(object: JsonObject, key: string, path: string, issues: Issues, required = false): string {
  const value = object[key];
  if (value === undefined || value === null) {
    if (required) issues.error(`${path}.${key}`, 'required');
    return '';
  }
  if (typeof value !== 'string') {
    issues.error(`${path}.${key}`, 'must be text');
    return '';
  }
  const text = value.trim();
  if (required && text === '') issues.error(`${path}.${key}`, 'must not be empty');
  return text;
}

export interface NumberRule {
  required?: boolean;
  /** Only whole and half numbers (credits). */
  halves?: boolean;
  /** What the database column holds, and more than any real catalogue needs. */
  max: number;
}

/** A number from 0 to rule.max; undefined when missing (an error when required) or invalid. */
export function readNumber(object: JsonObject, key: string, path: string, issues: Issues, rule: NumberRule): number | undefined {
  const value = object[key];
  if (value === undefined || value === null) {
    if (rule.required) issues.error(`${path}.${key}`, 'required');
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > rule.max) {
    issues.error(`${path}.${key}`, `must be a number from 0 to ${rule.max}`);
    return undefined;
  }
  if (rule.halves && !Number.isInteger(value * 2)) {
    issues.error(`${path}.${key}`, 'must be a whole or half number (3, 1.5)');
    return undefined;
  }
  return value;
}

/**
 * Seasons in Winter, Spring, Summer, Fall order, each once, in any case; a list or a comma-separated text
 * ("Fall, Spring"), because registrars' exports write both.
 */
export function readSeasons(value: unknown, path: string, issues: Issues): Season[] {
  if (value === undefined || value === null) return [];
  const names = typeof value === 'string' ? value.split(',').filter((name) => name.trim() !== '') : value;
  if (!Array.isArray(names)) {
    issues.error(path, 'must be a list of terms');
    return [];
  }
  const found = new Set<Season>();
  names.forEach((name, index) => {
    const season = SEASONS.find((candidate) => typeof name === 'string' && candidate.toLowerCase() === name.trim().toLowerCase());
    if (season) found.add(season);
    else issues.error(`${path}[${index}]`, `${JSON.stringify(name)} is not Winter, Spring, Summer or Fall`);
  });
  return SEASONS.filter((season) => found.has(season));
}
