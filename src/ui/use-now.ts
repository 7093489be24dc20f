// The time now and the student's time zone, refreshed every minute, so "today", "overdue" and the
// week strip move on at midnight without a reload.
import { useEffect, useState } from 'react';

export function useNow(intervalMs = 60_000): { now: Date; timeZone: string } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return { now, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}
