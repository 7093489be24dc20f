// A browser's User-Agent header in words a person recognises ("Firefox on Windows"), for the list of
// signed-in devices. Only the common browsers and systems; anything else is "Unknown".

export interface DeviceName {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Chrome (headless)'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

function first(table: Array<[RegExp, string]>, userAgent: string): string {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
}

export function describeUserAgent(userAgent: string): DeviceName {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
