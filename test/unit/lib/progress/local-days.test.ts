// The student's calendar day of an instant: zone rules (daylight saving) from Intl, answers remembered per zone.
import { describe, expect, it } from 'vitest';
import { localDay, weekOf } from '../../../../src/lib/progress/local-days';

describe('localDay', () => {
  it('gives the day in the zone in force, across a daylight-saving change', () => {
    // 2026-11-01 06:30 UTC: 01:30 EST in New York (clocks went back at 06:00 UTC), still the 1st; 20:30 in Kiritimati.
    const instant = Date.parse('2026-11-01T06:30:00Z');
    expect(localDay(instant, 'America/New_York')).toBe('2026-11-01');
    expect(localDay(instant, 'Pacific/Kiritimati')).toBe('2026-11-01');
    // 03:30 UTC is 23:30 the day before in New York (EDT, UTC−4), and the same instant is another day elsewhere.
    const lateEvening = Date.parse('2026-11-01T03:30:00Z');
    expect(localDay(lateEvening, 'America/New_York')).toBe('2026-10-31');
    expect(localDay(lateEvening, 'Asia/Tokyo')).toBe('2026-11-01');
  });

  it('follows a history of zones: each from its instant on', () => {
    const history = [
      { since: null, timeZone: 'America/Los_Angeles' },
      { since: '2026-06-01T00:00:00Z', timeZone: 'Asia/Tokyo' },
    ];
    const evening = Date.parse('2026-05-01T03:00:00Z'); // 20:00 on 30 April in Los Angeles
    expect(localDay(evening, history)).toBe('2026-04-30');
    expect(localDay(Date.parse('2026-07-01T03:00:00Z'), history)).toBe('2026-07-01');
  });

  it('answers the same for every call, also past the number of answers it keeps', () => {
    const start = Date.parse('2026-01-01T12:00:00Z');
    const zones = ['UTC', 'America/New_York', 'Asia/Kolkata'];
    const expected = new Map(
      zones.map((zone) => [zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })]),
    );
    // 25,000 different instants (hourly, about three years), each asked twice: the kept answers are dropped on the way.
    for (let i = 0; i < 25_000; i++) {
      const instant = start + i * 3_600_000;
      const zone = zones[i % zones.length]!;
      const day = expected.get(zone)!.format(instant);
      for (let ask = 0; ask < 2; ask++)
        if (localDay(instant, zone) !== day) expect.fail(`${new Date(instant).toISOString()} in ${zone}: ${localDay(instant, zone)}, not ${day}`);
    }
    expect(weekOf(localDay(start, 'UTC'))).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
  });

  it("is '' for what is not a time", () => {
    expect(localDay('not a date', 'UTC')).toBe('');
  });
});
