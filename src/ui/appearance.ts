// This browser's copy of the student's appearance choices, read by public/appearance-boot.js before the
// first paint. The colour scheme lives under Mantine's own key (its localStorage manager reads and writes it);
// large text is ours: the root font size grows, and every rem-based size of Mantine and our CSS with it.
import type { ThemeChoice } from '../lib/settings-rules';

const LARGE_TEXT_KEY = 'degreemate-large-text';
const LARGE_TEXT_ATTRIBUTE = 'data-large-text';

/** Mantine's name for a theme choice. */
export function colorSchemeOf(theme: ThemeChoice): 'auto' | 'light' | 'dark' {
  return theme === 'system' ? 'auto' : theme;
}

export function applyLargeText(on: boolean): void {
  document.documentElement.toggleAttribute(LARGE_TEXT_ATTRIBUTE, on);
  try {
    if (on) localStorage.setItem(LARGE_TEXT_KEY, '1');
    else localStorage.removeItem(LARGE_TEXT_KEY);
  } catch {
    // Storage refused: the choice holds for this visit only.
  }
}

/** Mantine's localStorage key for the colour scheme (read by public/appearance-boot.js too). */
const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

/** A deleted account's appearance leaves this browser with it: the next visitor sees the defaults. */
export function forgetAppearance(): void {
  try {
    localStorage.removeItem(COLOR_SCHEME_KEY);
    localStorage.removeItem(LARGE_TEXT_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
