// A short title for a dated item from the phrase it was found in: dates, times and "due by" words
// removed, and a long sentence cut to the words naming the work ("the second midterm", "Homework 3").

const KEY =
  /\b(midterm|mid-term|final exam(?:ination)?|final|exam|prelim|quiz(?:zes)?|test|project|proposal|presentation|poster|milestone|assignment|homework|hw|problem sets?|p-?set|ps|lab report|lab|essay|paper|report|reading|chapters?|worksheet|exercise|reflection|draft|memo|journal)\b/i;
const ORDINAL = /\b(first|second|third|fourth|final|1st|2nd|3rd|4th|term|research|group|midterm|short|long|final)\s*$/i;

export function cleanTitle(text: string, removals: string[]): string {
  let title = text;
  for (const removal of removals) if (removal) title = title.replace(removal, ' ');
  title = title
    .replace(/\(\s*\)/g, ' ')
    .replace(
      /\b(is|are|will be|to be)?\s*(due|held|given|scheduled|takes place|closes|opens)\b(\s+(on|by|at|before class|before lecture|in class|before|at the start of class))*/gi,
      ' ',
    )
    .replace(/[\s\-–—:;,.|(*•]+$/, '')
    .replace(/\b(is|are|will be)?\s*\b(on|by|at|before|until|no later than|in|during|for)\s*$/i, ' ')
    .replace(/\s+(on|by|at)\s+(?=[,.;:]|$)/gi, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s\-–—:;,.|*•>]+|[\s\-–—:;,.|(*•]+$/g, '')
    .replace(/^(and|or|then|also)\s+/i, '')
    .trim();
  if (title.split(/\s+/).length > 8) {
    const key = KEY.exec(title);
    if (key) {
      const before = title.slice(0, key.index);
      const ordinal = ORDINAL.exec(before)?.[0] ?? '';
      const after = /^[\s:#]*(\d+[a-z]?|[A-Z]\b|[IVX]+\b|\(\w+\))?/.exec(title.slice(key.index + key[0].length))?.[0] ?? '';
      title = `${ordinal}${key[0]}${after}`.trim();
      title = title[0]!.toUpperCase() + title.slice(1);
    }
  }
  return title;
}
