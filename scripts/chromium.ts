// How every tool here starts Debian's Chromium headless: the browser tests, the benches and the icon generator.
import { Launcher } from 'chrome-launcher';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const COMMON_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Headless Chromium 156 builds each new window's two omnibox popups (WebUI pages, ~1.4 s of CPU on this 2-core
 * machine) while the window's first page loads: every test's new context and every bench's new tab paid for
 * them beside the page it waited on or measured. Nobody sees an omnibox here.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features playwright-core 1.64 disables itself (its chromiumSwitches.ts). Chromium keeps only the last
 * --disable-features it is given, and Playwright puts ours after its own: ours must repeat them
 * (test/e2e/smoke/chromium-flags.e2e.ts fails when they differ).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Arguments for playwright-core's `chromium.launch` and `launchPersistentContext`. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [...COMMON_FLAGS, disableFeatures([...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI])];

/** Flags for chrome-launcher with `ignoreDefaultFlags: true`: its defaults, ours, and one --disable-features of both. */
export function chromeLauncherFlags(): string[] {
  const defaults = Launcher.defaultFlags();
  const disabled = defaults.filter((flag) => flag.startsWith('--disable-features=')).flatMap((flag) => flag.slice('--disable-features='.length).split(','));
  const others = defaults.filter((flag) => !flag.startsWith('--disable-features=') && !COMMON_FLAGS.includes(flag));
  return [...others, ...COMMON_FLAGS, disableFeatures([...disabled, ...UNSEEN_BROWSER_UI])];
}

function disableFeatures(features: string[]): string {
  return `--disable-features=${features.join(',')}`;
}
