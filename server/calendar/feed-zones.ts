// Time zones of imported calendar feeds. A TZID should be defined by a VTIMEZONE in the same feed, but
// Google, Zimbra and hand-made feeds often leave it out, and Exchange names zones the Windows way ("Eastern
// Standard Time"). ical.js reads a TZID it cannot resolve as floating time, which becomes an instant in
// the server's own zone: hours off, and different on another server. So each TZID a feed uses without
// defining it is registered with ical.js's TimezoneService as a zone whose offsets come from Intl (Node's
// ICU tz data): IANA names as they are, Thunderbird's "/mozilla.org/…/Europe/Berlin" by its IANA tail,
// Windows names through CLDR's windowsZones table (windows-iana). A VTIMEZONE in the feed still wins:
// ical.js looks there before the service.
import ICAL from 'ical.js';
import { findIana } from 'windows-iana';
import { offsetOfWallTime } from './intl-offsets';

/** The service is process-wide: a bound on the names feeds can add (each spelling of a zone is one name). */
const MAX_REGISTERED = 2000;
let registered = 0;

/** The IANA zone a TZID (or X-WR-TIMEZONE) stands for, or undefined. */
function ianaZoneOf(tzid: string): string | undefined {
  const name = tzid.trim();
  if (!name) return undefined;
  const candidates = [name];
  // '/mozilla.org/20050126_1/America/New_York', '/citadel.org/20190914_1/Europe/Berlin': longest tail first.
  const parts = name.split('/');
  for (let start = 1; start < parts.length - 1; start++) candidates.push(parts.slice(start).join('/'));
  candidates.push(...findIana(name));
  for (const candidate of candidates) {
    const canonical = canonicalZone(candidate);
    if (canonical) return canonical;
  }
  return undefined;
}

/** A zone with the offsets Intl gives for an IANA zone, under the name the feed uses. */
class IntlZone extends ICAL.Timezone {
  readonly #iana: string;

  constructor(tzid: string, iana: string) {
    super({ tzid });
    this.#iana = iana;
  }

  /** Seconds east of UTC at this wall-clock time in the zone. */
  override utcOffset(time: ICAL.Time): number {
    return offsetOfWallTime(this.#iana, Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)) / 1000;
  }
}

/** Makes every zone the calendar names (TZIDs, X-WR-TIMEZONE) but does not define known to ical.js. */
export function registerFeedZones(calendar: ICAL.Component): void {
  const defined = new Set(calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))));
  const named = new Set<string>();
  const wrZone = calendar.getFirstPropertyValue('x-wr-timezone');
  if (typeof wrZone === 'string') named.add(wrZone.trim());
  for (const component of calendar.getAllSubcomponents()) {
    if (component.name === 'vtimezone') continue;
    for (const property of component.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid === 'string') named.add(tzid);
    }
  }
  for (const tzid of named) {
    if (!tzid || defined.has(tzid) || ICAL.TimezoneService.has(tzid) || registered >= MAX_REGISTERED) continue;
    const iana = ianaZoneOf(tzid);
    if (!iana) continue;
    ICAL.TimezoneService.register(new IntlZone(tzid, iana), tzid);
    registered++;
  }
}

/** The zone a name resolves to now (after registerFeedZones), or undefined. */
export function knownZone(calendar: ICAL.Component, tzid: string): ICAL.Timezone | undefined {
  return calendar.getTimeZoneByID(tzid) ?? (ICAL.TimezoneService.has(tzid) ? ICAL.TimezoneService.get(tzid) : undefined);
}

/** 'america/new_york' → 'America/New_York'; undefined when Intl does not know the zone. */
function canonicalZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
