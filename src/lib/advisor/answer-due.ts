// "What is due this week": the student's open tasks due in the next seven days (and any overdue), soonest first.
import type { AdvisorInput } from './advisor-types';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function dueThisWeek(input: AdvisorInput): string {
  const now = input.now.getTime();
  const due = input.tasks
    .filter((task) => task.status !== 'complete' && task.due_at && Number.isFinite(Date.parse(task.due_at)))
    .map((task) => ({ task, at: Date.parse(task.due_at!) }))
    .filter(({ at }) => at < now + WEEK_MS)
    .sort((a, b) => a.at - b.at);
  if (due.length === 0) return 'Nothing is due in the next seven days.';
  const lines = ['Due in the next seven days:'];
  for (const { task, at } of due) {
    const when = new Date(at).toISOString().slice(0, 10);
    lines.push(`- ${at < now ? '**Overdue** ' : ''}${task.title}${task.course ? ` (${task.course})` : ''}: ${when}`);
  }
  return lines.join('\n');
}
