// Which announcements become system notifications: new ones after a device's first list, each once,
// oldest first, and none while push is off (those count as known, so turning push on replays nothing).
import { describe, expect, it } from 'vitest';
import { BASELINE, planNotifications } from '../../../src/lib/announcement-notifications';

const item = (id: string, day: number) => ({ id, title: `T${id}`, body: '', published_at: `2026-11-${String(day).padStart(2, '0')}T09:00:00Z` });

describe('planNotifications', () => {
  it('takes the first list as known, then shows each new announcement once, oldest first', () => {
    const first = planNotifications([item('a', 1), item('b', 8)], new Set(), true);
    expect(first).toEqual({ show: [], remember: [BASELINE, 'a', 'b'] });
    const known = new Set(first.remember);

    const next = planNotifications([item('d', 20), item('c', 15), item('b', 8), item('a', 1)], known, true);
    expect(next.show.map((a) => a.id)).toEqual(['c', 'd']);
    expect(next.remember).toEqual(['d', 'c']);
    for (const id of next.remember) known.add(id);
    expect(planNotifications([item('d', 20), item('c', 15)], known, true)).toEqual({ show: [], remember: [] });
  });

  it('shows nothing while push is off, and remembers what arrived meanwhile', () => {
    const known = new Set([BASELINE, 'a']);
    expect(planNotifications([item('a', 1), item('b', 8)], known, false)).toEqual({ show: [], remember: ['b'] });
  });

  it('an empty first list is a baseline too: the first announcement after it is news', () => {
    const known = new Set(planNotifications([], new Set(), true).remember);
    expect(known).toEqual(new Set([BASELINE]));
    expect(planNotifications([item('a', 1)], known, true).show.map((a) => a.id)).toEqual(['a']);
  });
});
