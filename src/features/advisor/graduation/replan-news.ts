// What a re-plan did, in one sentence for the notice and the screen reader: "Plan updated: 3 courses moved,
// 2 stayed pinned". Counted from the same difference the dialog listed before it was applied.
import type { PlanChanges } from '../../../lib/planning/replan';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function replanNews(changes: PlanChanges): string {
  const pinned = changes.stay.filter((course) => course.pinned && course.status === 'planned').length;
  const parts = [count(changes.moves.length, 'course moved', 'courses moved'), `${pinned} stayed pinned`];
  if (changes.added.length > 0) parts.push(`${changes.added.length} added`);
  if (changes.removed.length > 0) parts.push(`${changes.removed.length} removed`);
  return `Plan updated: ${parts.join(', ')}`;
}
