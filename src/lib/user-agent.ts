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

// Versions and the phone's model tell two devices with the same browser and system apart.
const BROWSER_VERSIONS: Record<string, RegExp> = {
  Edge: /Edg(?:e|A|iOS)?\/(\d+)/,
  Opera: /OPR\/(\d+)|Opera\/(\d+)/,
  'Samsung Internet': /SamsungBrowser\/(\d+)/,
  Firefox: /(?:Firefox|FxiOS)\/(\d+)/,
  'Chrome (headless)': /HeadlessChrome\/(\d+)/,
  Chrome: /(?:Chrome|CriOS|Chromium)\/(\d+)/,
  Safari: /Version\/(\d+(?:\.\d+)?)/,
};

const SYSTEM_VERSIONS: Record<string, (userAgent: string) => string | undefined> = {
  iOS: (userAgent) => /OS (\d+)[_.](\d+)/.exec(userAgent)?.slice(1, 3).join('.'),
  Android: (userAgent) => /Android (\d+(?:\.\d+)?)/.exec(userAgent)?.[1],
  // Browsers freeze the macOS version at 10.15.7 whatever the system is: it tells nothing then.
  macOS: (userAgent) => {
    const version = /Mac OS X (\d+)[_.](\d+)/.exec(userAgent)?.slice(1, 3).join('.');
    return version === '10.15' ? undefined : version;
  },
};

/** "Chrome 131 on Android 14 (Pixel 8)": the name, with what versions and model the User-Agent tells. */
export function describeDevice(userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  const match = BROWSER_VERSIONS[browser]?.exec(userAgent);
  const browserVersion = match?.slice(1).find(Boolean);
  const systemVersion = SYSTEM_VERSIONS[os]?.(userAgent);
  // Android names the model after its version ("Android 14; Pixel 8"); reduced User-Agents say only "K".
  const model = os === 'Android' ? /Android [^;)]*; ([^;)]+?)(?: Build\/[^;)]*)?\)/.exec(userAgent)?.[1] : undefined;
  const named = (name: string, version: string | undefined) => (version && name !== 'Unknown' ? `${name} ${version}` : name);
  return `${named(browser, browserVersion)} on ${named(os, systemVersion)}${model && model !== 'K' ? ` (${model})` : ''}`;
}
