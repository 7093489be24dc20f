// The benches start Chromium through chrome-launcher with its defaults ignored (scripts/chromium.ts): Chromium
// applies only the last --disable-features, so the flags must carry one list with the launcher's and ours.
import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { chromeLauncherFlags } from '../../../scripts/chromium';

const disabledLists = (flags: string[]) => flags.filter((flag) => flag.startsWith('--disable-features=')).map((flag) => flag.split('=')[1]!.split(','));

describe('chromeLauncherFlags', () => {
  it("keeps every default flag and one --disable-features with the launcher's features and the omnibox popups", () => {
    const flags = chromeLauncherFlags();
    const lists = disabledLists(flags);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toEqual(expect.arrayContaining([...disabledLists(Launcher.defaultFlags()).flat(), 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    const otherDefaults = Launcher.defaultFlags().filter((flag) => !flag.startsWith('--disable-features='));
    expect(flags).toEqual(expect.arrayContaining(otherDefaults));
    expect(new Set(flags).size).toBe(flags.length);
  });
});
