// A change answered 412 was made on an older version than the server holds: another device changed
// the record meanwhile. Merge three ways, field by field, over the fields this change touches:
//   the server still has the value this change started from → only we changed it: push ours;
//   the server has our value already                         → nothing to send;
//   both changed it                                          → ours is the later push and wins,
//                                                              and the value it replaces is kept.
// Fields only the other device changed are not in our change, so the server's values stay.

export interface MergeResult {
  /** What to push again, based on the server's current version. */
  body: Record<string, unknown>;
  /** The server's values of those fields: the base of the re-sent change. */
  base: Record<string, unknown>;
  /** Fields both devices changed: the other device's value, which the push replaces. */
  replaced: { field: string; value: unknown }[];
}

const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/** `base` undefined: the change was queued without its old values (older app versions) — every differing field counts as both changed. */
export function threeWayMerge(change: Record<string, unknown>, base: Record<string, unknown> | undefined, server: Record<string, unknown>): MergeResult {
  const result: MergeResult = { body: {}, base: {}, replaced: [] };
  for (const [field, ours] of Object.entries(change)) {
    const theirs = server[field];
    if (same(theirs, ours)) continue;
    result.body[field] = ours;
    result.base[field] = theirs;
    const onlyWeChanged = base !== undefined && field in base && same(theirs, base[field]);
    if (!onlyWeChanged) result.replaced.push({ field, value: theirs });
  }
  return result;
}
