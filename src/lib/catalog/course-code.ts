// Course codes compared the way docs/catalog-format.md says: ignoring case and runs of spaces (`cs  2110` is `CS 2110`).
// `looseCodeKey` also forgives missing spaces (`cs2110`), for people typing a code, never for the catalogue's own.

/** The canonical form of a code: trimmed, upper case, single spaces. */
export function codeKey(code: string): string {
  return code.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** A key that also matches `CS2110` with `CS 2110`. */
export function looseCodeKey(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}
