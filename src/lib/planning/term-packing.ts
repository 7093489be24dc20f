// Filling what is left of a term: the subset of courses (or corequisite bundles) with the most credits that
// fits, a 0/1 knapsack over half credits; among equal credits the subset of higher priority values wins.
export interface PackItem {
  members: string[];
  credits: number;
  /** Higher goes first among subsets of equal credits. */
  value: number;
}

const UNITS_PER_CREDIT = 2;

export function bestFill(items: readonly PackItem[], capacity: number): PackItem[] {
  const room = Math.floor(capacity * UNITS_PER_CREDIT + 1e-9);
  if (room <= 0 || items.length === 0) return [];
  // score[u] = best (credits, value) with exactly u units used; chosen[i][u] = item i taken for that best.
  const score: number[] = new Array<number>(room + 1).fill(-Infinity);
  score[0] = 0;
  const taken: boolean[][] = [];
  const units = items.map((item) => Math.ceil(item.credits * UNITS_PER_CREDIT - 1e-9));
  items.forEach((item, at) => {
    const row = new Array<boolean>(room + 1).fill(false);
    const size = units[at]!;
    for (let used = room; used >= size; used--) {
      const before = score[used - size]!;
      const gain = before + item.value;
      if (before > -Infinity && gain > score[used]!) {
        score[used] = gain;
        row[used] = true;
      }
    }
    taken.push(row);
  });
  let used = room;
  while (used > 0 && score[used] === -Infinity) used--;
  const chosen: PackItem[] = [];
  for (let at = items.length - 1; at >= 0 && used > 0; at--) {
    if (!taken[at]![used]) continue;
    chosen.push(items[at]!);
    used -= units[at]!;
  }
  return chosen.reverse();
}
