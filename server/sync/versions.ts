// Conditional writes: If-Match (or a batch operation's base_version) names the version a change was based
// on; a stale one is refused with 412 and the record as it is now, for the client's three-way merge.
import { ApiError, validationError } from '../http/api-error';

/** The version a write expects, or undefined for an unconditional write. */
export type Expected = number | undefined;

export const STALE_DETAIL = 'This record was changed on another device.';
const MALFORMED = 'Send the version the change is based on, as "<number>".';

export class PreconditionFailed extends ApiError {
  constructor(readonly current: unknown) {
    super(412, STALE_DETAIL);
  }

  override get body() {
    return { detail: this.detail, current: this.current };
  }
}

/** `"3"`, `W/"3"`, `3`; `*` or nothing = unconditional. undefined when malformed. */
export function parseVersion(value: string | number | undefined): { expected: Expected } | undefined {
  if (value === undefined) return { expected: undefined };
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? { expected: value } : undefined;
  const text = value.trim();
  if (text === '*') return { expected: undefined };
  const match = /^(?:W\/)?"(\d{1,15})"$|^(\d{1,15})$/.exec(text);
  if (!match) return undefined;
  return { expected: Number(match[1] ?? match[2]) };
}

/** For a route: a malformed If-Match is the request's fault, refused before anything runs. */
export function expectedFromHeader(value: string | undefined, field = 'if-match'): Expected {
  const parsed = parseVersion(value);
  if (!parsed) throw validationError({ [field]: [MALFORMED] });
  return parsed.expected;
}

/** Throws 412 with the current record when the write expected another version. */
export function checkVersion(version: number, expected: Expected, current: () => unknown): void {
  if (expected !== undefined && expected !== version) throw new PreconditionFailed(current());
}
